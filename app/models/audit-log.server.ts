// The audit log: every content, settings and login event, with who did it (the operator, or the
// server itself), when, a hash of the client (never its address) and what changed.
import { count, desc, inArray } from "drizzle-orm";
import { auditLog } from "#db/schema.ts";
import { hashClient } from "#app/models/client-hash.server.ts";
import { getDb, type Database } from "#app/models/db.server.ts";

export type Changes = Record<string, { from: unknown; to: unknown }>;

export interface Actor {
  /** A staff member's e-mail, "system" for the server, "visitor" before login. */
  name: string;
  /** The staff member's id (app/admin/staff.server.ts); absent for the system and visitors. */
  staffId?: number;
  clientAddress: string;
}

export const SYSTEM: Actor = { name: "system", clientAddress: "server" };

type Writer = Pick<Database, "insert">;

/** Writes one entry; pass a transaction so the entry commits with the change it describes. */
export async function recordAudit(
  actor: Actor,
  action: string,
  changes: Changes = {},
  writer?: Writer,
): Promise<void> {
  await (writer ?? (await getDb())).insert(auditLog).values({
    actor: actor.name,
    clientHash: hashClient("audit", actor.clientAddress),
    action,
    changes,
  });
}

export interface AuditEntry {
  id: number;
  createdAt: string;
  actor: string;
  clientHash: string | null;
  action: string;
  changes: Changes;
}

/** Newest first; only the given actions when `actions` is set. */
export async function listAuditLog(
  limit: number,
  offset = 0,
  actions?: readonly string[],
): Promise<AuditEntry[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(auditLog)
    .where(actions ? inArray(auditLog.action, [...actions]) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function countAuditLog(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ count: count() }).from(auditLog);
  return row?.count ?? 0;
}
