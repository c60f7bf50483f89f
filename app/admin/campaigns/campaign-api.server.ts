// Shared pieces of the campaign API: the id from the path and one JSON answer per outcome.
import { parseId } from "#app/domain/shared/ids.ts";
import { handleApi, jsonError, jsonRefusal, methodNotAllowed } from "#app/http/api.server.ts";
import type { CampaignOutcome } from "#app/use-cases/campaigns/outcome.ts";

/** The campaign id in the path; a 404 answer (thrown) when it spells none. */
export function campaignId(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw jsonError(404, `No campaign "${value}".`);
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
  return jsonRefusal(outcome);
}

/** A POST-only campaign action (send, test): 405 for another method, else `answer` for the id. */
export async function campaignPost(
  request: Request,
  pathId: string | undefined,
  answer: (id: number) => Promise<Response>,
): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(() => answer(campaignId(pathId)));
}
