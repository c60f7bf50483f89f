// GET /api/admin/campaigns/{id}: a campaign with its figures, and `audience`: the number of
// subscribers it goes to if sent now (what POST …/send asks to have confirmed).
// PUT /api/admin/campaigns/{id} {subject, preheader, body}: edits a draft or scheduled campaign.
// DELETE /api/admin/campaigns/{id}: holds a scheduled campaign back (it becomes a draft again).
import { z } from "zod";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { campaignId, campaignResponse } from "#app/admin/campaigns/campaign-api.server.ts";
import { handleApi, jsonError, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { getCampaign } from "#app/models/campaigns.server.ts";
import { saveCampaign } from "#app/use-cases/campaigns/save.server.ts";
import { countAudience, unscheduleCampaign } from "#app/use-cases/campaigns/schedule.server.ts";
import type { Route } from "./+types/campaign";

export async function loader({ params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const campaign = await getCampaign(campaignId(params.id));
    if (!campaign) return jsonError(404, `No campaign ${params.id}.`);
    return Response.json({ ...campaign, audience: await countAudience() });
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const id = campaignId(params.id);
    if (request.method === "PUT") {
      const input = await readJsonBody(request, z.looseObject({}));
      return campaignResponse(await saveCampaign(id, input, operatorFrom(context)));
    }
    if (request.method === "DELETE")
      return campaignResponse(await unscheduleCampaign(id, operatorFrom(context)));
    return methodNotAllowed(["GET", "PUT", "DELETE"]);
  });
}
