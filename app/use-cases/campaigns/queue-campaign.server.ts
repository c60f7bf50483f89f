// The campaign job's work: when a scheduled campaign's time has come, one outbox message per
// active subscriber, and the campaign marked as sending, in one transaction. From then on its
// progress, and when it was sent, are read from those messages (app/models/campaigns.server.ts):
// the outbox writes nothing here. Each reader's copy is rendered when it goes, by the personaliser
// this module gives the outbox, which skips a reader who left meanwhile.
import { newsletterMessages, renderNewsletter } from "#app/mail/messages.server.ts";
import { definePersonaliser, queueEmails, wakeMailer } from "#app/mail/outbox.server.ts";
import { recordAudit, SYSTEM } from "#app/models/audit-log.server.ts";
import { campaignRow, updateCampaign, type CampaignRow } from "#app/models/campaigns.server.ts";
import { getDb, type Database } from "#app/models/db.server.ts";
import { activeReaders, subscriberRow } from "#app/models/subscriptions.server.ts";

/**
 * Queues one message per active reader and marks the campaign sending (sent at once when nobody
 * reads), inside the caller's transaction: what it now is, and how many it went to.
 */
export async function startSending(
  tx: Database,
  row: CampaignRow,
): Promise<{ status: "sending" | "sent"; readers: number }> {
  const readers = await activeReaders(tx);
  await queueEmails(newsletterMessages(row, readers), tx);
  const now = new Date();
  const startedAt = row.startedAt ?? now;
  if (readers.length === 0) {
    await updateCampaign(tx, row.id, { status: "sent", startedAt, finishedAt: now });
    return { status: "sent", readers: 0 };
  }
  await updateCampaign(tx, row.id, { status: "sending", startedAt });
  return { status: "sending", readers: readers.length };
}

/**
 * Sends scheduled campaign `id` if its time has come. Running it again (a retry, a restart) adds
 * nobody: a campaign already sending has every message queued, in the transaction that marked it
 * so. (A campaign sent now is sent by the person's own request, not here.)
 */
export async function queueCampaignEmails(id: number): Promise<void> {
  const db = await getDb();
  const hasReaders = await db.transaction(async (tx) => {
    const row = await campaignRow(id, tx, { forUpdate: true });
    if (!row?.scheduledAt) return false;
    if (row.status === "sending") return true;
    // Held back, or moved to another time, since this job was queued: its own job sends it.
    if (row.status !== "scheduled" || row.scheduledAt.getTime() > Date.now() + 1_000) return false;
    const sent = await startSending(tx, row);
    await recordAudit(
      SYSTEM,
      `campaign ${id} sent to ${sent.readers} subscribers as scheduled`,
      { status: { from: "scheduled", to: sent.status } },
      tx,
    );
    return sent.readers > 0;
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
