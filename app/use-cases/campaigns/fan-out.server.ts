// The campaign job's work: when a scheduled campaign's time has come, one outbox message per
// active subscriber, and the campaign marked as sending, in one transaction. From then on its
// progress, and when it was sent, are read from those messages (app/models/campaigns.server.ts):
// the outbox writes nothing here. Each reader's copy is rendered when it goes, by the personaliser
// this module gives the outbox, which skips a reader who left meanwhile.
import { newsletterMessages, renderNewsletter } from "#app/mail/messages.server.ts";
import { definePersonaliser, queueEmails, wakeMailer } from "#app/mail/outbox.server.ts";
import { campaignRow, updateCampaign } from "#app/models/campaigns.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { activeReaders, subscriberRow } from "#app/models/subscriptions.server.ts";

/**
 * Sends campaign `id` if its time has come. Running it again (a retry, a restart) adds nobody:
 * a campaign already sending has every message queued, in the transaction that marked it so.
 */
export async function fanOut(id: number): Promise<void> {
  const db = await getDb();
  const hasReaders = await db.transaction(async (tx) => {
    const row = await campaignRow(id, tx, { forUpdate: true });
    if (!row?.scheduledAt) return false;
    if (row.status === "sending") return true;
    // Held back, or moved to another time, since this job was queued: its own job sends it.
    if (row.status !== "scheduled" || row.scheduledAt.getTime() > Date.now() + 1_000) return false;
    const readers = await activeReaders(tx);
    await queueEmails(newsletterMessages(row, readers), tx);
    const now = new Date();
    // With nobody to send to, the campaign is done at once.
    await updateCampaign(
      tx,
      id,
      readers.length > 0
        ? { status: "sending", startedAt: row.startedAt ?? now }
        : { status: "sent", startedAt: row.startedAt ?? now, finishedAt: now },
    );
    return readers.length > 0;
  });
  if (hasReaders) await wakeMailer();
}

/** Lets the outbox render each reader's copy of a newsletter when it sends it. */
export function registerNewsletterPersonaliser(): void {
  definePersonaliser("newsletter", async (message) => {
    const reader = message.subscriberId ? await subscriberRow(message.subscriberId) : undefined;
    if (reader?.status !== "active" || !message.campaignId) return null;
    const campaign = await campaignRow(message.campaignId);
    return campaign ? renderNewsletter(campaign, reader) : null;
  });
}
