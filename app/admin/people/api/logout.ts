// POST /api/admin/logout: ends the session on the server (app/use-cases/people/sign-in.server.ts)
// and clears the cookie.
import { clearedSessionCookie, readSessionToken } from "#app/admin/people/auth.server.ts";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { handleApi, methodNotAllowed } from "#app/http/api.server.ts";
import { signOut } from "#app/use-cases/people/sign-in.server.ts";
import type { Route } from "./+types/logout";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    await signOut(readSessionToken(request), operatorFrom(context));
    return Response.json({ ok: true }, { headers: { "Set-Cookie": clearedSessionCookie() } });
  });
}
