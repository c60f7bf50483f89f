// Partner click-outs (db/schema.ts `clicks`): one row per /go/ redirect, bots flagged, no IPs.
import { count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { clicks } from "#db/schema.ts";
import { hashClient } from "#app/models/client-hash.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { errorField, log } from "#app/observability/log.server.ts";

export interface NewClick {
  clickId: string;
  kind: string;
  key: string;
  placement: string;
  page: string | null;
  partner: string;
  isEarning: boolean;
  clientAddress: string;
  isBot: boolean;
}

// Clicks are written in batches: a redirect should not wait for a write, and one insert of many
// rows costs about what one row does. The batch goes out within FLUSH_MS, before any read of the
// log in this process, and at shutdown.
const FLUSH_MS = 200;
const BATCH_LIMIT = 200;
let pending: (typeof clicks.$inferInsert)[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let writing: Promise<void> = Promise.resolve();

/** Queues a click; it is written within FLUSH_MS. */
export function recordClick(click: NewClick): void {
  const { clientAddress, ...row } = click;
  pending.push({ ...row, clientHash: hashClient("click", clientAddress) });
  if (pending.length >= BATCH_LIMIT) void flushClicks();
  else timer ??= setTimeout(() => void flushClicks(), FLUSH_MS);
}

/** Writes the queued clicks. A failed batch is reported and dropped: the visitors went on. */
export function flushClicks(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const batch = pending;
  pending = [];
  if (batch.length === 0) return writing;
  writing = writing.then(async () => {
    try {
      await (await getDb()).insert(clicks).values(batch);
    } catch (error) {
      log.error(`Could not record ${batch.length} partner clicks`, { error: errorField(error) });
    }
  });
  return writing;
}

export interface ClickRow {
  id: string;
  createdAt: string;
  kind: string;
  key: string;
  placement: string;
  page: string | null;
  partner: string;
}

/** People's clicks, newest first (bots left out). */
export async function listClicks({ page, pageSize }: { page: number; pageSize: number }) {
  await flushClicks();
  const db = await getDb();
  // `page` is this function's parameter, so that column is named in full.
  const { clickId: id, createdAt, kind, key, placement, partner } = getTableColumns(clicks);
  const rows = await db
    .select({ id, createdAt, kind, key, placement, page: clicks.page, partner })
    .from(clicks)
    .where(eq(clicks.isBot, false))
    .orderBy(desc(clicks.createdAt), desc(clicks.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map((row): ClickRow => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function countClicks(): Promise<number> {
  await flushClicks();
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(clicks).where(eq(clicks.isBot, false));
  return row?.total ?? 0;
}

/** What people click out to most: "kind:key" with its count. */
export async function topClickTargets(limit: number) {
  await flushClicks();
  const db = await getDb();
  const target = sql<string>`${clicks.kind} || ':' || ${clicks.key}`;
  return db
    .select({ eventData: target, clicks: count() })
    .from(clicks)
    .where(eq(clicks.isBot, false))
    .groupBy(target)
    .orderBy(desc(count()), target)
    .limit(limit);
}
