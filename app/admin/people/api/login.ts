// POST /api/admin/login {email, password, code?}: a session cookie on success; 401 'Invalid
// password' for a wrong e-mail or password alike; 401 with needsCode when the person has two-factor
// sign-in and sent no code or a wrong one; 429 after 5 failures (wrong passwords and wrong codes)
// from one client, or 10 to one account, within 15 minutes.
import { LoginSchema } from "#app/admin/shell/forms.ts";
import { logIn } from "#app/admin/people/auth.server.ts";
import { handleApi, jsonError, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import type { Route } from "./+types/login";
import { clientAddressContext } from "#app/http/request-context.server.ts";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const { email, password, code } = await readJsonBody(request, LoginSchema);
    const result = await logIn(
      request,
      { email, password, code },
      context.get(clientAddressContext),
    );
    if (!result.ok && result.needsCode) {
      // The ticket is the login screen's; an API client sends the password with the code.
      return Response.json({ error: result.error, needsCode: true }, { status: result.status });
    }
    if (!result.ok) {
      return jsonError(
        result.status,
        result.error,
        result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined,
      );
    }
    return Response.json(
      { ok: true, staff: result.staff },
      { headers: { "Set-Cookie": result.setCookie, "Cache-Control": "no-store" } },
    );
  });
}
