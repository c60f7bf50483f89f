// GET /api/admin/people: everyone on the team with their role, status and last sign-in.
// POST /api/admin/people {email, role}: invites them (201), e-mailing a single-use link valid
// 7 days; 409 when the address already has an account. Owner only (app/admin/shell/route-access.ts).
// The use-cases are app/use-cases/people/team.server.ts.
import { InviteSchema } from "#app/admin/shell/staff-forms.ts";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { currentStaff } from "#app/admin/shell/staff.server.ts";
import { handleApi, jsonRefusal, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { invitePerson, listPeople } from "#app/use-cases/people/team.server.ts";
import type { Route } from "./+types/people";

export async function loader() {
  return handleApi(async () => Response.json(await listPeople()));
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const { email, role } = await readJsonBody(request, InviteSchema);
    const outcome = await invitePerson(operatorFrom(context), currentStaff(context), email, role);
    return outcome.ok ? Response.json(outcome.sent, { status: 201 }) : jsonRefusal(outcome);
  });
}
