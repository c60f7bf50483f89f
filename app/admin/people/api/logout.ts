// POST /api/admin/logout: deletes the session on the server and clears the cookie.
import { logOut } from "#app/admin/people/auth.server.ts";
import { handleApi, methodNotAllowed } from "#app/http/api.server.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import type { Route } from "./+types/logout";
import { currentStaff } from "#app/admin/shell/staff.server.ts";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleApi(async () => {
    const cookie = await logOut(request, context.get(clientAddressContext), currentStaff(context));
    return Response.json({ ok: true }, { headers: { "Set-Cookie": cookie } });
  });
}
