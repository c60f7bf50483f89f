// The French versions of content items (issue 44, docs/decisions/053): data access only. The
// working copy and its status, the published words /fr shows, and each save's revision, kept in
// content_revisions under the kind `fr:<type>` so French history sits beside the English.
import { and, eq, inArray, isNotNull, lte, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { blogPosts, cities, contentRevisions, frenchVersions, pages } from "#db/schema.ts";
import { pagePath, type ContentType } from "#app/domain/content/content-schemas.ts";
import {
  frenchKindOf,
  type FrenchFields,
  type FrenchFilter,
  type FrenchState,
  type FrenchStatus,
  type TranslatableType,
} from "#app/domain/content/french-version.ts";
import type { Changes } from "#app/models/audit-log.server.ts";
import { getDb, type Database } from "#app/models/db.server.ts";
import { listRevisionsOfKind, type Revision } from "#app/models/revision-history.server.ts";

/** A transaction (as content-store.server.ts names it, which imports this module). */
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type FrenchVersionRow = typeof frenchVersions.$inferSelect;

function ofVersion(type: ContentType, id: number) {
  return and(eq(frenchVersions.kind, type), eq(frenchVersions.itemId, id));
}

export async function getFrenchVersion(
  type: ContentType,
  id: number,
): Promise<FrenchVersionRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(frenchVersions).where(ofVersion(type, id));
  return row ?? null;
}

/** The French version, locked for the rest of the transaction; null when there is none. */
export async function lockFrenchVersion(
  tx: Tx,
  type: ContentType,
  id: number,
): Promise<FrenchVersionRow | null> {
  const [row] = await tx.select().from(frenchVersions).where(ofVersion(type, id)).for("update");
  return row ?? null;
}

export async function insertFrenchVersion(
  tx: Tx,
  values: { type: ContentType; id: number; fields: FrenchFields; by: string },
): Promise<FrenchVersionRow> {
  const [row] = await tx
    .insert(frenchVersions)
    .values({
      kind: values.type,
      itemId: values.id,
      ...values.fields,
      status: "draft",
      updatedBy: values.by,
    })
    .returning();
  return row!;
}

export async function updateFrenchVersion(
  tx: Tx,
  type: ContentType,
  id: number,
  set: Partial<Omit<FrenchVersionRow, "kind" | "itemId" | "createdAt">>,
): Promise<FrenchVersionRow> {
  const [row] = await tx
    .update(frenchVersions)
    .set({ ...set, updatedAt: new Date() })
    .where(ofVersion(type, id))
    .returning();
  return row!;
}

export async function insertFrenchRevision(
  tx: Tx,
  revision: {
    type: ContentType;
    id: number;
    version: number;
    actor: string;
    changes: Changes;
    snapshot: FrenchFields & { status: FrenchStatus };
  },
) {
  await tx.insert(contentRevisions).values({
    kind: frenchKindOf(revision.type),
    itemId: revision.id,
    version: revision.version,
    actor: revision.actor,
    changes: revision.changes,
    snapshot: revision.snapshot,
    isDraft: revision.snapshot.status !== "published",
  });
}

export async function listFrenchRevisions(type: ContentType, id: number): Promise<Revision[]> {
  const revisions = await listRevisionsOfKind(frenchKindOf(type), id);
  // Every French save is a draft and publishing is a step on what is saved, not a save of its
  // own: "(draft)" on each would say nothing, and be wrong of the one later published.
  return revisions.map((revision) => ({ ...revision, isDraft: false }));
}

/** The French words a revision saved, or null when the item has no such French revision. */
export async function getFrenchRevisionWords(
  type: ContentType,
  id: number,
  version: number,
): Promise<FrenchFields | null> {
  const db = await getDb();
  const [row] = await db
    .select({ snapshot: contentRevisions.snapshot })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.kind, frenchKindOf(type)),
        eq(contentRevisions.itemId, id),
        eq(contentRevisions.version, version),
      ),
    );
  if (!row) return null;
  const { title, heading, description, body } = row.snapshot as FrenchFields;
  return { title, heading, description, body };
}

export interface FrenchSummary {
  state: FrenchState;
  /** Whether a published French version is on the site (maybe with a draft beside it). */
  isLive: boolean;
}

/** Each listed item's French state; an item with no French version is "missing". */
export async function frenchStatesOf(
  type: ContentType,
  ids: readonly number[],
): Promise<Map<number, FrenchSummary>> {
  const states = new Map<number, FrenchSummary>(
    ids.map((id) => [id, { state: "missing", isLive: false }]),
  );
  if (ids.length === 0) return states;
  const db = await getDb();
  const rows = await db
    .select({
      itemId: frenchVersions.itemId,
      status: frenchVersions.status,
      isLive: isNotNull(frenchVersions.published),
    })
    .from(frenchVersions)
    .where(and(eq(frenchVersions.kind, type), inArray(frenchVersions.itemId, [...ids])));
  for (const row of rows) {
    states.set(row.itemId, { state: row.status as FrenchStatus, isLive: Boolean(row.isLive) });
  }
  return states;
}

/** The Content tab's French filter as a condition on the listed table's id column. */
export function frenchFilterCondition(
  type: ContentType,
  idColumn: AnyColumn,
  filter: FrenchFilter,
): SQL {
  const version = sql`select 1 from ${frenchVersions} where ${frenchVersions.kind} = ${type} and ${frenchVersions.itemId} = ${idColumn}`;
  switch (filter) {
    case "missing":
      return sql`not exists (${version})`;
    case "lacking":
      // Lacking French: no French version on the site, whatever a draft beside it says.
      return sql`not exists (${version} and ${frenchVersions.published} is not null)`;
    default:
      return sql`exists (${version} and ${frenchVersions.status} = ${filter})`;
  }
}

/** A published French version as /fr shows it, by the English page's path. */
export interface PublishedFrench {
  type: TranslatableType;
  id: number;
  englishPath: string;
  title: string;
  heading: string;
  description: string;
  body: string;
}

/**
 * Every published French version whose item is published in English, by its English path; read
 * through `reader` (a transaction) when given. A post scheduled for later is left out until its
 * time, as its English page is (the snapshot reloads then), unless `withScheduled`: the fact check
 * reads what is about to go public too, as it does in English.
 */
export async function listPublishedFrench(
  options: { reader?: Pick<Database, "select">; withScheduled?: boolean } = {},
): Promise<PublishedFrench[]> {
  const db = options.reader ?? (await getDb());
  const now = new Date();
  const tables = [
    { type: "posts", table: blogPosts, path: (slug: string) => `/blog/${slug}` },
    { type: "cities", table: cities, path: (slug: string) => `/${slug}` },
    { type: "pages", table: pages, path: pagePath },
  ] as const;
  const found: PublishedFrench[] = [];
  for (const { type, table, path } of tables) {
    const rows = await db
      .select({ id: table.id, slug: table.slug, published: frenchVersions.published })
      .from(frenchVersions)
      .innerJoin(table, eq(table.id, frenchVersions.itemId))
      .where(
        and(
          eq(frenchVersions.kind, type),
          isNotNull(frenchVersions.published),
          eq(table.status, "published"),
          type === "posts" && !options.withScheduled ? lte(blogPosts.publishedAt, now) : undefined,
        ),
      );
    for (const row of rows) {
      found.push({ type, id: row.id, englishPath: path(row.slug), ...row.published! });
    }
  }
  return found;
}
