// /admin/invite/{token}: the link in an invitation e-mail (issue 28). The invitee chooses a
// password (and the name the team sees); the account opens and they are signed in. The link
// works once, for 7 days. The same address takes `POST` with JSON `{password, name?}`.
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
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "#app/domain/roles.ts";
import { handleApi, jsonError } from "#app/http/api.server.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import { flashToastCookie } from "#app/http/toast.server.ts";
import { peekStaffToken } from "#app/models/staff.server.ts";
import { acceptInvitation } from "#app/services/people.server.ts";
import { buildMeta } from "#app/seo/meta.ts";
import type { Route } from "./+types/invite";

const DEAD =
  "This invitation link has expired or was already used. Ask the site's owner to send a new one.";

/** The JSON mirror: answered here, before the screen's action, as JSON. */
const acceptByJson: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
  if (request.method !== "POST" || !isJsonRequest(request)) return next();
  return handleApi(async () => {
    const submission = await readPasswordSubmission(request);
    if (!submission.ok) return jsonError(400, submission.error);
    const token = params.token ?? "";
    const clientAddress = context.get(clientAddressContext);
    const member = TOKEN_PATTERN.test(token)
      ? await acceptInvitation(token, submission.password, submission.name, clientAddress)
      : null;
    if (!member) return jsonError(410, DEAD);
    const cookie = await startSession(request, member, clientAddress);
    return Response.json(
      { ok: true, staff: member },
      { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } },
    );
  });
};

export const middleware: Route.MiddlewareFunction[] = [acceptByJson];

export async function loader({ params }: Route.LoaderArgs) {
  const person = TOKEN_PATTERN.test(params.token)
    ? await pageDataOr503("invitation", () => peekStaffToken(params.token, "invite"))
    : null;
  if (!person || person.status !== "invited") return data({ invite: null }, { status: 410 });
  return {
    invite: {
      email: person.email,
      roleLabel: ROLE_LABELS[person.role],
      roleDescription: ROLE_DESCRIPTIONS[person.role],
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const submission = await readPasswordSubmission(request);
  if (!submission.ok) {
    return data({ error: submission.error, field: submission.field }, { status: 400 });
  }
  const clientAddress = context.get(clientAddressContext);
  const member = TOKEN_PATTERN.test(params.token)
    ? await pageDataOr503("invitation", () =>
        acceptInvitation(params.token, submission.password, submission.name, clientAddress),
      )
    : null;
  if (!member) return data({ error: DEAD, field: null }, { status: 410 });
  const headers = new Headers();
  headers.append("Set-Cookie", await startSession(request, member, clientAddress));
  headers.append(
    "Set-Cookie",
    flashToastCookie({ title: "Welcome", description: "Your account is ready." }),
  );
  throw redirect(landingPathFor(member.role), { headers });
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const invite = loaderData.invite;
  return (
    <div className="mx-auto max-w-md px-4 py-20">
      <Heading level={1} size="title">
        Join the team
      </Heading>
      {!invite || actionData?.field === null ? (
        <p role="alert" className="mt-4 text-slate-800">
          {DEAD}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            You are invited as <strong>{invite.roleLabel}</strong> with the address{" "}
            <strong>{invite.email}</strong>. {invite.roleDescription}
          </p>
          <Form
            method="post"
            className="mt-8 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <Field
              label="Your name"
              name="name"
              autoComplete="name"
              hint="As the team sees it in the dashboard and the activity log."
              error={actionData?.field === "name" ? actionData.error : null}
            />
            <Field
              label="Choose a password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={PASSWORD_MIN_LENGTH}
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              error={actionData?.field === "password" ? actionData.error : null}
            />
            <Button
              size="lg"
              className="w-full"
              isPending={navigation.state !== "idle"}
              pendingLabel="Opening your account..."
            >
              Open my account
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta(matches[0].loaderData.site, {
    title: "Join the Team",
    path: "/admin/invite",
    index: false,
  });

export function headers() {
  // The address holds a secret: never cached, never sent on as a referrer.
  return {
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex",
    "Referrer-Policy": "no-referrer",
  };
}
