// The audit log: every admin action, with who did it (the signed-in person, or the server
// itself), when, a hash of the client (never its address), its kind and what changed, before and
// after. Append-only: entries are only ever inserted, and the database refuses UPDATE, DELETE and
// TRUNCATE of them (the audit_trail migration, docs/decisions/034). Secrets are masked before writing.
// Tamper-evident: each entry is chained to the one before by an HMAC under a key derived from
// SESSION_SECRET (app/domain/accounts/audit-chain.ts), so a role that can lift the trigger still cannot
// rewrite an entry unseen.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  sql,
  type SQL,
} from "drizzle-orm";
import { auditLog } from "#db/schema.ts";
import { auditKindOf, maskSecrets, type AuditKind } from "#app/domain/accounts/audit-action.ts";
import {
  brokenLinkReason,
  chainMessage,
  type ChainedEntry,
  type ChainHead,
  type LinkVerdict,
} from "#app/domain/accounts/audit-chain.ts";
import { auditTimeRange, type AuditFilter } from "#app/domain/accounts/audit-filter.ts";
import { sessionSecrets } from "#app/env.server.ts";
import { hashClient } from "#app/models/client-hash.server.ts";
import { getDb, type Database } from "#app/models/db.server.ts";
import { sign } from "#app/signing.server.ts";

export type Changes = Record<string, { from: unknown; to: unknown }>;

export interface Actor {
  /** A staff member's e-mail, "system" for the server, "visitor" before login. */
  name: string;
  /** The staff member's id (app/admin/shell/staff.server.ts); absent for the system and visitors. */
  staffId?: number;
  clientAddress: string;
}

export const SYSTEM: Actor = { name: "system", clientAddress: "server" };

/** Entries read at a time: the CSV export, the chain check and the signing of old entries. */
const BATCH = 500;

type Writer = Pick<Database, "insert" | "select" | "execute" | "update">;

/** Taken before reading the chain's head, held to the transaction's end: appends queue. */
const AUDIT_CHAIN_LOCK = 727_302;

/** A short name for a secret, stored with each entry it signs; the secret stays outside. */
function keyIdOf(secret: string): string {
  return sign(["audit-log-key"], [secret]).slice(0, 12);
}

function entryHmac(secret: string, entry: ChainedEntry, previousHmac: string): string {
  return sign(["audit-log", chainMessage(entry, previousHmac)], [secret]);
}

/**
 * Appends `values` to the chain in the writer's transaction: under a transaction-scoped advisory
 * lock, so two processes appending at once never chain onto the same head.
 */
async function appendChained(
  tx: Writer,
  values: Omit<ChainedEntry, "keyId" | "createdAt">,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
  const [head] = await tx
    .select({ hmac: auditLog.hmac })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  const secret = sessionSecrets()[0]!;
  const createdAt = new Date();
  const entry: ChainedEntry = {
    ...values,
    createdAt: createdAt.toISOString(),
    keyId: keyIdOf(secret),
  };
  await tx.insert(auditLog).values({
    ...values,
    createdAt,
    changes: values.changes as Changes,
    keyId: entry.keyId,
    hmac: entryHmac(secret, entry, head?.hmac ?? ""),
  });
}

/**
 * Writes one entry; pass a transaction so the entry commits with the change it describes. Its
 * kind comes from the action (app/domain/accounts/audit-action.ts); fields named like secrets are masked.
 */
export async function recordAudit(
  actor: Actor,
  action: string,
  changes: Changes = {},
  writer?: Writer,
): Promise<void> {
  const masked = maskSecrets(changes);
  const values = {
    actor: actor.name,
    staffId: actor.staffId ?? null,
    clientHash: hashClient("audit", actor.clientAddress),
    kind: auditKindOf(action, masked),
    action,
    changes: masked,
  };
  // The advisory lock lasts until the transaction ends, so a lone entry gets a transaction.
  if (writer) await appendChained(writer, values);
  else await (await getDb()).transaction((tx) => appendChained(tx, values));
}

type Row = typeof auditLog.$inferSelect;

function chainedFields(row: Row): Omit<ChainedEntry, "keyId"> {
  return {
    createdAt: row.createdAt.toISOString(),
    actor: row.actor,
    staffId: row.staffId,
    clientHash: row.clientHash,
    kind: row.kind,
    action: row.action,
    changes: row.changes,
  };
}

/**
 * Signs, oldest first, the entries written before the chain existed (the data migration
 * audit-chain, in its transaction); answers how many. The trigger lets an unsigned entry be
 * signed once and nothing else.
 */
export async function signUnchainedEntries(tx: Writer): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
  const secret = sessionSecrets()[0]!;
  const keyId = keyIdOf(secret);
  let previous = "";
  let signed = 0;
  let after = 0;
  for (;;) {
    const rows = await tx
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, after))
      .orderBy(asc(auditLog.id))
      .limit(BATCH);
    if (rows.length === 0) return signed;
    for (const row of rows) {
      if (row.hmac === null) {
        const hmac = entryHmac(secret, { ...chainedFields(row), keyId }, previous);
        await tx
          .update(auditLog)
          .set({ keyId, hmac })
          .where(and(eq(auditLog.id, row.id), isNull(auditLog.hmac)));
        previous = hmac;
        signed += 1;
      } else {
        previous = row.hmac;
      }
    }
    after = rows.at(-1)!.id;
  }
}

/** The chain as verified now: its length, its head, and the first entry where it breaks. */
export interface ChainReport {
  entries: number;
  head: ChainHead | null;
  /** The first broken entry, in words; null when every entry verifies. */
  problem: { id: number; reason: string } | null;
}

function verdictOf(row: Row, previous: string, secrets: string[]): LinkVerdict {
  if (row.hmac === null || row.keyId === null) return "unsigned";
  const secret = secrets.find((candidate) => keyIdOf(candidate) === row.keyId);
  if (!secret) return "unknown-key";
  const expected = entryHmac(secret, { ...chainedFields(row), keyId: row.keyId }, previous);
  return expected === row.hmac ? "signed" : "mismatch";
}

/**
 * Walks the whole log oldest first, checking each entry's HMAC over itself and the entry before
 * (the System tab, every backup). Pass the backup's snapshot transaction to check what it holds.
 */
export async function verifyAuditChain(
  reader: Pick<Database, "select"> | null = null,
  secrets = sessionSecrets(),
): Promise<ChainReport> {
  const db = reader ?? (await getDb());
  let previous = "";
  let entries = 0;
  let head: ChainHead | null = null;
  let problem: ChainReport["problem"] = null;
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, after))
      .orderBy(asc(auditLog.id))
      .limit(BATCH);
    if (rows.length === 0) return { entries, head, problem };
    for (const row of rows) {
      entries += 1;
      if (!problem) {
        const verdict = verdictOf(row, previous, secrets);
        if (verdict !== "signed") {
          problem = { id: row.id, reason: brokenLinkReason(row.id, verdict, row.keyId) };
        }
      }
      previous = row.hmac ?? "";
      head = row.hmac === null ? head : { id: row.id, hmac: row.hmac };
    }
    after = rows.at(-1)!.id;
  }
}

/** The HMAC entry `id` has now; undefined when there is no such entry. */
export async function auditHmacOf(
  reader: Pick<Database, "select">,
  id: number,
): Promise<string | null | undefined> {
  const [row] = await reader
    .select({ hmac: auditLog.hmac })
    .from(auditLog)
    .where(eq(auditLog.id, id));
  return row ? row.hmac : undefined;
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
