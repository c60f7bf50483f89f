// POST /api/admin/campaigns/{id}/test {email}: sends the campaign to one address, marked [Test].
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { campaignPost, campaignResponse } from "#app/admin/campaigns/campaign-api.server.ts";
import { TestSendSchema } from "#app/domain/mail/campaign.ts";
import { methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { sendTest } from "#app/use-cases/campaigns/test-send.server.ts";
import type { Route } from "./+types/campaign-test";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return campaignPost(request, params.id, async (id) => {
    const { email } = await readJsonBody(request, TestSendSchema);
    return campaignResponse(await sendTest(id, email, operatorFrom(context)), 202);
  });
}
