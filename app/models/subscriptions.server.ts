// Newsletter subscriptions: one row per address, compared case-insensitively.
import { newsletterSubscriptions } from "#db/schema.ts";
import { getDb } from "../db.server.ts";

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
