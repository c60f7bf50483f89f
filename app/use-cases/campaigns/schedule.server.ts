// Sending a campaign, now or at a time, once the operator confirmed the number it goes to; and
// holding a scheduled one back. Each writes its audit entry in its transaction. A send now queues
// its messages in that transaction; a later one is the campaign job's
// (app/use-cases/campaigns/queue-campaign.server.ts), queued after the commit.
import { checkSendConfirmation } from "#app/domain/mail/campaign-send.ts";
import { refusal } from "#app/domain/shared/outcome.ts";
import { queueCampaignSend } from "#app/jobs/campaign-send.server.ts";
import { wakeMailer } from "#app/mail/outbox.server.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { campaignRow, getCampaign, updateCampaign } from "#app/models/campaigns.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { countSubscriptionsByStatus } from "#app/models/subscriptions.server.ts";
import type { CampaignOutcome } from "#app/use-cases/campaigns/outcome.ts";
import { startSending } from "#app/use-cases/campaigns/queue-campaign.server.ts";
import { sendingBlocked } from "#app/use-cases/campaigns/readiness.server.ts";

const ALREADY_SENT = "This campaign is already being sent or was sent.";

/** How many subscribers a campaign sent now goes to: the active ones, as the fan-out picks. */
export async function countAudience(): Promise<number> {
  return (await countSubscriptionsByStatus()).active;
}

/**
 * Sends a draft now, or at `at`: it goes to everyone active when its time comes. Only when
 * `confirmRecipients` is the number it goes to now (checkSendConfirmation).
 */
export async function scheduleCampaign(
  id: number,
  at: Date | null,
  confirmRecipients: number | undefined,
  actor: Actor,
): Promise<CampaignOutcome> {
  const blocked = await sendingBlocked();
  if (blocked) return refusal(503, blocked);
  const existing = await getCampaign(id);
  if (!existing) return refusal(404, `No campaign ${id}.`);
  if (existing.status !== "draft" && existing.status !== "scheduled") {
    return refusal(409, ALREADY_SENT);
  }
  const recipients = await countAudience();
  const problem = checkSendConfirmation(confirmRecipients, recipients);
  if (problem) return { ...refusal(problem.status, problem.error), confirm: { recipients } };
  const isLater = at !== null && at.getTime() > Date.now();
  const when = isLater ? at : new Date();
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const updated = await updateCampaign(
      tx,
      id,
      { status: "scheduled", scheduledAt: when, updatedAt: new Date() },
      ["draft", "scheduled"],
    );
    if (!updated) return null;
    const scheduledAt = { from: existing.scheduledAt, to: when.toISOString() };
    if (isLater) {
      // The audience is the number the operator confirmed: who it goes to when it goes.
      await recordAudit(
        actor,
        `campaign ${id} scheduled for ${recipients} subscribers`,
        { status: { from: existing.status, to: "scheduled" }, scheduledAt },
        tx,
      );
      return "scheduled";
    }
    // Sent now: its messages are queued in this transaction, so the entry says what it became
    // (draft → sending), not a schedule for a moment that passed.
    const sent = await startSending(tx, updated);
    await recordAudit(
      actor,
      `campaign ${id} sent to ${sent.readers} subscribers`,
      { status: { from: existing.status, to: sent.status }, scheduledAt },
      tx,
    );
    return "sent";
  });
  if (!done) return refusal(409, ALREADY_SENT);
  if (done === "scheduled") await queueCampaignSend(id, when);
  else await wakeMailer();
  return { ok: true, campaign: (await getCampaign(id))! };
}

/** Takes a scheduled campaign back to a draft; its waiting job then does nothing. */
export async function unscheduleCampaign(id: number, actor: Actor): Promise<CampaignOutcome> {
  const db = await getDb();
  const isHeld = await db.transaction(async (tx) => {
    const before = await campaignRow(id, tx, { forUpdate: true });
    if (before?.status !== "scheduled") return false;
    await updateCampaign(tx, id, { status: "draft", scheduledAt: null, updatedAt: new Date() });
    await recordAudit(
      actor,
      `campaign ${id} held back`,
      {
        status: { from: "scheduled", to: "draft" },
        scheduledAt: { from: before.scheduledAt?.toISOString() ?? null, to: null },
      },
      tx,
    );
    return true;
  });
  if (!isHeld) return refusal(409, "Only a scheduled campaign can be held back.");
  return { ok: true, campaign: (await getCampaign(id))! };
}
