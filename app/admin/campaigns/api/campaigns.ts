// GET /api/admin/campaigns: every campaign, newest first, with its figures.
// POST /api/admin/campaigns {subject, preheader, body}: a new draft.
import { z } from "zod";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { campaignResponse } from "#app/admin/campaigns/campaign-api.server.ts";
import { handleApi, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { listCampaigns } from "#app/models/campaigns.server.ts";
import { saveCampaign } from "#app/use-cases/campaigns/save.server.ts";
import type { Route } from "./+types/campaigns";

export async function loader() {
  return handleApi(async () => Response.json(await listCampaigns()));
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return handleApi(async () => {
    const input = await readJsonBody(request, z.looseObject({}));
    return campaignResponse(await saveCampaign(null, input, operatorFrom(context)), 201);
  });
}
