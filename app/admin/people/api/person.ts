// GET /api/admin/people/{id}; PATCH {role} changes the role; DELETE removes the person (the row
// stays, marked removed, so the audit log still names them). Either ends their sessions at
// once; the last owner can be neither demoted nor removed (409).
import { z } from "zod";
import { RoleChangeSchema } from "#app/admin/shell/forms.ts";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { handleApi, jsonError, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { getStaff } from "#app/models/staff.server.ts";
import { changeRole, personView, removePerson } from "#app/services/people.server.ts";
import type { Route } from "./+types/person";

const IdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

function personId(raw: string | undefined): number {
  const parsed = IdSchema.safeParse(raw);
  if (!parsed.success) throw jsonError(404, "That person does not exist.");
  return parsed.data;
}

export async function loader({ params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const person = await getStaff(personId(params.id));
    if (!person) return jsonError(404, "That person does not exist.");
    return Response.json(personView(person));
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const id = personId(params.id);
    if (request.method === "PATCH") {
      const { role } = await readJsonBody(request, RoleChangeSchema);
      const outcome = await changeRole(operatorFrom(context), id, role);
      return outcome.ok ? Response.json(outcome.value) : jsonError(outcome.status, outcome.error);
    }
    if (request.method === "DELETE") {
      const outcome = await removePerson(operatorFrom(context), id);
      return outcome.ok ? Response.json(outcome.value) : jsonError(outcome.status, outcome.error);
    }
    return methodNotAllowed(["GET", "PATCH", "DELETE"]);
  });
}
