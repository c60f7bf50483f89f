// The audit log: every admin action, with who did it (the signed-in person, or the server
// itself), when, a hash of the client (never its address), its kind and what changed, before and
// after. Append-only: entries are only ever inserted, and the database refuses UPDATE, DELETE and
// TRUNCATE of them (the audit_trail migration, docs/decisions/034). Secrets are masked before writing.
import { and, count, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { auditLog } from "#db/schema.ts";
import { auditKindOf, maskSecrets, type AuditKind } from "#app/domain/audit-action.ts";
import { auditTimeRange, type AuditFilter } from "#app/domain/audit-filter.ts";
import { hashClient } from "#app/models/client-hash.server.ts";
import { getDb, type Database } from "#app/models/db.server.ts";

export type Changes = Record<string, { from: unknown; to: unknown }>;

export interface Actor {
  /** A staff member's e-mail, "system" for the server, "visitor" before login. */
  name: string;
  /** The staff member's id (app/admin/shell/staff.server.ts); absent for the system and visitors. */
  staffId?: number;
  clientAddress: string;
}

export const SYSTEM: Actor = { name: "system", clientAddress: "server" };

type Writer = Pick<Database, "insert">;

/**
 * Writes one entry; pass a transaction so the entry commits with the change it describes. Its
 * kind comes from the action (app/domain/audit-action.ts); fields named like secrets are masked.
 */
export async function recordAudit(
  actor: Actor,
  action: string,
  changes: Changes = {},
  writer?: Writer,
): Promise<void> {
  const masked = maskSecrets(changes);
  await (writer ?? (await getDb())).insert(auditLog).values({
    actor: actor.name,
    staffId: actor.staffId ?? null,
    clientHash: hashClient("audit", actor.clientAddress),
    kind: auditKindOf(action, masked),
    action,
    changes: masked,
  });
}

export interface AuditEntry {
  id: number;
  createdAt: string;
  actor: string;
  staffId: number | null;
  clientHash: string | null;
  kind: AuditKind;
  action: string;
  changes: Changes;
}

type Row = typeof auditLog.$inferSelect;

function toEntry(row: Row): AuditEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actor: row.actor,
    staffId: row.staffId,
    clientHash: row.clientHash,
    kind: row.kind as AuditKind,
    action: row.action,
    changes: row.changes,
  };
}

function whereOf(filter: AuditFilter & { actions?: readonly string[] }): SQL | undefined {
  const { since, before } = auditTimeRange(filter);
  const conditions = [
    filter.person ? eq(auditLog.actor, filter.person) : undefined,
    filter.kind ? eq(auditLog.kind, filter.kind) : undefined,
    since ? gte(auditLog.createdAt, since) : undefined,
    before ? lt(auditLog.createdAt, before) : undefined,
    filter.actions ? inArray(auditLog.action, [...filter.actions]) : undefined,
  ].filter((condition) => condition !== undefined);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Newest first, matching the filter; only the given actions when `actions` is set. */
export async function listAuditLog(
  limit: number,
  offset = 0,
  filter: AuditFilter & { actions?: readonly string[] } = {},
): Promise<AuditEntry[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(auditLog)
    .where(whereOf(filter))
    .orderBy(desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toEntry);
}

export async function countAuditLog(filter: AuditFilter = {}): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ count: count() }).from(auditLog).where(whereOf(filter));
  return row?.count ?? 0;
}

/** Everyone the log names (people, "system", "visitor"), for the person filter. */
export async function listAuditActors(): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ actor: auditLog.actor })
    .from(auditLog)
    .orderBy(auditLog.actor);
  return rows.map((row) => row.actor);
}

const BATCH = 500;

/**
 * Every entry matching the filter, newest first, a batch at a time (the CSV export streams them):
 * each batch starts below the last id read, so entries written meanwhile never shift a batch.
 */
export async function* eachAuditEntry(filter: AuditFilter): AsyncGenerator<AuditEntry[]> {
  const db = await getDb();
  let below: number | undefined;
  for (;;) {
    const where = whereOf(filter);
    const rows = await db
      .select()
      .from(auditLog)
      .where(below === undefined ? where : and(where, lt(auditLog.id, below)))
      .orderBy(desc(auditLog.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    yield rows.map(toEntry);
    if (rows.length < BATCH) return;
    below = rows.at(-1)!.id;
  }
}
