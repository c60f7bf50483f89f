// POST /api/admin/people/{id}/invitation: sends a person who has not accepted yet a new link
// (valid 7 days); their earlier links stop working (app/use-cases/people/team.server.ts).
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { currentStaff } from "#app/admin/shell/staff.server.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import { handleApi, jsonError, jsonRefusal, methodNotAllowed } from "#app/http/api.server.ts";
import { resendInvitation } from "#app/use-cases/people/team.server.ts";
import type { Route } from "./+types/person-invitation";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const id = parseId(params.id);
    if (id === null) return jsonError(404, "That person does not exist.");
    const outcome = await resendInvitation(operatorFrom(context), currentStaff(context), id);
    return outcome.ok ? Response.json(outcome.sent) : jsonRefusal(outcome);
  });
}
