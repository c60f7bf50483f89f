// POST /api/admin/login {email, password, code?}: a session cookie on success; 401 'Invalid
// password' for a wrong e-mail or password alike; 401 with needsCode when the person has two-factor
// sign-in and sent no code or a wrong one; 429 after 5 failures (wrong passwords and wrong codes)
// from one client, or 10 to one account from clients it does not know, within 15 minutes (a
// browser that signed in before, by its known-device cookie, counts only its own). The use-case
// is app/use-cases/people/sign-in.server.ts.
import { crossSiteSignIn, signedInCookies } from "#app/admin/people/auth.server.ts";
import { jsonRefusalUntil } from "#app/admin/people/refusal.server.ts";
import { signInClient } from "#app/admin/shell/actor.server.ts";
import { LoginSchema } from "#app/admin/shell/staff-forms.ts";
import { handleApi, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { signIn } from "#app/use-cases/people/sign-in.server.ts";
import type { Route } from "./+types/login";

export function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const { email, password, code } = await readJsonBody(request, LoginSchema);
    const outcome =
      crossSiteSignIn(request) ??
      (await signIn({ email, password, code }, signInClient(request, context)));
    if (!outcome.ok && "needsCode" in outcome) {
      // The ticket is the login screen's; an API client sends the password with the code.
      return Response.json({ error: outcome.error, needsCode: true }, { status: outcome.status });
    }
    if (!outcome.ok) return jsonRefusalUntil(outcome);
    return Response.json(
      { ok: true, staff: outcome.staff },
      { headers: [...signedInCookies(outcome), ["Cache-Control", "no-store"]] },
    );
  });
}
