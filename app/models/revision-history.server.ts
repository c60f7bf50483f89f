// The studio's revision history of one item: its saves stored in content_revisions under one kind,
// a content type for the English item (content-store.server.ts) or `fr:<type>` for its French
// version (french-versions.server.ts), newest first.
import { and, desc, eq } from "drizzle-orm";
import { contentRevisions } from "#db/schema.ts";
import type { Changes } from "#app/models/audit-log.server.ts";
import { getDb } from "#app/models/db.server.ts";

export interface Revision {
  version: number;
  actor: string;
  createdAt: string;
  changes: Changes;
  /** A pending draft's revision, never live (docs/decisions/035). */
  isDraft: boolean;
}

export async function listRevisionsOfKind(kind: string, itemId: number): Promise<Revision[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.itemId, itemId)))
    .orderBy(desc(contentRevisions.version));
  return rows.map((row) => ({
    version: row.version,
    actor: row.actor,
    createdAt: row.createdAt.toISOString(),
    changes: row.changes,
    isDraft: row.isDraft,
  }));
}
