// POST /api/admin/campaigns/{id}/send {confirmRecipients, at?}: sends to every active subscriber
// now, or at `at`, once confirmRecipients is the number it goes to now (GET the campaign for its
// `audience`). Without it: 400, and when the number changed: 409, each with `recipients`.
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { campaignPost, campaignResponse } from "#app/admin/campaigns/campaign-api.server.ts";
import { SendRequestSchema } from "#app/domain/mail/campaign.ts";
import { methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { scheduleCampaign } from "#app/use-cases/campaigns/schedule.server.ts";
import type { Route } from "./+types/campaign-send";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return campaignPost(request, params.id, async (id) => {
    const { at, confirmRecipients } = await readJsonBody(request, SendRequestSchema);
    const when = at ? new Date(at) : null;
    const outcome = await scheduleCampaign(id, when, confirmRecipients, operatorFrom(context));
    return campaignResponse(outcome, 202);
  });
}
