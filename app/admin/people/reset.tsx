// /admin/reset/{token}: the link in a password-reset e-mail. The person chooses a new password;
// every session of their account ends and this device is signed in. The link works once, for
// an hour. The same address takes `POST` with JSON `{password}`. The use-case is
// app/use-cases/people/password-links.server.ts; the transport staff-link.server.ts.
import { data, useNavigation } from "react-router";
import { linkAction, linkByJson } from "#app/admin/people/staff-link.server.ts";
import { NewPasswordField, SignInForm, SignInPage } from "#app/admin/people/sign-in-page.tsx";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { buildMeta } from "#app/seo/meta.ts";
import { RESET_LINK_DEAD } from "#app/use-cases/people/password-link-words.ts";
import { personOfLink, resetPassword } from "#app/use-cases/people/password-links.server.ts";
import type { Route } from "./+types/reset";

export const middleware: Route.MiddlewareFunction[] = [linkByJson(resetPassword)];

export async function loader({ params }: Route.LoaderArgs) {
  const person = await pageDataOr503("password reset", () => personOfLink(params.token, "reset"));
  if (!person) return data({ email: null }, { status: 410 });
  return { email: person.email };
}

export async function action(args: Route.ActionArgs) {
  return linkAction(args, resetPassword, {
    title: "Password Changed",
    description: "Your new password is set; every other session was ended.",
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <SignInPage title="Choose a new password">
      {!loaderData.email || actionData?.isDead ? (
        <p role="alert" className="mt-4 text-slate-800">
          {RESET_LINK_DEAD}{" "}
          <a className="font-semibold text-brand-700 underline" href="/admin/forgot">
            Ask for a new link
          </a>
          .
        </p>
      ) : (
        <SignInForm
          button="Save and sign in"
          pendingLabel="Saving..."
          isPending={navigation.state !== "idle"}
        >
          <p className="text-slate-700">
            For <strong>{loaderData.email}</strong>.
          </p>
          <NewPasswordField label="New password" error={actionData?.error ?? null} />
        </SignInForm>
      )}
    </SignInPage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches[0].loaderData.site, {
    title: "Reset Password",
    path: "/admin/reset",
    index: false,
  });

export function headers() {
  return {
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex",
    "Referrer-Policy": "no-referrer",
  };
}
