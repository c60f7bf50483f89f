// GET /api/admin/people/{id}; PATCH {role} changes the role; DELETE removes the person (the row
// stays, marked removed, so the audit log still names them). Either ends their sessions at
// once; the last owner can be neither demoted nor removed (409). The use-cases are
// app/use-cases/people/team.server.ts.
import { RoleChangeSchema } from "#app/admin/shell/staff-forms.ts";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import {
  handleApi,
  jsonError,
  jsonRefusal,
  methodNotAllowed,
  readJsonBody,
} from "#app/http/api.server.ts";
import type { Outcome } from "#app/domain/shared/outcome.ts";
import {
  changeRole,
  removePerson,
  viewPerson,
  type PersonView,
} from "#app/use-cases/people/team.server.ts";
import type { Route } from "./+types/person";

const NO_SUCH_PERSON = "That person does not exist.";

function personId(raw: string | undefined): number {
  const id = parseId(raw);
  if (id === null) throw jsonError(404, NO_SUCH_PERSON);
  return id;
}

function answer(outcome: Outcome<{ person: PersonView }>): Response {
  return outcome.ok ? Response.json(outcome.person) : jsonRefusal(outcome);
}

export async function loader({ params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const person = await viewPerson(personId(params.id));
    if (!person) return jsonError(404, NO_SUCH_PERSON);
    return Response.json(person);
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    const id = personId(params.id);
    if (request.method === "PATCH") {
      const { role } = await readJsonBody(request, RoleChangeSchema);
      return answer(await changeRole(operatorFrom(context), id, role));
    }
    if (request.method === "DELETE") return answer(await removePerson(operatorFrom(context), id));
    return methodNotAllowed(["GET", "PATCH", "DELETE"]);
  });
}
