// The signed-in person's own sessions, as the Account screen shows them (issue 28):
//   GET    /api/admin/account/sessions       every device signed in, this one marked
//   DELETE /api/admin/account/sessions       ends every session but this one
//   DELETE /api/admin/account/sessions/{id}  ends one other session (Logout ends this one)
import { z } from "zod";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { currentStaff } from "#app/admin/shell/staff.server.ts";
import { handleApi, jsonError, methodNotAllowed } from "#app/http/api.server.ts";
import { adminSessionContext } from "#app/http/request-context.server.ts";
import { endSession, endSessionsOf, listSessions } from "#app/models/admin-sessions.server.ts";
import { recordAudit } from "#app/models/audit-log.server.ts";
import type { Route } from "./+types/account-sessions";

const SessionIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

function currentSessionId(context: Route.LoaderArgs["context"]): number {
  return context.get(adminSessionContext)!.sessionId;
}

export async function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const sessions = await listSessions(currentStaff(context).id);
    const current = currentSessionId(context);
    return Response.json(
      sessions.map((session) => ({ ...session, isCurrent: session.id === current })),
    );
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(["GET", "DELETE"]);
    const staff = currentStaff(context);
    const actor = operatorFrom(context);
    const current = currentSessionId(context);
    if (params.id === undefined) {
      const ended = await endSessionsOf(staff.id, current);
      await recordAudit(actor, `person ${staff.id} other sessions ended`, {
        sessionsEnded: { from: null, to: ended },
      });
      return Response.json({ ended });
    }
    const id = SessionIdSchema.safeParse(params.id);
    if (!id.success) return jsonError(404, "You have no session with that id.");
    if (id.data === current) {
      return jsonError(400, "That is this session: sign out with POST /api/admin/logout instead.");
    }
    if (!(await endSession(staff.id, id.data))) {
      return jsonError(404, "You have no session with that id.");
    }
    await recordAudit(actor, `person ${staff.id} session ended`);
    return Response.json({ ended: 1 });
  });
}
