// POST /api/admin/campaigns/{id}/test {email}: sends the campaign to one address, marked [Test].
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { campaignId, campaignResponse } from "#app/admin/campaigns/campaign-api.server.ts";
import { TestSendSchema } from "#app/domain/campaign.ts";
import { handleApi, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { sendTest } from "#app/use-cases/campaigns/test-send.server.ts";
import type { Route } from "./+types/campaign-test";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const id = campaignId(params.id);
    const { email } = await readJsonBody(request, TestSendSchema);
    return campaignResponse(await sendTest(id, email, operatorFrom(context)), 202);
  });
}
