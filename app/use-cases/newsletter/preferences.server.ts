// Leaving the newsletter, or coming back, with the unsubscribe link every newsletter carries: the
// link went to that address, so holding it proves the address; no login. An unsubscribe takes
// effect at once, as RFC 8058 and the large mailbox providers ask; each change is a consent record.
import { NEWSLETTER_CONSENT, type SubscriberStatus } from "#app/domain/mail/newsletter.ts";
import { refusal, type Outcome } from "#app/domain/shared/outcome.ts";
import { readEmailToken } from "#app/mail/tokens.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { addConsent, subscriberRow, updateSubscriber } from "#app/models/subscriptions.server.ts";

export type UnsubscribeLink =
  | { status: "valid"; subscriberId: number; email: string; state: SubscriberStatus }
  | { status: "expired" | "invalid" };

/** Whom an unsubscribe link names, and where they stand. */
export async function readUnsubscribeLink(token: string): Promise<UnsubscribeLink> {
  const reading = readEmailToken("unsubscribe", token);
  if (reading.status !== "valid") return { status: reading.status };
  const row = await subscriberRow(reading.subscriberId);
  if (!row) return { status: "invalid" };
  return {
    status: "valid",
    subscriberId: row.id,
    email: row.email,
    state: row.status as SubscriberStatus,
  };
}

/**
 * Unsubscribes or re-subscribes the holder of an unsubscribe link; `campaignId` is the campaign
 * whose link it was, for that campaign's unsubscribe count.
 */
export async function setSubscribed(
  subscriberId: number,
  isSubscribed: boolean,
  how: "one-click" | "unsubscribe page" | "preferences",
  campaignId: number | null = null,
): Promise<Outcome<{ state: SubscriberStatus }>> {
  const target: SubscriberStatus = isSubscribed ? "active" : "unsubscribed";
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await subscriberRow(subscriberId, tx, { forUpdate: true });
    if (!row) return refusal(404, "This link's subscriber is no longer on the list.");
    if (row.status === target) return { ok: true, state: target };
    await updateSubscriber(
      tx,
      row.id,
      isSubscribed
        ? { status: "active", unsubscribedAt: null, confirmedAt: row.confirmedAt ?? new Date() }
        : { status: "unsubscribed", unsubscribedAt: new Date() },
    );
    await addConsent(tx, {
      subscriberId: row.id,
      event: isSubscribed ? "resubscribe" : "unsubscribe",
      sourcePage: how,
      campaignId: isSubscribed ? null : campaignId,
      ...(isSubscribed
        ? {
            wordingVersion: NEWSLETTER_CONSENT[row.language].version,
            wording: NEWSLETTER_CONSENT[row.language].text,
          }
        : {}),
    });
    return { ok: true, state: target };
  });
}
