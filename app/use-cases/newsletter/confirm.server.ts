// A confirmation link: opening it (GET) only reads it, since mail scanners open every link in a
// message; pressing its page's button (POST) confirms: the address becomes active, the link is
// spent (the token generation moves on), and a consent record says so, in one transaction.
import type { Outcome } from "#app/domain/shared/outcome.ts";
import { emailToken, readEmailToken } from "#app/mail/tokens.server.ts";
import { getDb, type Database } from "#app/models/db.server.ts";
import {
  addConsent,
  subscriberRow,
  updateSubscriber,
  type SubscriberRow,
} from "#app/models/subscriptions.server.ts";

/**
 * Where the link leaves its holder. Each is a page of its own rather than a refusal: an expired
 * link answers 410, which no use-case refusal carries.
 */
export type ConfirmResult =
  | { status: "confirmed"; email: string; unsubscribeToken: string }
  // A spent link may have been forwarded: it names no address and opens no preferences.
  | { status: "already-confirmed" | "expired" | "invalid" | "used" };

/** Where an opened link stands, changing nothing: "pending" until its button is pressed. */
export async function readConfirmLink(
  token: string,
): Promise<{ status: "pending" | "already-confirmed" | "expired" | "invalid" | "used" }> {
  const reading = readEmailToken("confirm", token);
  if (reading.status !== "valid") return { status: reading.status };
  const row = await subscriberRow(reading.subscriberId);
  if (!row) return { status: "invalid" };
  if (row.tokenGeneration !== reading.generation) {
    return { status: row.status === "active" ? "already-confirmed" : "used" };
  }
  return { status: "pending" };
}

/** Makes the reader active and spends their link, with the consent record that says so. */
export async function markConfirmed(tx: Database, row: SubscriberRow): Promise<void> {
  await updateSubscriber(tx, row.id, {
    status: "active",
    confirmedAt: new Date(),
    unsubscribedAt: null,
    tokenGeneration: row.tokenGeneration + 1,
  });
  await addConsent(tx, { subscriberId: row.id, event: "confirm" });
}

export async function confirmSubscription(token: string): Promise<Outcome<ConfirmResult>> {
  const reading = readEmailToken("confirm", token);
  if (reading.status !== "valid") return { ok: true, status: reading.status };
  const db = await getDb();
  return db.transaction(async (tx): Promise<Outcome<ConfirmResult>> => {
    const row = await subscriberRow(reading.subscriberId, tx, { forUpdate: true });
    if (!row) return { ok: true, status: "invalid" };
    if (row.tokenGeneration !== reading.generation) {
      return { ok: true, status: row.status === "active" ? "already-confirmed" : "used" };
    }
    await markConfirmed(tx, row);
    const unsubscribeToken = emailToken("unsubscribe", row.id, 0);
    return { ok: true, status: "confirmed", email: row.email, unsubscribeToken };
  });
}
