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

/**
 * Writes one click, committed before the caller answers its redirect: a crash after the redirect
 * loses nothing. A click that cannot be written is reported, never thrown: the visitor goes on.
 */
export async function recordClick(click: NewClick): Promise<void> {
  const { clientAddress, ...row } = click;
  try {
    const db = await getDb();
    await db.insert(clicks).values({ ...row, clientHash: hashClient("click", clientAddress) });
  } catch (error) {
    log.error("Could not record a partner click", { error: errorField(error) });
  }
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
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(clicks).where(eq(clicks.isBot, false));
  return row?.total ?? 0;
}

/** What people click out to most: "kind:key" with its count. */
export async function topClickTargets(limit: number) {
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
