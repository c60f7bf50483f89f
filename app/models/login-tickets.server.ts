// Spent sign-in tickets (app/use-cases/people/login-ticket.server.ts): a ticket is single-use because its
// nonce can be recorded only once. Old rows are swept now and then; they would be refused as
// expired anyway.
import { lt } from "drizzle-orm";
import { spentLoginTickets } from "#db/schema.ts";
import { getDb } from "#app/models/db.server.ts";

let lastSweep = 0;

/** Records the nonce as spent; false when it already was. */
export async function spendTicketNonce(
  nonce: string,
  expiresAt: Date,
  now = Date.now(),
): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .insert(spentLoginTickets)
    .values({ nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: spentLoginTickets.nonce });
  if (now - lastSweep > 10 * 60_000) {
    lastSweep = now;
    await db.delete(spentLoginTickets).where(lt(spentLoginTickets.expiresAt, new Date(now)));
  }
  return rows.length === 1;
}
