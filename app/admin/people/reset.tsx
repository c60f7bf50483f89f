// /admin/reset/{token}: the link in a password-reset e-mail. The person chooses a new password;
// every session of their account ends and this device is signed in. The link works once, for
// an hour. The same address takes `POST` with JSON `{password}`.
import { data, Form, redirect, useNavigation, type MiddlewareFunction } from "react-router";
import { landingPathFor } from "#app/admin/shell/dashboard-tabs.ts";
import { PASSWORD_MIN_LENGTH } from "#app/admin/shell/forms.ts";
import { startSession } from "#app/admin/people/auth.server.ts";
import {
  isJsonRequest,
  readPasswordSubmission,
  TOKEN_PATTERN,
} from "#app/admin/people/staff-link.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { handleApi, jsonError } from "#app/http/api.server.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import { flashToastCookie } from "#app/http/toast.server.ts";
import { peekStaffToken } from "#app/models/staff.server.ts";
import { resetPassword } from "#app/services/people.server.ts";
import { buildMeta } from "#app/seo/meta.ts";
import type { Route } from "./+types/reset";

const DEAD =
  "This reset link has expired or was already used. Ask for a new one from the login screen.";

const resetByJson: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
  if (request.method !== "POST" || !isJsonRequest(request)) return next();
  return handleApi(async () => {
    const submission = await readPasswordSubmission(request);
    if (!submission.ok) return jsonError(400, submission.error);
    const token = params.token ?? "";
    const clientAddress = context.get(clientAddressContext);
    const member = TOKEN_PATTERN.test(token)
      ? await resetPassword(token, submission.password, clientAddress)
      : null;
    if (!member) return jsonError(410, DEAD);
    const cookie = await startSession(request, member, clientAddress);
    return Response.json(
      { ok: true, staff: member },
      { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } },
    );
  });
};

export const middleware: Route.MiddlewareFunction[] = [resetByJson];

export async function loader({ params }: Route.LoaderArgs) {
  const person = TOKEN_PATTERN.test(params.token)
    ? await pageDataOr503("password reset", () => peekStaffToken(params.token, "reset"))
    : null;
  if (!person) return data({ email: null }, { status: 410 });
  return { email: person.email };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const submission = await readPasswordSubmission(request);
  if (!submission.ok) return data({ error: submission.error, isDead: false }, { status: 400 });
  const clientAddress = context.get(clientAddressContext);
  const member = TOKEN_PATTERN.test(params.token)
    ? await pageDataOr503("password reset", () =>
        resetPassword(params.token, submission.password, clientAddress),
      )
    : null;
  if (!member) return data({ error: DEAD, isDead: true }, { status: 410 });
  const headers = new Headers();
  headers.append("Set-Cookie", await startSession(request, member, clientAddress));
  headers.append(
    "Set-Cookie",
    flashToastCookie({
      title: "Password Changed",
      description: "Your new password is set; every other session was ended.",
    }),
  );
  throw redirect(landingPathFor(member.role), { headers });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-md px-4 py-20">
      <Heading level={1} size="title">
        Choose a new password
      </Heading>
      {!loaderData.email || actionData?.isDead ? (
        <p role="alert" className="mt-4 text-slate-800">
          {DEAD}{" "}
          <a className="font-semibold text-brand-700 underline" href="/admin/forgot">
            Ask for a new link
          </a>
          .
        </p>
      ) : (
        <Form
          method="post"
          className="mt-8 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <p className="text-slate-700">
            For <strong>{loaderData.email}</strong>.
          </p>
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            error={actionData?.error ?? null}
          />
          <Button
            size="lg"
            className="w-full"
            isPending={navigation.state !== "idle"}
            pendingLabel="Saving..."
          >
            Save and sign in
          </Button>
        </Form>
      )}
    </div>
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
