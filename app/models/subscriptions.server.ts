// Newsletter subscriptions: one row per address, compared case-insensitively.
import { count, desc } from "drizzle-orm";
import { newsletterSubscriptions } from "#db/schema.ts";
import { getDb } from "#app/models/db.server.ts";

/**
 * Subscribes an address (already lower-cased by the schema). Subscribing twice is not an error:
 * the unique index on lower(email) keeps one row, and the answer says whether it was new.
 */
export async function subscribe(email: string): Promise<{ isNew: boolean }> {
  const db = await getDb();
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email: email.toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return { isNew: inserted.length > 0 };
}

export interface Subscription {
  id: number;
  email: string;
  subscribedAt: string;
}

/** Newest first; every subscriber when no page is given (the CSV export). */
export async function listSubscriptions(paging?: {
  page: number;
  pageSize: number;
}): Promise<Subscription[]> {
  const db = await getDb();
  const query = db
    .select()
    .from(newsletterSubscriptions)
    .orderBy(desc(newsletterSubscriptions.subscribedAt), desc(newsletterSubscriptions.id))
    .$dynamic();
  const rows = paging
    ? await query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize)
    : await query;
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    subscribedAt: row.subscribedAt.toISOString(),
  }));
}

export async function countSubscriptions(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(newsletterSubscriptions);
  return row?.total ?? 0;
}
