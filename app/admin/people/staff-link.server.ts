// The transport the invitation and password-reset screens share: the new password read from the
// screen's form, or from JSON (the API mirror, answered by middleware before the screen's action),
// the link's use-case called (app/use-cases/people/password-links.server.ts), and the session
// cookie set for the device that used the link.
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { done, refused } from "#app/admin/shell/action.server.ts";
import { signInClient } from "#app/admin/shell/actor.server.ts";
import { landingPathFor } from "#app/admin/shell/dashboard-tabs.ts";
import { SetPasswordSchema } from "#app/admin/shell/forms.ts";
import { newSessionCookie } from "#app/admin/people/auth.server.ts";
import type { ToastWords } from "#app/components/ui/toast.tsx";
import { formFields } from "#app/domain/form-fields.ts";
import { invalid } from "#app/domain/outcome.ts";
import { handleApi, jsonRefusal, readJsonBody } from "#app/http/api.server.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import type { SignInClient } from "#app/use-cases/people/sign-in.server.ts";
import type { SignedInByLink } from "#app/use-cases/people/password-links.server.ts";

/** A link's use-case: accepting an invitation or resetting a password. */
type UseLink = (
  submission: { token: string; password: string; name?: string },
  client: SignInClient,
) => Promise<SignedInByLink>;

function isJsonRequest(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").toLowerCase().includes("application/json");
}

/** The JSON mirror of a link's screen: `POST` `{password, name?}` answers JSON. */
export function linkByJson(useLink: UseLink): MiddlewareFunction<Response> {
  return async ({ request, params, context }, next) => {
    if (request.method !== "POST" || !isJsonRequest(request)) return next();
    return handleApi(async () => {
      const { password, name } = await readJsonBody(request, SetPasswordSchema);
      const client = signInClient(request, context);
      const outcome = await useLink({ token: params.token ?? "", password, name }, client);
      if (!outcome.ok) return jsonRefusal(outcome);
      return Response.json(
        { ok: true, staff: outcome.staff },
        {
          headers: { "Set-Cookie": newSessionCookie(outcome.token), "Cache-Control": "no-store" },
        },
      );
    });
  };
}

/**
 * A link screen's action: signed in and sent to their first tab with `welcome`, or the refusal
 * in place (`isDead` when the link no longer works) with the name they typed.
 */
export async function linkAction(
  args: { request: Request; params: { token: string }; context: Readonly<RouterContextProvider> },
  useLink: UseLink,
  welcome: ToastWords,
) {
  const { request, params, context } = args;
  const fields = formFields(await readFormData(request));
  const values = { name: fields.name ?? "" };
  const parsed = SetPasswordSchema.safeParse({ password: fields.password, name: fields.name });
  if (!parsed.success) return refused<{ isDead: boolean }>(invalid(parsed.error.issues), values);
  const client = signInClient(request, context);
  const outcome = await pageDataOr503("password link", () =>
    useLink({ token: params.token, ...parsed.data }, client),
  );
  if (!outcome.ok) return refused(outcome, values, { isDead: true });
  return done(landingPathFor(outcome.staff.role), welcome, {
    "Set-Cookie": newSessionCookie(outcome.token),
  });
}
