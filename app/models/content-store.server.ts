// The operator's content in the database, the source of truth: hotels, cities and posts with
// their status and version. Every save is checked against the version it was based on (a stale
// one is refused, never silently lost), keeps a revision, writes the audit log, records a
// renamed slug as a redirect, and tells every process to reload its content snapshot.
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
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
import {
  CONTENT_SCHEMAS,
  changedFields,
  drawnImagePath,
  FIXED_PAGE_SLUGS,
  isPageType,
  type ContentListQuery,
  type ContentType,
} from "#app/domain/content-schemas.ts";
import { withDerivedSlug } from "#app/domain/content-form.ts";
import { priceRangeLabel } from "#app/domain/price-range.ts";
import { recordAudit, type Actor, type Changes } from "#app/models/audit-log.server.ts";
import {
  reloadContentAfterChange,
  type ContentReloadWait,
} from "#app/models/content-cache.server.ts";
import { factErrorsForStoredSave } from "#app/models/fact-check.server.ts";
import { CHECKED_FIELDS } from "#app/domain/fact-check.ts";
import { getDb, type Database } from "#app/models/db.server.ts";

type Fields = Record<string, unknown>;

/** A stored item as the API and the dashboard see it: its fields, raw (fact tokens unresolved). */
export interface ContentItem {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  fields: Fields;
}

export type SaveOutcome =
  | {
      ok: true;
      item: ContentItem;
      changed: boolean;
      /**
       * Whether public pages show the change yet (a saved change stays saved whatever the reload
       * does); absent when nothing changed.
       */
      publicPages?: ContentReloadWait;
      /** Set when the change was saved as the pending draft (visitors still see the live item). */
      draftVersion?: number;
    }
  | { ok: false; status: 400; error: string; fieldErrors: Record<string, string> }
  | { ok: false; status: 403 | 404 | 409; error: string; currentVersion?: number };

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
export function fieldsOf(type: ContentType, row: Record<string, unknown>): Fields {
  const fields: Fields = {};
  for (const key of Object.keys(CONTENT_SCHEMAS[type].shape)) fields[key] = row[key];
  if (type === "posts")
    fields.publishedAt = (row.publishedAt as Date | null)?.toISOString() ?? null;
  return fields;
}

/**
 * An empty image is the item's drawn illustration, which follows the slug: an item that shows
 * its own illustration keeps showing it when renamed.
 */
function withImage(type: ContentType, fields: Fields, before?: Fields): Fields {
  if (!isPageType(type) || type === "pages") return fields;
  const slug = fields.slug as string;
  const followsSlug =
    before &&
    before.image === drawnImagePath(type, before.slug as string) &&
    fields.image === before.image;
  return !fields.image || followsSlug ? { ...fields, image: drawnImagePath(type, slug) } : fields;
}

/** The columns to write for validated fields (derived columns included). */
function columnsOf(type: ContentType, fields: Fields): Record<string, unknown> {
  if (type === "hotels") return { ...fields, priceRange: priceRangeLabel(fields.price as number) };
  if (type === "posts") {
    return {
      ...fields,
      publishedAt: fields.publishedAt ? new Date(fields.publishedAt as string) : null,
    };
  }
  return fields;
}

/** A draft needs no publish time; a post published without one goes public now. */
function withPublishTime(type: ContentType, fields: Fields): Fields {
  if (type !== "posts" || fields.status !== "published" || fields.publishedAt) return fields;
  return { ...fields, publishedAt: new Date().toISOString() };
}

export function toItem(type: ContentType, row: Record<string, unknown>): ContentItem {
  return {
    id: row.id as number,
    version: row.version as number,
    createdAt: (row.createdAt as Date).toISOString(),
    updatedAt: (row.updatedAt as Date).toISOString(),
    fields: fieldsOf(type, row),
  };
}

function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Every field's message, each of which names its field in words. */
function invalid(fieldErrors: Record<string, string>): SaveOutcome {
  const messages = Object.values(fieldErrors);
  return {
    ok: false,
    status: 400,
    error: messages.length > 0 ? messages.join(" ") : "The item is not valid.",
    fieldErrors,
  };
}

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Checks what the schema cannot: a slug free among items of its kind, and a city that exists. */
async function conflicts(
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

/** The About, legal and culture pages are routes the footer links: they stay where they are. */
function fixedPageErrors(type: ContentType, before: Fields, after: Fields): Record<string, string> {
  if (type !== "pages" || !FIXED_PAGE_SLUGS.has(before.slug as string)) return {};
  const errors: Record<string, string> = {};
  if (after.slug !== before.slug) {
    errors.slug = `The ${before.slug} page keeps its address: every page's footer links to it.`;
  }
  if (after.status !== "published") {
    errors.status = `The ${before.slug} page stays published: every page's footer links to it. Edit its words instead.`;
  }
  return errors;
}

/** Old slug → new slug, pointing every older redirect straight at the new slug too. */
async function recordSlugChange(tx: Tx, type: ContentType, from: string, to: string) {
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
async function forgetRedirectFrom(tx: Tx, type: ContentType, slug: string) {
  await tx
    .delete(slugRedirects)
    .where(and(eq(slugRedirects.kind, type), eq(slugRedirects.fromSlug, slug)));
}

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

export async function createContent(
  type: ContentType,
  input: unknown,
  actor: Actor,
): Promise<SaveOutcome> {
  const parsed = CONTENT_SCHEMAS[type].safeParse(withDerivedSlug(type, input));
  if (!parsed.success) return invalid(fieldErrorsOf(parsed.error.issues));
  const fields = withPublishTime(type, withImage(type, parsed.data as Fields));
  const db = await getDb();
  const table = TABLES[type];
  const outcome = await db.transaction(async (tx): Promise<SaveOutcome> => {
    const errors = {
      ...(await conflicts(tx, type, fields, null)),
      ...(await factErrorsForStoredSave(type, fields, null, tx)),
    };
    if (Object.keys(errors).length > 0) return invalid(errors);
    const [row] = await tx
      .insert(table)
      .values(columnsOf(type, fields) as typeof table.$inferInsert)
      .returning();
    const item = toItem(type, row!);
    const changes = changedFields({}, item.fields);
    await tx.insert(contentRevisions).values({
      kind: type,
      itemId: item.id,
      version: 1,
      actor: actor.name,
      changes,
      snapshot: item.fields,
    });
    await forgetRedirectFrom(tx, type, fields.slug as string);
    await recordAudit(actor, `${NOUN[type]} ${item.id} created`, changes, tx);
    await bumpContentVersion(tx);
    return { ok: true, item, changed: true };
  });
  if (!outcome.ok) return outcome;
  return { ...outcome, publicPages: await reloadContentAfterChange() };
}

export type Row = Record<string, unknown> & { id: number; version: number };

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

/**
 * Validates `changes` over the stored row (or over `base`, a pending draft's fields) and, unless
 * it is a dry run, saves them as the next version with its revision, slug redirect and audit
 * entry, inside the caller's transaction. `after` is the whole item as it would be.
 */
export async function applyChanges(
  tx: Tx,
  type: ContentType,
  current: Row,
  changes: Fields,
  actor: Actor,
  options: { action: string; isDryRun?: boolean; base?: Fields },
): Promise<SaveOutcome & { diff?: Changes; after?: Fields }> {
  const before = options.base ?? fieldsOf(type, current);
  const parsed = CONTENT_SCHEMAS[type].safeParse({ ...before, ...changes });
  if (!parsed.success) return invalid(fieldErrorsOf(parsed.error.issues));
  const after = withPublishTime(type, withImage(type, parsed.data as Fields, before));
  const diff = changedFields(before, after);
  if (Object.keys(diff).length === 0) {
    return { ok: true, item: toItem(type, current), changed: false, diff, after };
  }
  // Only words that change are checked against the register: an edit to a price is not refused
  // for a sentence the operator did not touch (the daily check lists those).
  const changedText = CHECKED_FIELDS[type].filter((field) => field in diff);
  const errors = {
    ...fixedPageErrors(type, before, after),
    ...(await conflicts(tx, type, after, current.id)),
    ...(changedText.length > 0
      ? await factErrorsForStoredSave(
          type,
          Object.fromEntries([
            ["slug", after.slug],
            ...changedText.map((field) => [field, after[field]]),
          ]),
          current.id,
          tx,
        )
      : {}),
  };
  if (Object.keys(errors).length > 0) return invalid(errors);
  if (options.isDryRun) {
    return { ok: true, item: toItem(type, current), changed: true, diff, after };
  }
  const table = TABLES[type];
  const version = current.version + 1;
  // An item the seed added has no revision of how it began: keep that too, so it can be restored.
  await keepSeedRevision(tx, type, current);
  const [row] = await tx
    .update(table)
    .set({ ...columnsOf(type, after), version, updatedAt: new Date() })
    .where(and(eq(table.id, current.id), eq(table.version, current.version)))
    .returning();
  await tx.insert(contentRevisions).values({
    kind: type,
    itemId: current.id,
    version,
    actor: actor.name,
    changes: diff,
    snapshot: after,
  });
  if (diff.slug) await recordSlugChange(tx, type, before.slug as string, after.slug as string);
  await recordAudit(actor, `${NOUN[type]} ${current.id} ${options.action}`, diff, tx);
  return { ok: true, item: toItem(type, row!), changed: true, diff, after };
}

/**
 * Saves changes to an item: `changes` may hold any of its fields (the rest stay as they are) and
 * must be based on `baseVersion`, the version the editor loaded.
 */
export async function updateContent(
  type: ContentType,
  id: number,
  baseVersion: number,
  changes: Fields,
  actor: Actor,
  action = "saved",
): Promise<SaveOutcome> {
  const db = await getDb();
  const table = TABLES[type];
  const outcome = await db.transaction(async (tx): Promise<SaveOutcome> => {
    const [current] = await tx.select().from(table).where(eq(table.id, id)).for("update");
    if (!current) return { ok: false, status: 404, error: `There is no ${NOUN[type]} ${id}.` };
    if (current.version !== baseVersion) {
      return {
        ok: false,
        status: 409,
        error: `This ${NOUN[type]} was saved by someone else since you opened it (you edited version ${baseVersion}; it is now version ${current.version}). Reload it, apply your changes again, and save.`,
        currentVersion: current.version,
      };
    }
    const saved = await applyChanges(tx, type, current, changes, actor, { action });
    if (saved.ok && saved.changed) await bumpContentVersion(tx);
    return saved;
  });
  if (!outcome.ok || !outcome.changed) return outcome;
  return { ...outcome, publicPages: await reloadContentAfterChange() };
}

export interface BulkRow {
  line: number;
  slug: string;
  changes: Fields;
}

export interface BulkOutcome {
  isDryRun: boolean;
  /** Every row that changes something, with what it changes. */
  changes: { line: number; slug: string; changes: Changes }[];
  rejected: { line: number; reason: string }[];
  updated: number;
  /** Whether public pages show the update yet; absent when nothing was updated. */
  publicPages?: ContentReloadWait;
}

/**
 * Updates hotels by slug from a bulk file, all or nothing: any bad row refuses the whole file.
 * A dry run answers exactly what would change and saves nothing.
 */
export async function bulkUpdateHotels(
  rows: readonly BulkRow[],
  isDryRun: boolean,
  actor: Actor,
): Promise<BulkOutcome> {
  const db = await getDb();
  const result: BulkOutcome = { isDryRun, changes: [], rejected: [], updated: 0 };
  const rollback = new Error("rollback");
  try {
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const [current] = await tx.select().from(hotels).where(eq(hotels.slug, row.slug));
        if (!current) {
          result.rejected.push({ line: row.line, reason: `No hotel has the slug "${row.slug}".` });
          continue;
        }
        const saved = await applyChanges(tx, "hotels", current, row.changes, actor, {
          action: "updated from a bulk file",
          isDryRun,
        });
        if (!saved.ok) {
          result.rejected.push({ line: row.line, reason: saved.error });
        } else if (saved.changed) {
          result.changes.push({ line: row.line, slug: row.slug, changes: saved.diff ?? {} });
        }
      }
      if (result.rejected.length > 0 || isDryRun) throw rollback;
      if (result.changes.length > 0) await bumpContentVersion(tx);
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  if (!isDryRun && result.rejected.length === 0) {
    result.updated = result.changes.length;
    if (result.updated > 0) result.publicPages = await reloadContentAfterChange();
  }
  return result;
}

export interface Revision {
  version: number;
  actor: string;
  createdAt: string;
  changes: Changes;
  /** A pending draft's revision, never live (docs/decisions/035). */
  isDraft: boolean;
}

export async function listRevisions(type: ContentType, id: number): Promise<Revision[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, type), eq(contentRevisions.itemId, id)))
    .orderBy(desc(contentRevisions.version));
  return rows.map((row) => ({
    version: row.version,
    actor: row.actor,
    createdAt: row.createdAt.toISOString(),
    changes: row.changes,
    isDraft: row.isDraft,
  }));
}

/** One revision's whole item, or null when there is no such version. */
export async function getRevisionSnapshot(
  type: ContentType,
  id: number,
  version: number,
): Promise<Fields | null> {
  const db = await getDb();
  const [row] = await db
    .select({ snapshot: contentRevisions.snapshot })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.kind, type),
        eq(contentRevisions.itemId, id),
        eq(contentRevisions.version, version),
      ),
    );
  return row?.snapshot ?? null;
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
