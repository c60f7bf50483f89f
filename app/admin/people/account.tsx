// The Account tab, for every role (issue 28): who you are signed in as, changing your own
// password (the current one first; your other sessions end), and your sessions: each device,
// when it was last seen, which one is this, and ending one or all the others. The use-cases are
// app/use-cases/people/account.server.ts.
import { data, Form, Link } from "react-router";
import { href } from "#app/paths.ts";
import { IntentForm } from "#app/admin/people/intent-form.tsx";
import { ListTable, RowAction } from "#app/admin/people/list-table.tsx";
import { refusedAs } from "#app/admin/people/refusal.server.ts";
import { NewPasswordField } from "#app/admin/people/sign-in-page.tsx";
import { done } from "#app/admin/shell/action.server.ts";
import { accountHolderFrom } from "#app/admin/shell/actor.server.ts";
import { ChangePasswordSchema } from "#app/admin/shell/staff-forms.ts";
import { currentStaff } from "#app/admin/shell/staff.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import { formFields } from "#app/domain/forms/form-fields.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import { invalid, refusal } from "#app/domain/shared/outcome.ts";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "#app/domain/accounts/roles.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { serverToast } from "#app/components/ui/toast.server.ts";
import { listSessions } from "#app/models/admin-sessions.server.ts";
import {
  changeOwnPassword,
  endOtherSessions,
  endOwnSession,
} from "#app/use-cases/people/account.server.ts";
import type { Route } from "./+types/account";

const ACCOUNT_PATH = href("/admin/dashboard/account");

export async function loader({ context }: Route.LoaderArgs) {
  const staff = currentStaff(context);
  const { sessionId } = accountHolderFrom(context);
  const sessions = await pageDataOr503("sessions", () => listSessions(staff.id));
  return {
    me: {
      name: staff.name,
      email: staff.email,
      roleLabel: ROLE_LABELS[staff.role],
      roleDescription: ROLE_DESCRIPTIONS[staff.role],
    },
    sessions: sessions.map((session) => ({ ...session, isCurrent: session.id === sessionId })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = formFields(await readFormData(request));
  const holder = accountHolderFrom(context);

  if (fields.intent === "password") {
    const parsed = ChangePasswordSchema.safeParse(fields);
    if (!parsed.success) return refusedAs("Password Not Changed", invalid(parsed.error.issues));
    const { currentPassword, password } = parsed.data;
    const outcome = await pageDataOr503("password change", () =>
      changeOwnPassword(holder, currentPassword, password),
    );
    if (!outcome.ok) return refusedAs("Password Not Changed", outcome);
    // Answered in place (200), as this form always was: this device stays signed in on this
    // page, and the toast says how many other sessions ended.
    return {
      toast: serverToast({
        title: "Password Changed",
        description:
          outcome.endedSessions > 0
            ? `Your other sessions (${outcome.endedSessions}) were ended.`
            : "This is now the only password for your account.",
      }),
    };
  }

  if (fields.intent === "end-session") {
    const id = parseId(fields.session);
    const outcome =
      id === null
        ? refusal(404, "You have no session with that id.")
        : await pageDataOr503("sessions", () => endOwnSession(holder, id));
    if (!outcome.ok) {
      const error = "That session was not found (use Logout to end this one).";
      return refusedAs("Not Ended", { ...outcome, error });
    }
    return done(ACCOUNT_PATH, {
      title: "Session Ended",
      description: "That device is signed out.",
    });
  }

  if (fields.intent === "end-others") {
    const outcome = await pageDataOr503("sessions", () => endOtherSessions(holder));
    if (!outcome.ok) return refusedAs(null, outcome);
    const { ended } = outcome;
    return done(ACCOUNT_PATH, {
      title: "Sessions Ended",
      description: `${ended} other session${ended === 1 ? "" : "s"} ended; this one stays.`,
    });
  }

  throw data("Unknown account action: use one of the Account tab's buttons.", { status: 400 });
}

export default function AccountTab({ loaderData, actionData }: Route.ComponentProps) {
  useServerToast(actionData?.toast);
  const { me, sessions } = loaderData;
  const fieldErrors: Record<string, string> =
    actionData && "fieldErrors" in actionData ? actionData.fieldErrors : {};
  const others = sessions.filter((session) => !session.isCurrent).length;
  return (
    <div className="space-y-10">
      <Section id="account-you" title="Your account" size="minor">
        <dl className="mt-3 grid max-w-2xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-slate-800">
          <dt className="font-semibold">Name</dt>
          <dd>{me.name || "—"}</dd>
          <dt className="font-semibold">E-mail</dt>
          <dd>{me.email}</dd>
          <dt className="font-semibold">Role</dt>
          <dd>
            {me.roleLabel}: {me.roleDescription}
          </dd>
        </dl>
      </Section>

      <Section id="account-two-factor" title="Two-factor sign-in" size="minor">
        <p className="mt-3 max-w-2xl text-slate-800">
          A code from an authenticator app on your phone, asked for at every sign-in, keeps your
          account safe even if someone learns your password.{" "}
          <Link
            to={href("/admin/dashboard/account/two-factor")}
            className="font-semibold text-brand-800 underline"
          >
            Manage two-factor sign-in
          </Link>
        </p>
      </Section>

      <Section id="account-password" title="Change your password" size="minor">
        <IntentForm
          intent="password"
          className="mt-3 max-w-md space-y-4"
          submit={{ label: "Change password", pendingLabel: "Saving..." }}
        >
          <Field
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={fieldErrors.currentPassword ?? null}
          />
          <NewPasswordField
            label="New password"
            hint="Your other sessions end when it changes."
            error={fieldErrors.password ?? null}
          />
        </IntentForm>
      </Section>

      <Section id="account-sessions" title="Your sessions" size="minor">
        <ListTable
          caption="Devices signed in to your account"
          columns={["Device", "Signed in", "Last seen"]}
          actionsLabel="Action"
        >
          {sessions.map((session) => (
            <tr key={session.id} className="border-b border-slate-200">
              <td className="py-2 pr-4">
                {session.device || "Unknown device"}
                {session.isCurrent ? (
                  <strong className="ml-2 rounded bg-emerald-50 px-2 py-0.5 text-emerald-900">
                    This device
                  </strong>
                ) : null}
              </td>
              <td className="py-2 pr-4">{formatDateTime(session.createdAt)}</td>
              <td className="py-2 pr-4">{formatDateTime(session.lastSeenAt)}</td>
              <td className="py-2">
                {session.isCurrent ? null : (
                  <RowAction
                    intent="end-session"
                    name="session"
                    value={session.id}
                    label={`End the session on ${session.device || "an unknown device"} last seen ${formatDateTime(session.lastSeenAt)}`}
                  >
                    End
                  </RowAction>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
        {others > 0 ? (
          <Form method="post" className="mt-4">
            <Button variant="outline" name="intent" value="end-others">
              End all other sessions
            </Button>
          </Form>
        ) : (
          <p className="mt-4 text-sm text-slate-700">This is your only session.</p>
        )}
      </Section>
    </div>
  );
}
