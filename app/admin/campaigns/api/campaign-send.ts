// POST /api/admin/campaigns/{id}/send {confirmRecipients, at?}: sends to every active subscriber
// now, or at `at`, once confirmRecipients is the number it goes to now (GET the campaign for its
// `audience`). Without it: 400, and when the number changed: 409, each with `recipients`.
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { campaignId, campaignResponse } from "#app/admin/campaigns/campaign-api.server.ts";
import { SendRequestSchema } from "#app/domain/campaign.ts";
import { handleApi, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { scheduleCampaign } from "#app/use-cases/campaigns/schedule.server.ts";
import type { Route } from "./+types/campaign-send";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const id = campaignId(params.id);
    const { at, confirmRecipients } = await readJsonBody(request, SendRequestSchema);
    return campaignResponse(
      await scheduleCampaign(
        id,
        at ? new Date(at) : null,
        confirmRecipients,
        operatorFrom(context),
      ),
      202,
    );
  });
}
