// Fixed-window rate limits kept in the database, so every process sees the same counters.
// Keys are keyed hashes of bucket and client address (app/signing.server.ts): no raw address is
// stored; the message is the one the counters were always keyed on ("bucket:address"), so they
// carry on across the change. A rotated secret starts every counter afresh.
import { and, eq, lt, sql } from "drizzle-orm";
import { rateLimits } from "#db/schema.ts";
import { getDb } from "#app/models/db.server.ts";
import { sign } from "#app/signing.server.ts";

export interface RateLimit {
  /** A name for what is limited, e.g. "analytics". */
  bucket: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  isAllowed: boolean;
  retryAfterSeconds: number;
}

let lastSweep = 0;

function clientKey(bucket: string, clientAddress: string): string {
  return sign([bucket, clientAddress]);
}

/** The current fixed window, and how long until the next one opens. */
function windowAt(windowMs: number, now: number) {
  const start = now - (now % windowMs);
  return {
    windowStart: new Date(start),
    retryAfterSeconds: Math.ceil((start + windowMs - now) / 1000),
  };
}

/** Counts one hit for the client, atomically, and says whether it is within the limit. */
export async function hitRateLimit(
  { bucket, limit, windowMs }: RateLimit,
  clientAddress: string,
  now = Date.now(),
): Promise<RateLimitResult> {
  const db = await getDb();
  const key = clientKey(bucket, clientAddress);
  const { windowStart, retryAfterSeconds } = windowAt(windowMs, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });

  // Old windows are useless; clear them now and then rather than on every hit.
  if (now - lastSweep > 10 * 60_000) {
    lastSweep = now;
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - 24 * 3_600_000)));
  }
  return { isAllowed: (row?.count ?? 1) <= limit, retryAfterSeconds };
}

/** Takes back one hit in the current window (a guess that turned out right). */
export async function returnRateLimitHit(
  { bucket, windowMs }: RateLimit,
  clientAddress: string,
  now = Date.now(),
): Promise<void> {
  const db = await getDb();
  const { windowStart } = windowAt(windowMs, now);
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(
      and(
        eq(rateLimits.key, clientKey(bucket, clientAddress)),
        eq(rateLimits.windowStart, windowStart),
      ),
    );
}
