// Admin login (SPEC.md section 2, with named accounts: docs/decisions/032): the e-mail and
// password fields and Login ('Authenticating...' while pending). The form posts to this route's
// action with or without JS; the use-case (app/use-cases/people/sign-in.server.ts) signs in and
// this screen sets the session cookie and words the notices: in place for a refusal, after the
// redirect for success. A person with two-factor sign-in (decision 033) then gets a code field
// in place of the password, with a signed ticket saying the password passed
// (app/use-cases/people/login-ticket.server.ts): the page never holds the password.
import { data, Link, redirect, useNavigation } from "react-router";
import { href } from "#app/paths.ts";
import {
  crossSiteSignIn,
  hasAdminSession,
  signedInCookies,
} from "#app/admin/people/auth.server.ts";
import { refusedAs } from "#app/admin/people/refusal.server.ts";
import {
  SignInForm,
  SignInPage,
  signInHeaders,
  signInMeta,
} from "#app/admin/people/sign-in-page.tsx";
import { done } from "#app/admin/shell/action.server.ts";
import { signInClient } from "#app/admin/shell/actor.server.ts";
import { LoginCodeSchema, LoginSchema } from "#app/admin/shell/staff-forms.ts";
import { Field } from "#app/components/ui/field.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { refusal } from "#app/domain/shared/outcome.ts";
import { useHydrated } from "#app/hydration/use-hydrated.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { takeFlashToast } from "#app/components/ui/toast.server.ts";
import {
  signIn,
  signInWithTicket,
  type SignInOutcome,
  type SignInRefusal,
} from "#app/use-cases/people/sign-in.server.ts";
import { CODE_REQUIRED } from "#app/use-cases/people/two-factor.server.ts";
import type { Route } from "./+types/login";

export async function loader({ request }: Route.LoaderArgs) {
  if (await pageDataOr503("admin session", () => hasAdminSession(request))) {
    throw redirect(href("/admin/dashboard"));
  }
  // After logout: the notice the dashboard left.
  const { toast, headers } = takeFlashToast(request);
  return data({ toast }, { headers });
}

/** A refusal in place, under the login screen's own toast title; a ticket asks for the code again. */
function refusedLogin(title: string, outcome: SignInRefusal, email: string) {
  return refusedAs(title, outcome, { email }, { ticket: outcome.ticket });
}

/** The first zod issue only, at its field: the screen names one thing to fix at a time. */
function firstIssue(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const issue = issues[0]!;
  return refusal(400, issue.message, { [String(issue.path[0])]: issue.message });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const email = String(form.get("email") ?? "");
  const client = signInClient(request, context);
  let outcome: SignInOutcome;
  if (form.has("ticket")) {
    const parsed = LoginCodeSchema.safeParse({
      ticket: form.get("ticket"),
      code: form.get("code"),
    });
    if (!parsed.success) {
      // Nothing was tried: the same ticket asks again.
      const ticket = LoginCodeSchema.shape.ticket.safeParse(form.get("ticket")).data;
      return refusedLogin("Code Required", { ...firstIssue(parsed.error.issues), ticket }, email);
    }
    const { ticket, code } = parsed.data;
    outcome =
      crossSiteSignIn(request) ??
      (await pageDataOr503("admin login", () => signInWithTicket(ticket, code, client)));
  } else {
    const parsed = LoginSchema.safeParse({ email, password: form.get("password") });
    if (!parsed.success) {
      const refused = firstIssue(parsed.error.issues);
      const title = refused.fieldErrors?.email ? "E-mail Required" : "Password Required";
      return refusedLogin(title, refused, email);
    }
    const { password } = parsed.data;
    outcome =
      crossSiteSignIn(request) ??
      (await pageDataOr503("admin login", () =>
        signIn({ email: parsed.data.email, password }, client),
      ));
  }
  if (!outcome.ok && outcome.error === CODE_REQUIRED) {
    // The password passed: not a failure but the next step, answered in place with the ticket.
    return { ticket: outcome.ticket, values: { email } };
  }
  if (!outcome.ok) return refusedLogin("Login Failed", outcome, email);
  return done(
    href("/admin/dashboard"),
    { title: "Login Successful", description: "Welcome to the admin dashboard" },
    signedInCookies(outcome),
  );
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const answer = actionData && "error" in actionData ? actionData : null;
  useServerToast(answer?.toast ?? loaderData.toast);
  const isAuthenticating = navigation.state === "submitting" && navigation.formAction === "/admin";
  const isVerifying =
    navigation.state === "loading" && navigation.location.pathname === href("/admin/dashboard");
  // With JS the refusal shows as a toast; without, beside the field.
  const error = hydrated ? null : answer?.error;
  const isEmailError = Boolean(answer?.fieldErrors.email);
  const ticket = actionData?.ticket;

  return (
    <SignInPage title="Admin login">
      <p className="mt-2 text-slate-700">
        For the site's team: sign in with your e-mail address and password.
      </p>
      <SignInForm
        action="/admin"
        button="Login"
        pendingLabel="Authenticating..."
        isPending={isAuthenticating || isVerifying}
        footer={
          <>
            {isVerifying ? (
              <p role="status" className="text-center text-sm text-slate-700">
                Verifying admin access...
              </p>
            ) : null}
            <p className="text-center text-sm">
              {ticket ? (
                <a href="/admin" className="font-semibold text-brand-800 underline">
                  Start again with your password
                </a>
              ) : (
                <Link className="font-semibold text-brand-700 underline" to="/admin/forgot">
                  Forgot password?
                </Link>
              )}
            </p>
          </>
        }
      >
        {ticket ? (
          <>
            <p className="text-slate-800">
              Two-factor sign-in is on for this account. Enter the 6-digit code from your
              authenticator app.
            </p>
            <input type="hidden" name="ticket" value={ticket} />
            <Field
              key={ticket}
              label="Authentication code"
              id="code"
              name="code"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              hint="Lost your phone? Enter one of your recovery codes instead."
              error={error}
            />
          </>
        ) : (
          <>
            <Field
              label="E-mail address"
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              defaultValue={actionData?.values?.email ?? ""}
              error={isEmailError ? error : null}
            />
            <Field
              label="Password"
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              error={isEmailError ? null : error}
            />
          </>
        )}
      </SignInForm>
    </SignInPage>
  );
}

export const meta: Route.MetaFunction = signInMeta("Admin Login", "/admin");

export const headers = () => signInHeaders();
