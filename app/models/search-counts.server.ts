// Site searches counted by query (db/schema.ts `search_queries`), with nothing about who searched.
// Counts are summed in memory and written together: a search should not wait for a write. They
// go out within FLUSH_MS, before any read in this process, and at shutdown.
import { desc, gt, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { searchQueries } from "#db/schema.ts";
import { getDb } from "#app/models/db.server.ts";
import { errorField, log } from "#app/observability/log.server.ts";

const FLUSH_MS = 2_000;
/** More distinct queries than this in one flush window are dropped, so a flood cannot grow memory. */
const PENDING_LIMIT = 5_000;

let pending = new Map<string, { searches: number; emptySearches: number }>();
let timer: ReturnType<typeof setTimeout> | undefined;
let writing: Promise<void> = Promise.resolve();

/** Counts a person's search; a crawler's (by its user agent) is not counted. */
export function countPersonSearch(query: string, found: number, userAgent: string | null): void {
  if (query && !(userAgent && isbot(userAgent))) countSearch(query, found);
}

/** Counts one search; `query` is the normalised query. */
export function countSearch(query: string, found: number): void {
  const key = query.toLowerCase();
  if (key === "") return;
  const counts = pending.get(key);
  if (counts) {
    counts.searches += 1;
    if (found === 0) counts.emptySearches += 1;
  } else if (pending.size < PENDING_LIMIT) {
    pending.set(key, { searches: 1, emptySearches: found === 0 ? 1 : 0 });
  }
  timer ??= setTimeout(() => void flushSearchCounts(), FLUSH_MS);
  timer.unref?.();
}

export function flushSearchCounts(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const batch = pending;
  pending = new Map();
  if (batch.size === 0) return writing;
  writing = writing.then(async () => {
    const rows = [...batch].map(([query, counts]) => ({ query, ...counts }));
    try {
      await (
        await getDb()
      )
        .insert(searchQueries)
        .values(rows)
        .onConflictDoUpdate({
          target: searchQueries.query,
          set: {
            searches: sql`${searchQueries.searches} + excluded.searches`,
            emptySearches: sql`${searchQueries.emptySearches} + excluded.empty_searches`,
            lastSearchedAt: sql`now()`,
          },
        });
    } catch (error) {
      log.error(`Could not count ${rows.length} searches`, { error: errorField(error) });
    }
  });
  return writing;
}

export interface SearchCount {
  query: string;
  searches: number;
  emptySearches: number;
  lastSearchedAt: string;
}

const toCount = (row: typeof searchQueries.$inferSelect): SearchCount => ({
  query: row.query,
  searches: row.searches,
  emptySearches: row.emptySearches,
  lastSearchedAt: row.lastSearchedAt.toISOString(),
});

/** The most searched queries, and the most searched of those that found nothing. */
export async function searchCounts(limit: number) {
  await flushSearchCounts();
  const db = await getDb();
  const top = await db
    .select()
    .from(searchQueries)
    .orderBy(desc(searchQueries.searches), desc(searchQueries.lastSearchedAt))
    .limit(limit);
  const empty = await db
    .select()
    .from(searchQueries)
    .where(gt(searchQueries.emptySearches, 0))
    .orderBy(desc(searchQueries.emptySearches), desc(searchQueries.lastSearchedAt))
    .limit(limit);
  return { top: top.map(toCount), empty: empty.map(toCount) };
}
