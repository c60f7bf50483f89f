// A test copy of a campaign, marked [Test], to one address the operator typed (and one of its
// French version when it has one). The audit entry
// names the address (where an unsent campaign went) and is written with the outbox row.
import { TestSendSchema } from "#app/domain/mail/campaign.ts";
import { invalid, refusal } from "#app/domain/shared/outcome.ts";
import { newsletterTestMessages } from "#app/mail/messages.server.ts";
import { queueEmails, wakeMailer } from "#app/mail/outbox.server.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { getCampaign } from "#app/models/campaigns.server.ts";
import { getDb } from "#app/models/db.server.ts";
import type { CampaignOutcome } from "#app/use-cases/campaigns/outcome.ts";
import { sendingBlocked } from "#app/use-cases/campaigns/readiness.server.ts";

export async function sendTest(id: number, email: string, actor: Actor): Promise<CampaignOutcome> {
  const parsed = TestSendSchema.safeParse({ email });
  if (!parsed.success) return invalid(parsed.error.issues);
  const blocked = await sendingBlocked();
  if (blocked) return refusal(503, blocked);
  const campaign = await getCampaign(id);
  if (!campaign) return refusal(404, `No campaign ${id}.`);
  const messages = await newsletterTestMessages(campaign, parsed.data.email);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await queueEmails(messages, tx);
    await recordAudit(actor, `campaign ${id} test sent to ${parsed.data.email}`, {}, tx);
  });
  await wakeMailer();
  return { ok: true, campaign };
}
