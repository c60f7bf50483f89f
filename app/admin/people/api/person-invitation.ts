// POST /api/admin/people/{id}/invitation: sends a person who has not accepted yet a new link
// (valid 7 days); their earlier links stop working.
import { z } from "zod";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { currentStaff } from "#app/admin/shell/staff.server.ts";
import { handleApi, jsonError, methodNotAllowed } from "#app/http/api.server.ts";
import { resendInvitation } from "#app/services/people.server.ts";
import type { Route } from "./+types/person-invitation";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const id = z.coerce.number().int().min(1).max(2_147_483_647).safeParse(params.id);
    if (!id.success) return jsonError(404, "That person does not exist.");
    const outcome = await resendInvitation(operatorFrom(context), currentStaff(context), id.data);
    return outcome.ok ? Response.json(outcome.value) : jsonError(outcome.status, outcome.error);
  });
}
