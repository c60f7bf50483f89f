// Writing a campaign: a new draft, or an edit to a draft or scheduled one. The audit entry, in
// the same transaction, has its subject, preheader and body (and French ones) before and after.
import { campaignSchema } from "#app/domain/mail/campaign.ts";
import { changedFields } from "#app/domain/content/content-schemas.ts";
import { invalid, refusal } from "#app/domain/shared/outcome.ts";
import { getEnv } from "#app/env.server.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import {
  campaignRow,
  getCampaign,
  insertCampaign,
  updateCampaign,
} from "#app/models/campaigns.server.ts";
import { getDb } from "#app/models/db.server.ts";
import type { CampaignOutcome } from "#app/use-cases/campaigns/outcome.ts";

/** Creates a draft (id null) or edits a draft or scheduled campaign. */
export async function saveCampaign(
  id: number | null,
  input: unknown,
  actor: Actor,
): Promise<CampaignOutcome> {
  const parsed = campaignSchema(getEnv().SITE_URL).safeParse(input);
  if (!parsed.success) {
    const refused = invalid(parsed.error.issues);
    const [field, message] = Object.entries(refused.fieldErrors ?? {})[0] ?? [];
    return field ? { ...refused, error: `${field}: ${message}` } : refused;
  }
  const db = await getDb();
  const saved = await db.transaction(async (tx) => {
    if (id === null) {
      const row = await insertCampaign(tx, parsed.data);
      await recordAudit(actor, `campaign ${row.id} created`, changedFields({}, parsed.data), tx);
      return row;
    }
    const before = await campaignRow(id, tx, { forUpdate: true });
    if (!before) return refusal(404, `No campaign ${id}.`);
    if (before.status !== "draft" && before.status !== "scheduled") {
      return refusal(409, "This campaign is being sent or was sent: it can no longer change.");
    }
    const row = await updateCampaign(tx, id, { ...parsed.data, updatedAt: new Date() });
    const changes = changedFields(
      {
        subject: before.subject,
        preheader: before.preheader,
        body: before.body,
        frenchSubject: before.frenchSubject,
        frenchBody: before.frenchBody,
      },
      parsed.data,
    );
    if (Object.keys(changes).length > 0) {
      await recordAudit(actor, `campaign ${id} saved`, changes, tx);
    }
    return row!;
  });
  if ("ok" in saved) return saved;
  return { ok: true, campaign: (await getCampaign(saved.id))! };
}
