// Shared pieces of the campaign API: the id from the path and one JSON answer per outcome.
import { jsonError } from "#app/http/api.server.ts";
import type { CampaignOutcome } from "#app/models/campaigns.server.ts";

export function campaignId(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw jsonError(404, `No campaign "${value}".`);
  return id;
}

/**
 * 200 (201 when created) with the campaign; 400 with field errors; 404, 409 or 503 with why; a
 * send not (or no longer) confirmed: 400 or 409 with the number of recipients to confirm.
 */
export function campaignResponse(outcome: CampaignOutcome, okStatus = 200): Response {
  if (outcome.ok) return Response.json(outcome.campaign, { status: okStatus });
  if ("confirm" in outcome) {
    return Response.json(
      { error: outcome.error, recipients: outcome.confirm.recipients },
      { status: outcome.status },
    );
  }
  if (outcome.status === 400) {
    return Response.json(
      { error: outcome.error, fieldErrors: outcome.fieldErrors },
      { status: 400 },
    );
  }
  return jsonError(outcome.status, outcome.error);
}
