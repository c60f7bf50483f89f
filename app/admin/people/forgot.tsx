// /admin/forgot: "Forgot password?" from the login screen. Whatever the address, the answer is
// the same, so the form never tells who has an account; an active account gets a reset link
// (single use, 1 hour). Limited per client, so nobody can flood a mailbox from here.
import { data, Form, Link, useNavigation } from "react-router";
import { ForgotPasswordSchema } from "#app/admin/shell/forms.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import { isSameOrigin } from "#app/http/same-origin.server.ts";
import { hitRateLimit } from "#app/models/rate-limits.server.ts";
import { requestPasswordReset } from "#app/services/people.server.ts";
import { buildMeta } from "#app/seo/meta.ts";
import type { Route } from "./+types/forgot";

const RESET_REQUESTS = { bucket: "admin-password-reset", limit: 5, windowMs: 15 * 60_000 };

const SENT =
  "If that address has an account, a link to choose a new password is on its way. It works once, for an hour.";

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request)) throw data("Cross-site requests are refused.", { status: 403 });
  const parsed = ForgotPasswordSchema.safeParse({
    email: (await readFormData(request)).get("email") ?? undefined,
  });
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]!.message, sent: null }, { status: 400 });
  }
  const clientAddress = context.get(clientAddressContext);
  const limit = await pageDataOr503("password reset", () =>
    hitRateLimit(RESET_REQUESTS, clientAddress),
  );
  if (!limit.isAllowed) {
    return data(
      { error: "Too many requests from here. Try again in a few minutes.", sent: null },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  await pageDataOr503("password reset", () =>
    requestPasswordReset(parsed.data.email, clientAddress),
  );
  return { error: null, sent: SENT };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-md px-4 py-20">
      <Heading level={1} size="title">
        Forgot password?
      </Heading>
      <p className="mt-2 text-slate-700">
        Enter the e-mail address you sign in with, and we will send a link to choose a new password.
      </p>
      {actionData?.sent ? (
        <p role="status" className="mt-6 rounded-md bg-emerald-50 px-4 py-3 text-emerald-900">
          {actionData.sent}
        </p>
      ) : null}
      <Form
        method="post"
        className="mt-8 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <Field
          label="E-mail address"
          name="email"
          type="email"
          autoComplete="username"
          required
          error={actionData?.error ?? null}
        />
        <Button
          size="lg"
          className="w-full"
          isPending={navigation.state !== "idle"}
          pendingLabel="Sending..."
        >
          Send the link
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link className="font-semibold text-brand-700 underline" to="/admin">
          Back to login
        </Link>
      </p>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches[0].loaderData.site, {
    title: "Forgot Password",
    path: "/admin/forgot",
    index: false,
  });

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}
