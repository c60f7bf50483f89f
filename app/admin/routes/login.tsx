// Admin login (SPEC.md section 2): one password field and Login ('Authenticating...' while
// pending). The form posts to this route's action with or without JS; the server sets the
// session cookie and words the notices: in place for a refusal, after the redirect for success.
// A person with two-factor sign-in (issue 28) then gets a code field in place of the password,
// with a signed ticket saying the password passed (app/admin/login-ticket.server.ts): the page
// never holds the password.
import { data, Form, redirect, useNavigation } from "react-router";
import { LoginCodeSchema, LoginSchema } from "#app/admin/forms.ts";
import {
  hasAdminSession,
  logIn,
  logInWithTicket,
  type LoginResult,
} from "#app/admin/auth.server.ts";
import { CODE_REQUIRED } from "#app/admin/two-factor.server.ts";
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
  const refuse = (
    status: number,
    title: string,
    error: string,
    headers: Record<string, string> = {},
    ticket?: string,
  ) =>
    data(
      {
        error,
        ticket,
        toast: serverToast({ title, description: error, variant: "destructive" }),
      },
      { status, headers },
    );
  const form = await readFormData(request);
  const clientAddress = context.get(clientAddressContext);
  let result: LoginResult;
  if (form.has("ticket")) {
    const parsed = LoginCodeSchema.safeParse({
      ticket: form.get("ticket"),
      code: form.get("code"),
    });
    if (!parsed.success) {
      // Nothing was tried: the same ticket asks again.
      const ticket = LoginCodeSchema.shape.ticket.safeParse(form.get("ticket")).data;
      return refuse(400, "Code Required", parsed.error.issues[0]!.message, {}, ticket);
    }
    const { ticket, code } = parsed.data;
    result = await pageDataOr503("admin login", () =>
      logInWithTicket(request, ticket, code, clientAddress),
    );
  } else {
    const parsed = LoginSchema.safeParse({ password: form.get("password") });
    if (!parsed.success) {
      return refuse(400, "Password Required", parsed.error.issues[0]!.message);
    }
    result = await pageDataOr503("admin login", () =>
      logIn(request, parsed.data.password, clientAddress),
    );
  }
  if (!result.ok && result.error === CODE_REQUIRED) {
    // The password passed: not a failure, the next step.
    return data({ error: null, ticket: result.ticket, toast: null });
  }
  if (!result.ok) {
    const headers: Record<string, string> = result.retryAfterSeconds
      ? { "Retry-After": String(result.retryAfterSeconds) }
      : {};
    return refuse(result.status, "Login Failed", result.error, headers, result.ticket);
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
  const ticket = actionData?.ticket;

  return (
    <div className="mx-auto max-w-md px-4 py-20">
      <Heading level={1} size="title">
        Admin login
      </Heading>
      <p className="mt-2 text-slate-700">
        For the site's operator: the contact inbox, subscribers and analytics.
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
          <Field
            label="Password"
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            error={error}
          />
        )}
        <Button
          size="lg"
          className="w-full"
          isPending={isAuthenticating || isVerifying}
          pendingLabel="Authenticating..."
        >
          Login
        </Button>
        {ticket ? (
          <p className="text-center text-sm">
            <a href="/admin" className="font-semibold text-brand-800 underline">
              Start again with your password
            </a>
          </p>
        ) : null}
        {isVerifying ? (
          <p role="status" className="text-center text-sm text-slate-700">
            Verifying admin access...
          </p>
        ) : null}
      </Form>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches[0].loaderData.site, { title: "Admin Login", path: "/admin", index: false });

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}
