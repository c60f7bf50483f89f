// DELETE /api/admin/people/{id}/two-factor: the owner turns a person's two-factor sign-in off,
// for someone who lost their phone and their recovery codes, or whose key the server can no
// longer open (SESSION_SECRET rotated without the old value). They then sign in with their
// password and set it up again. Audited; 409 when it is not on. Owner only
// (app/admin/shell/route-access.ts). The use-case is app/use-cases/people/two-factor.server.ts.
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import { handleApi, jsonError, jsonRefusal, methodNotAllowed } from "#app/http/api.server.ts";
import { getStaff } from "#app/models/staff.server.ts";
import { resetTwoFactorOf } from "#app/use-cases/people/two-factor.server.ts";
import type { Route } from "./+types/person-two-factor";

export function loader() {
  return methodNotAllowed(["DELETE"]);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
    const id = parseId(params.id);
    if (id === null || !(await getStaff(id))) return jsonError(404, "That person does not exist.");
    const outcome = await resetTwoFactorOf(operatorFrom(context), id);
    return outcome.ok ? Response.json({ twoFactor: false }) : jsonRefusal(outcome);
  });
}
