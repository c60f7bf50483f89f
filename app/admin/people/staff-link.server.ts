// The transport the invitation and password-reset screens share: the new password read from the
// screen's form, or from JSON (the API mirror, answered by middleware before the screen's action),
// the link's use-case called (app/use-cases/people/password-links.server.ts), and the session
// cookie set for the device that used the link.
import { data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { href } from "#app/paths.ts";
import { done, refused } from "#app/admin/shell/action.server.ts";
import { signInClient } from "#app/admin/shell/actor.server.ts";
import { landingPathFor } from "#app/admin/shell/dashboard-tabs.ts";
import { SetPasswordSchema } from "#app/admin/shell/staff-forms.ts";
import { signedInCookies } from "#app/admin/people/auth.server.ts";
import { jsonRefusalUntil, refusedAs } from "#app/admin/people/refusal.server.ts";
import type { ToastWords } from "#app/components/ui/toast.tsx";
import { formFields } from "#app/domain/forms/form-fields.ts";
import { invalid } from "#app/domain/shared/outcome.ts";
import { handleApi, readJsonBody } from "#app/http/api.server.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import type { SignInClient } from "#app/use-cases/people/sign-in.server.ts";
import type { Throttled } from "#app/use-cases/people/throttle.server.ts";
import type { SignedInByLink } from "#app/use-cases/people/password-links.server.ts";
import { RESET_NEEDS_CODE } from "#app/use-cases/people/password-link-words.ts";

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
      if (!outcome.ok) return jsonRefusalUntil(outcome);
      const { staff, token } = outcome;
      if (token === null) {
        // Two-factor sign-in: the password is set; signing in takes it and a code.
        const answer = {
          ok: true,
          staff,
          signedIn: false,
          needsCode: true,
          message: RESET_NEEDS_CODE,
        };
        return Response.json(answer, { headers: { "Cache-Control": "no-store" } });
      }
      return Response.json(
        { ok: true, staff, signedIn: true },
        { headers: [...signedInCookies({ staff, token }), ["Cache-Control", "no-store"]] },
      );
    });
  };
}

/** A link screen's loader over its limit of dead links: 429, saying when to try again. */
export function throttledLink<Empty extends object>(empty: Empty, throttled: Throttled) {
  return data(
    { ...empty, throttled: throttled.error },
    { status: 429, headers: { "Retry-After": String(throttled.retryAfterSeconds ?? 60) } },
  );
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
  if (!parsed.success) {
    return refused<{ isDead: boolean; status: number }>(invalid(parsed.error.issues), values);
  }
  const client = signInClient(request, context);
  const outcome = await pageDataOr503("password link", () =>
    useLink({ token: params.token, ...parsed.data }, client),
  );
  if (!outcome.ok) {
    const extra = { isDead: outcome.status === 410, status: outcome.status };
    return refusedAs(null, outcome, values, extra);
  }
  const { staff, token } = outcome;
  if (token === null) {
    return done(href("/admin"), { title: welcome.title, description: RESET_NEEDS_CODE });
  }
  return done(landingPathFor(staff.role), welcome, signedInCookies({ staff, token }));
}
