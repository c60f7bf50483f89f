// /admin/reset/{token}: the link in a password-reset e-mail. The person chooses a new password;
// every session of their account ends and this device is signed in (a person with two-factor
// sign-in is sent to the login screen instead: the link is not a second factor). The link works
// once, for an hour. The same address takes `POST` with JSON `{password}`. The use-case is
// app/use-cases/people/password-links.server.ts; the transport staff-link.server.ts.
import { data } from "react-router";
import { linkAction, linkByJson, throttledLink } from "#app/admin/people/staff-link.server.ts";
import { PasswordLinkScreen, signInHeaders, signInMeta } from "#app/admin/people/sign-in-page.tsx";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import { RESET_LINK_DEAD } from "#app/use-cases/people/password-link-words.ts";
import { personOfLink, resetPassword } from "#app/use-cases/people/password-links.server.ts";
import type { Route } from "./+types/reset";

export const middleware: Route.MiddlewareFunction[] = [linkByJson(resetPassword)];

export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await pageDataOr503("password reset", () =>
    personOfLink(params.token, "reset", context.get(clientAddressContext)),
  );
  if (!("person" in link)) return throttledLink({ email: null }, link);
  if (!link.person) return data({ email: null, throttled: null }, { status: 410 });
  return { email: link.person.email, throttled: null };
}

export async function action(args: Route.ActionArgs) {
  return linkAction(args, resetPassword, {
    title: "Password Changed",
    description: "Your new password is set; every other session was ended.",
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const isDead = !loaderData.email || actionData?.isDead;
  const throttled = loaderData.throttled ?? (actionData?.status === 429 ? actionData.error : null);
  return (
    <PasswordLinkScreen
      title="Choose a new password"
      dead={
        throttled ? (
          throttled
        ) : isDead ? (
          <>
            {RESET_LINK_DEAD}{" "}
            <a className="font-semibold text-brand-700 underline" href="/admin/forgot">
              Ask for a new link
            </a>
            .
          </>
        ) : null
      }
      password={{ label: "New password", error: actionData?.error ?? null }}
      submit={{ label: "Save and sign in", pendingLabel: "Saving..." }}
    >
      <p className="text-slate-700">
        For <strong>{loaderData.email}</strong>.
      </p>
    </PasswordLinkScreen>
  );
}

export const meta: Route.MetaFunction = signInMeta("Reset Password", "/admin/reset");

// The address holds a secret: never cached, never sent on as a referrer.
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  signInHeaders(true, [actionHeaders, loaderHeaders]);
