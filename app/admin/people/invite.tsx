// /admin/invite/{token}: the link in an invitation e-mail (issue 28). The invitee chooses a
// password (and the name the team sees); the account opens and they are signed in. The link
// works once, for 7 days. The same address takes `POST` with JSON `{password, name?}`. The
// use-case is app/use-cases/people/password-links.server.ts; the transport staff-link.server.ts.
import { data, useNavigation } from "react-router";
import { linkAction, linkByJson } from "#app/admin/people/staff-link.server.ts";
import { NewPasswordField, SignInForm, SignInPage } from "#app/admin/people/sign-in-page.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "#app/domain/roles.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { buildMeta } from "#app/seo/meta.ts";
import { INVITATION_LINK_DEAD } from "#app/use-cases/people/password-link-words.ts";
import { acceptInvitation, personOfLink } from "#app/use-cases/people/password-links.server.ts";

import type { Route } from "./+types/invite";

export const middleware: Route.MiddlewareFunction[] = [linkByJson(acceptInvitation)];

export async function loader({ params }: Route.LoaderArgs) {
  const person = await pageDataOr503("invitation", () => personOfLink(params.token, "invite"));
  if (!person) return data({ invite: null }, { status: 410 });
  return {
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
  const navigation = useNavigation();
  const invite = loaderData.invite;
  const fieldErrors = actionData?.fieldErrors;
  return (
    <SignInPage title="Join the team">
      {!invite || actionData?.isDead ? (
        <p role="alert" className="mt-4 text-slate-800">
          {INVITATION_LINK_DEAD}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            You are invited as <strong>{invite.roleLabel}</strong> with the address{" "}
            <strong>{invite.email}</strong>. {invite.roleDescription}
          </p>
          <SignInForm
            button="Open my account"
            pendingLabel="Opening your account..."
            isPending={navigation.state !== "idle"}
          >
            <Field
              label="Your name"
              name="name"
              autoComplete="name"
              hint="As the team sees it in the dashboard and the activity log."
              defaultValue={actionData?.values.name ?? ""}
              error={fieldErrors?.name ?? null}
            />
            <NewPasswordField label="Choose a password" error={fieldErrors?.password ?? null} />
          </SignInForm>
        </>
      )}
    </SignInPage>
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
