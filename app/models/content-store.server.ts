// The operator's content in the database, the source of truth: hotels, cities, posts and the
// rest, with their status and version, their revisions and the redirects of renamed slugs. Data
// access only: the saves that validate, audit and reload live in app/use-cases/studio/.
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import {
  blogPosts,
  cities,
  contentRevisions,
  faqCategories,
  faqEntries,
  contentState,
  guides,
  hotels,
  media,
  pages,
  products,
  slugRedirects,
} from "#db/schema.ts";
import type { ContentStatus } from "#app/domain/content/content-fields.ts";
import {
  CONTENT_SCHEMAS,
  type ContentFields,
  type ContentListQuery,
  type ContentType,
  type FieldChanges,
} from "#app/domain/content/content-schemas.ts";
import type { Changes } from "#app/models/audit-log.server.ts";
import { isTranslatable } from "#app/domain/content/french-version.ts";
import { frenchFilterCondition } from "#app/models/french-versions.server.ts";
import {
  reloadContentAfterChange,
  type ContentReloadWait,
} from "#app/models/content-snapshot/reload-after-save.server.ts";
import { getDb, type Database } from "#app/models/db.server.ts";
import { listRevisionsOfKind, type Revision } from "#app/models/revision-history.server.ts";

type Fields = Record<string, unknown>;

/**
 * A stored item as the API and the dashboard see it: its fields, raw (fact tokens unresolved),
 * typed by its content type when the caller knows it.
 */
export interface ContentItem<T extends ContentType = ContentType> {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** Typed when the type is known; a screen that shows any type reads them by name. */
  fields: ContentType extends T ? Fields : ContentFields<T>;
}

export const TABLES = {
  hotels,
  cities,
  posts: blogPosts,
  faqs: faqEntries,
  "faq-categories": faqCategories,
  products,
  guides,
  pages,
} as const;

export const NOUN: Record<ContentType, string> = {
  hotels: "hotel",
  cities: "city",
  posts: "post",
  faqs: "FAQ answer",
  "faq-categories": "FAQ category",
  products: "product",
  guides: "guide",
  pages: "page",
};

/** The column lists sort and search by. */
const TITLE_COLUMNS = {
  hotels: hotels.name,
  cities: cities.name,
  posts: blogPosts.title,
  faqs: faqEntries.question,
  "faq-categories": faqCategories.title,
  products: products.title,
  guides: guides.title,
  pages: pages.title,
} as const;

const PAGE_SIZE = 25;

/** The editable fields of a row (what the type's schema describes), in the API's shape. */
export function fieldsOf<T extends ContentType>(
  type: T,
  row: Record<string, unknown>,
): ContentFields<T> {
  const fields: Fields = {};
  for (const key of Object.keys(CONTENT_SCHEMAS[type].shape)) fields[key] = row[key];
  if (type === "posts")
    fields.publishedAt = (row.publishedAt as Date | null)?.toISOString() ?? null;
  // Every row is written through its type's schema (a save, an import, the seed).
  return fields as ContentFields<T>;
}

export function toItem<T extends ContentType>(
  type: T,
  row: Record<string, unknown>,
): ContentItem<T> {
  return {
    id: row.id as number,
    version: row.version as number,
    createdAt: (row.createdAt as Date).toISOString(),
    updatedAt: (row.updatedAt as Date).toISOString(),
    fields: fieldsOf(type, row) as ContentItem<T>["fields"],
  };
}

/** Rows of one item in a table kept per item (revisions, workflow, review events, schedules). */
export function ofItem(
  table: { kind: AnyColumn; itemId: AnyColumn },
  type: ContentType,
  id: number,
): SQL {
  return and(eq(table.kind, type), eq(table.itemId, id))!;
}

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Checks what the schema cannot: a slug free among items of its kind, and a city that exists. */
export async function conflictErrors(
  tx: Tx,
  type: ContentType,
  fields: Fields,
  id: number | null,
): Promise<Record<string, string>> {
  const table = TABLES[type];
  const errors: Record<string, string> = {};
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      id === null
        ? eq(table.slug, fields.slug as string)
        : and(eq(table.slug, fields.slug as string), ne(table.id, id)),
    );
  if (taken) errors.slug = `Another ${NOUN[type]} already uses the slug "${fields.slug}".`;
  const mediaIds = ((fields.photos ?? []) as { mediaId: number }[]).map((photo) => photo.mediaId);
  if (mediaIds.length > 0) {
    const found = await tx.select({ id: media.id }).from(media).where(inArray(media.id, mediaIds));
    const missing = mediaIds.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) errors.photos = `There is no uploaded photo ${missing.join(", ")}.`;
  }
  if (type === "guides") {
    const [post] = await tx
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(eq(blogPosts.slug, fields.slug as string));
    if (!post) errors.slug = `A guide leads to a blog post: there is no post "${fields.slug}".`;
  }
  if (type === "faqs") {
    const [category] = await tx
      .select({ slug: faqCategories.slug })
      .from(faqCategories)
      .where(eq(faqCategories.slug, fields.categorySlug as string));
    if (!category) errors.categorySlug = `There is no FAQ category "${fields.categorySlug}".`;
  }
  if (type === "hotels") {
    const [city] = await tx
      .select({ slug: cities.slug })
      .from(cities)
      .where(eq(cities.slug, fields.citySlug as string));
    if (!city) errors.citySlug = `There is no city with the slug "${fields.citySlug}".`;
  }
  return errors;
}

/** Old slug → new slug, pointing every older redirect straight at the new slug too. */
export async function recordSlugChange(tx: Tx, type: ContentType, from: string, to: string) {
  await tx
    .update(slugRedirects)
    .set({ toSlug: to })
    .where(and(eq(slugRedirects.kind, type), eq(slugRedirects.toSlug, from)));
  await tx
    .insert(slugRedirects)
    .values({ kind: type, fromSlug: from, toSlug: to })
    .onConflictDoUpdate({
      target: [slugRedirects.kind, slugRedirects.fromSlug],
      set: { toSlug: to },
    });
  await forgetRedirectFrom(tx, type, to);
}

/** A slug in use again by a live item no longer redirects anywhere. */
export async function forgetRedirectFrom(tx: Tx, type: ContentType, slug: string) {
  await tx
    .delete(slugRedirects)
    .where(and(eq(slugRedirects.kind, type), eq(slugRedirects.fromSlug, slug)));
}

/** Tells every process's content snapshot that stored content changed. */
export async function bumpContentVersion(tx: Tx) {
  await tx
    .insert(contentState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: contentState.id,
      set: { version: sql`${contentState.version} + 1`, updatedAt: new Date() },
    });
}

/** Tells every process that published content changed (a photo became ready), and reloads here. */
export async function markContentChanged(): Promise<ContentReloadWait> {
  const db = await getDb();
  await db.transaction(bumpContentVersion);
  return reloadContentAfterChange();
}

export async function listContent(type: ContentType, query: ContentListQuery) {
  const db = await getDb();
  const table = TABLES[type];
  const titleColumn = TITLE_COLUMNS[type];
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(or(ilike(titleColumn, pattern), ilike(table.slug, pattern))!);
  }
  if (query.status) conditions.push(eq(table.status, query.status));
  if (query.city && type === "hotels") conditions.push(eq(hotels.citySlug, query.city));
  if (query.french && isTranslatable(type)) {
    conditions.push(frenchFilterCondition(type, table.id, query.french));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order =
    query.sort === "name"
      ? [asc(titleColumn)]
      : query.sort === "review" && (type === "posts" || type === "pages")
        ? [sql`${TABLES[type].factsReviewedOn} asc nulls first`, asc(titleColumn)]
        : [desc(table.updatedAt), asc(table.id)];
  const [total] = await db.select({ count: count() }).from(table).where(where);
  const rows = await db
    .select()
    .from(table)
    .where(where)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return {
    items: rows.map((row) => toItem(type, row)),
    total: total?.count ?? 0,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

export async function getContentItem(type: ContentType, id: number): Promise<ContentItem | null> {
  const db = await getDb();
  const table = TABLES[type];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row ? toItem(type, row) : null;
}

/** A stored item's row; its status column holds one of the content statuses (the schema's). */
export type Row = Record<string, unknown> & { id: number; version: number; status: ContentStatus };

/** The revision a seeded item began as, kept before its first change so it can be restored. */
export async function keepSeedRevision(tx: Tx, type: ContentType, current: Row) {
  await tx
    .insert(contentRevisions)
    .values({
      kind: type,
      itemId: current.id,
      version: current.version,
      actor: "seed",
      createdAt: current.createdAt as Date,
      changes: {},
      snapshot: fieldsOf(type, current),
    })
    .onConflictDoNothing();
}

/** The stored row, locked for the rest of the transaction; null when there is none. */
export async function lockRow(tx: Tx, type: ContentType, id: number): Promise<Row | null> {
  const table = TABLES[type];
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for("update");
  return (row as Row | undefined) ?? null;
}

/** A hotel's row by its slug (the bulk file names hotels by slug). */
export async function hotelRowBySlug(tx: Tx, slug: string): Promise<Row | null> {
  const [row] = await tx.select().from(hotels).where(eq(hotels.slug, slug));
  return (row as Row | undefined) ?? null;
}

/** An item's current version, or null when there is no such item. */
export async function currentVersion(type: ContentType, id: number): Promise<number | null> {
  const db = await getDb();
  const table = TABLES[type];
  const [row] = await db.select({ version: table.version }).from(table).where(eq(table.id, id));
  return row?.version ?? null;
}

/** Inserts a new item's row (its columns already derived) and answers it as an item. */
export async function insertItem(
  tx: Tx,
  type: ContentType,
  columns: Record<string, unknown>,
): Promise<ContentItem> {
  const table = TABLES[type];
  const [row] = await tx
    .insert(table)
    .values(columns as typeof table.$inferInsert)
    .returning();
  return toItem(type, row!);
}

/** Writes `columns` as the item's next version, if it is still at `current`'s version. */
export async function updateItem(
  tx: Tx,
  type: ContentType,
  current: Row,
  columns: Record<string, unknown>,
): Promise<ContentItem> {
  const table = TABLES[type];
  const [row] = await tx
    .update(table)
    .set({ ...columns, version: current.version + 1, updatedAt: new Date() })
    .where(and(eq(table.id, current.id), eq(table.version, current.version)))
    .returning();
  return toItem(type, row!);
}

/** Moves the item's version on without touching its fields (a pending draft was saved). */
export async function bumpItemVersion(tx: Tx, type: ContentType, current: Row) {
  const table = TABLES[type];
  const [row] = await tx
    .update(table)
    .set({ version: current.version + 1 })
    .where(and(eq(table.id, current.id), eq(table.version, current.version)))
    .returning();
  return toItem(type, row!);
}

/** One revision of an item: its whole fields, what changed, and who made it. */
export async function insertRevision(
  tx: Tx,
  revision: {
    type: ContentType;
    itemId: number;
    version: number;
    actor: string;
    changes: Changes;
    snapshot: Fields;
    isDraft?: boolean;
  },
) {
  const { type, ...rest } = revision;
  await tx.insert(contentRevisions).values({ kind: type, ...rest });
}

/** The revisions panel's type, named here beside listRevisions. */
export type { Revision };

export async function listRevisions(type: ContentType, id: number): Promise<Revision[]> {
  return listRevisionsOfKind(type, id);
}

/**
 * One revision's whole item, or null when there is no such version. It was saved through the
 * type's schema; one saved before a field existed lacks it, hence only some of the fields.
 */
export async function getRevisionSnapshot<T extends ContentType>(
  type: T,
  id: number,
  version: number,
  reader?: Pick<Database, "select">,
): Promise<FieldChanges<T> | null> {
  const db = reader ?? (await getDb());
  const [row] = await db
    .select({ snapshot: contentRevisions.snapshot })
    .from(contentRevisions)
    .where(and(ofItem(contentRevisions, type, id), eq(contentRevisions.version, version)));
  return (row?.snapshot as FieldChanges<T> | undefined) ?? null;
}

/** Every city, whatever its status, for the studio's city choices. */
export async function listCityChoices(): Promise<{ slug: string; name: string }[]> {
  const db = await getDb();
  return db.select({ slug: cities.slug, name: cities.name }).from(cities).orderBy(asc(cities.name));
}

/** Every hotel's fields, whatever its status, in slug order: the CSV export. */
export async function listAllHotelFields(): Promise<Fields[]> {
  const db = await getDb();
  const rows = await db.select().from(hotels).orderBy(asc(hotels.slug));
  return rows.map((row) => fieldsOf("hotels", row));
}

/** Every FAQ category, whatever its status, for the studio's category choices. */
export async function listFaqCategoryChoices(): Promise<{ slug: string; name: string }[]> {
  const db = await getDb();
  return db
    .select({ slug: faqCategories.slug, name: faqCategories.title })
    .from(faqCategories)
    .orderBy(asc(faqCategories.position), asc(faqCategories.title));
}

/** The titles of items of one kind by id (the activity log names items by them). */
export async function listTitles(
  type: ContentType,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const table = TABLES[type];
  const rows = await db
    .select({ id: table.id, title: TITLE_COLUMNS[type] })
    .from(table)
    .where(inArray(table.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.title]));
}
