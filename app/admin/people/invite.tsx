// /admin/invite/{token}: the link in an invitation e-mail (issue 28). The invitee chooses a
// password (and the name the team sees); the account opens and they are signed in. The link
// works once, for 7 days. The same address takes `POST` with JSON `{password, name?}`. The
// use-case is app/use-cases/people/password-links.server.ts; the transport staff-link.server.ts.
import { data } from "react-router";
import { linkAction, linkByJson, throttledLink } from "#app/admin/people/staff-link.server.ts";
import { PasswordLinkScreen, signInHeaders, signInMeta } from "#app/admin/people/sign-in-page.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "#app/domain/accounts/roles.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { clientAddressContext } from "#app/http/request-context.server.ts";
import { INVITATION_LINK_DEAD } from "#app/use-cases/people/password-link-words.ts";
import { acceptInvitation, personOfLink } from "#app/use-cases/people/password-links.server.ts";

import type { Route } from "./+types/invite";

export const middleware: Route.MiddlewareFunction[] = [linkByJson(acceptInvitation)];

export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await pageDataOr503("invitation", () =>
    personOfLink(params.token, "invite", context.get(clientAddressContext)),
  );
  if (!("person" in link)) return throttledLink({ invite: null }, link);
  const person = link.person;
  if (!person) return data({ invite: null, throttled: null }, { status: 410 });
  return {
    throttled: null,
    invite: {
      email: person.email,
      roleLabel: ROLE_LABELS[person.role],
      roleDescription: ROLE_DESCRIPTIONS[person.role],
    },
  };
}

export async function action(args: Route.ActionArgs) {
  return linkAction(args, acceptInvitation, {
    title: "Welcome",
    description: "Your account is ready.",
  });
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const invite = loaderData.invite;
  const fieldErrors = actionData?.fieldErrors;
  return (
    <PasswordLinkScreen
      title="Join the team"
      dead={
        (loaderData.throttled ?? (actionData?.status === 429 ? actionData.error : null)) ||
        (!invite || actionData?.isDead ? INVITATION_LINK_DEAD : null)
      }
      intro={
        invite ? (
          <p className="mt-2 text-slate-700">
            You are invited as <strong>{invite.roleLabel}</strong> with the address{" "}
            <strong>{invite.email}</strong>. {invite.roleDescription}
          </p>
        ) : null
      }
      password={{ label: "Choose a password", error: fieldErrors?.password ?? null }}
      submit={{ label: "Open my account", pendingLabel: "Opening your account..." }}
    >
      <Field
        label="Your name"
        name="name"
        defaultValue={actionData?.values.name ?? ""}
        autoComplete="name"
        hint="As the team sees it in the dashboard and the activity log."
        error={fieldErrors?.name ?? null}
      />
    </PasswordLinkScreen>
  );
}

export const meta: Route.MetaFunction = signInMeta("Join the Team", "/admin/invite");

// The address holds a secret: never cached, never sent on as a referrer.
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  signInHeaders(true, [actionHeaders, loaderHeaders]);
