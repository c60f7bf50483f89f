// Admin login (SPEC.md section 2, with named accounts: docs/decisions/032): the e-mail and
// password fields and Login ('Authenticating...' while pending). The form posts to this route's
// action with or without JS; the server sets the session cookie and words the notices: in place
// for a refusal, after the redirect for success. A person with two-factor sign-in (decision 033)
// then gets a code field in place of the password, with a signed ticket saying the password
// passed (app/admin/people/login-ticket.server.ts): the page never holds the password.
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { LoginCodeSchema, LoginSchema } from "#app/admin/shell/forms.ts";
import {
  hasAdminSession,
  logIn,
  logInWithTicket,
  type LoginResult,
} from "#app/admin/people/auth.server.ts";
import { CODE_REQUIRED } from "#app/admin/people/two-factor.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { useHydrated } from "#app/hydration/use-hydrated.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import { flashToastCookie, serverToast, takeFlashToast } from "#app/http/toast.server.ts";
import { buildMeta } from "#app/seo/meta.ts";
import type { Route } from "./+types/login";
import { Heading } from "#app/components/ui/heading.tsx";

export async function loader({ request }: Route.LoaderArgs) {
  if (await pageDataOr503("admin session", () => hasAdminSession(request))) {
    throw redirect("/admin/dashboard");
  }
  // After logout: the notice the dashboard left.
  const { toast, headers } = takeFlashToast(request);
  return data({ toast }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const email = String(form.get("email") ?? "");
  const clientAddress = context.get(clientAddressContext);
  const refuse = (
    status: number,
    title: string,
    error: string,
    field: "email" | "password" | "code" = "password",
    headers: Record<string, string> = {},
    ticket?: string,
  ) =>
    data(
      {
        error,
        field,
        email,
        ticket,
        toast: serverToast({ title, description: error, variant: "destructive" }),
      },
      { status, headers },
    );
  let result: LoginResult;
  if (form.has("ticket")) {
    const parsed = LoginCodeSchema.safeParse({
      ticket: form.get("ticket"),
      code: form.get("code"),
    });
    if (!parsed.success) {
      // Nothing was tried: the same ticket asks again.
      const ticket = LoginCodeSchema.shape.ticket.safeParse(form.get("ticket")).data;
      return refuse(400, "Code Required", parsed.error.issues[0]!.message, "code", {}, ticket);
    }
    const { ticket, code } = parsed.data;
    result = await pageDataOr503("admin login", () =>
      logInWithTicket(request, ticket, code, clientAddress),
    );
  } else {
    const parsed = LoginSchema.safeParse({ email, password: form.get("password") });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return issue.path[0] === "email"
        ? refuse(400, "E-mail Required", issue.message, "email")
        : refuse(400, "Password Required", issue.message);
    }
    result = await pageDataOr503("admin login", () =>
      logIn(request, { email: parsed.data.email, password: parsed.data.password }, clientAddress),
    );
  }
  if (!result.ok && result.error === CODE_REQUIRED) {
    // The password passed: not a failure, the next step.
    return data({ error: null, field: "code" as const, email, ticket: result.ticket, toast: null });
  }
  if (!result.ok) {
    const headers: Record<string, string> = result.retryAfterSeconds
      ? { "Retry-After": String(result.retryAfterSeconds) }
      : {};
    const field = result.needsCode ? "code" : "password";
    return refuse(result.status, "Login Failed", result.error, field, headers, result.ticket);
  }
  const headers = new Headers();
  headers.append("Set-Cookie", result.setCookie);
  headers.append(
    "Set-Cookie",
    flashToastCookie({ title: "Login Successful", description: "Welcome to the admin dashboard" }),
  );
  throw redirect("/admin/dashboard", { headers });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  useServerToast(actionData?.toast ?? loaderData.toast);
  const isAuthenticating = navigation.state === "submitting" && navigation.formAction === "/admin";
  const isVerifying =
    navigation.state === "loading" && navigation.location.pathname === "/admin/dashboard";
  // With JS the refusal shows as a toast; without, beside the field.
  const error = hydrated ? null : actionData?.error;
  const errorField = actionData?.field ?? "password";
  const ticket = actionData?.ticket;

  return (
    <div className="mx-auto max-w-md px-4 py-20">
      <Heading level={1} size="title">
        Admin login
      </Heading>
      <p className="mt-2 text-slate-700">
        For the site's team: sign in with your e-mail address and password.
      </p>
      <Form
        method="post"
        action="/admin"
        className="mt-8 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
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
              defaultValue={actionData?.email ?? ""}
              error={errorField === "email" ? error : null}
            />
            <Field
              label="Password"
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              error={errorField === "password" ? error : null}
            />
          </>
        )}
        <Button
          size="lg"
          className="w-full"
          isPending={isAuthenticating || isVerifying}
          pendingLabel="Authenticating..."
        >
          Login
        </Button>
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
      </Form>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches[0].loaderData.site, { title: "Admin Login", path: "/admin", index: false });

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}
