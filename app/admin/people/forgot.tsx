// /admin/forgot: "Forgot password?" from the login screen. Whatever the address, the answer is
// the same, so the form never tells who has an account; an active account gets a reset link
// (single use, 1 hour). The use-case (app/use-cases/people/password-links.server.ts) limits it
// per client, so nobody can flood a mailbox from here.
import { data, Link, useNavigation } from "react-router";
import { refused } from "#app/admin/shell/action.server.ts";
import { ForgotPasswordSchema } from "#app/admin/shell/staff-forms.ts";
import { refusedAs } from "#app/admin/people/refusal.server.ts";
import {
  SignInForm,
  SignInPage,
  signInHeaders,
  signInMeta,
} from "#app/admin/people/sign-in-page.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { invalid } from "#app/domain/shared/outcome.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import { isSameOrigin } from "#app/http/same-origin.server.ts";
import { requestPasswordReset } from "#app/use-cases/people/password-links.server.ts";
import type { Route } from "./+types/forgot";

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request)) throw data("Cross-site requests are refused.", { status: 403 });
  const email = String((await readFormData(request)).get("email") ?? "");
  const parsed = ForgotPasswordSchema.safeParse({ email });
  if (!parsed.success) return refused(invalid(parsed.error.issues), { email });
  const clientAddress = context.get(clientAddressContext);
  const outcome = await pageDataOr503("password reset", () =>
    requestPasswordReset(parsed.data.email, clientAddress),
  );
  if (!outcome.ok) return refusedAs(null, outcome, { email });
  // Done in place, not redirected: the page says the link is on its way, whoever asked.
  return { sent: outcome.sent };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sent = actionData && "sent" in actionData ? actionData.sent : null;
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <SignInPage title="Forgot password?">
      <p className="mt-2 text-slate-700">
        Enter the e-mail address you sign in with, and we will send a link to choose a new password.
      </p>
      {sent ? (
        <p role="status" className="mt-6 rounded-md bg-emerald-50 px-4 py-3 text-emerald-900">
          {sent}
        </p>
      ) : null}
      <SignInForm
        button="Send the link"
        pendingLabel="Sending..."
        isPending={navigation.state !== "idle"}
      >
        <Field
          label="E-mail address"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={actionData && "values" in actionData ? actionData.values.email : ""}
          error={error}
        />
      </SignInForm>
      <p className="mt-6 text-center text-sm">
        <Link className="font-semibold text-brand-700 underline" to="/admin">
          Back to login
        </Link>
      </p>
    </SignInPage>
  );
}

export const meta: Route.MetaFunction = signInMeta("Forgot Password", "/admin/forgot");

export const headers = () => signInHeaders();
