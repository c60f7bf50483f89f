// The signed-in person's own sessions, as the Account screen shows them (issue 28):
//   GET    /api/admin/account/sessions       every device signed in, this one marked
//   DELETE /api/admin/account/sessions       ends every session but this one
//   DELETE /api/admin/account/sessions/{id}  ends one other session (Logout ends this one)
// The use-cases are app/use-cases/people/account.server.ts.
import { accountHolderFrom } from "#app/admin/shell/actor.server.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import { handleApi, jsonError, jsonRefusal, methodNotAllowed } from "#app/http/api.server.ts";
import { listSessions } from "#app/models/admin-sessions.server.ts";
import { endOtherSessions, endOwnSession } from "#app/use-cases/people/account.server.ts";
import type { Route } from "./+types/account-sessions";

export async function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const { staffId, sessionId } = accountHolderFrom(context);
    const sessions = await listSessions(staffId);
    return Response.json(
      sessions.map((session) => ({ ...session, isCurrent: session.id === sessionId })),
    );
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(["GET", "DELETE"]);
    const holder = accountHolderFrom(context);
    if (params.id === undefined) {
      const outcome = await endOtherSessions(holder);
      return outcome.ok ? Response.json({ ended: outcome.ended }) : jsonRefusal(outcome);
    }
    const id = parseId(params.id);
    if (id === null) return jsonError(404, "You have no session with that id.");
    const outcome = await endOwnSession(holder, id);
    return outcome.ok ? Response.json({ ended: 1 }) : jsonRefusal(outcome);
  });
}
