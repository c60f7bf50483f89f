// The Account tab, for every role (issue 28): who you are signed in as, changing your own
// password (the current one first; your other sessions end), and your sessions: each device,
// when it was last seen, which one is this, and ending one or all the others.
import { data, Form, Link, useNavigation } from "react-router";
import { ChangePasswordSchema, PASSWORD_MIN_LENGTH } from "#app/admin/shell/forms.ts";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { currentStaff } from "#app/admin/shell/staff.server.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { formatDateTime } from "#app/domain/dates.ts";
import { formFields } from "#app/domain/form-fields.ts";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "#app/domain/roles.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { adminSessionContext } from "#app/http/request-context.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { serverToast } from "#app/http/toast.server.ts";
import { endSession, endSessionsOf, listSessions } from "#app/models/admin-sessions.server.ts";
import { recordAudit } from "#app/models/audit-log.server.ts";
import { changeOwnPassword } from "#app/services/people.server.ts";
import type { Route } from "./+types/account";

function sessionIdOf(context: Route.LoaderArgs["context"]): number {
  return context.get(adminSessionContext)!.sessionId;
}

export async function loader({ context }: Route.LoaderArgs) {
  const staff = currentStaff(context);
  const sessions = await pageDataOr503("sessions", () => listSessions(staff.id));
  return {
    me: {
      name: staff.name,
      email: staff.email,
      roleLabel: ROLE_LABELS[staff.role],
      roleDescription: ROLE_DESCRIPTIONS[staff.role],
    },
    sessions: sessions.map((session) => ({
      ...session,
      isCurrent: session.id === sessionIdOf(context),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = currentStaff(context);
  const currentSessionId = sessionIdOf(context);
  const fields = formFields(await readFormData(request));
  const actor = operatorFrom(context);

  if (fields.intent === "password") {
    const parsed = ChangePasswordSchema.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return data(
        {
          passwordError: { field: String(issue.path[0]), message: issue.message },
          toast: serverToast({
            title: "Password Not Changed",
            description: issue.message,
            variant: "destructive",
          }),
        },
        { status: 400 },
      );
    }
    const outcome = await pageDataOr503("password change", () =>
      changeOwnPassword(
        actor,
        staff,
        currentSessionId,
        parsed.data.currentPassword,
        parsed.data.password,
      ),
    );
    if (!outcome.ok) {
      return data(
        {
          passwordError: { field: "currentPassword", message: outcome.error },
          toast: serverToast({
            title: "Password Not Changed",
            description: outcome.error,
            variant: "destructive",
          }),
        },
        { status: 400 },
      );
    }
    return {
      passwordError: null,
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
    const id = Number(fields.session);
    const isEnded =
      Number.isSafeInteger(id) &&
      id !== currentSessionId &&
      (await pageDataOr503("sessions", () => endSession(staff.id, id)));
    if (isEnded) await recordAudit(actor, `person ${staff.id} session ended`);
    return {
      passwordError: null,
      toast: serverToast(
        isEnded
          ? { title: "Session Ended", description: "That device is signed out." }
          : {
              title: "Not Ended",
              description: "That session was not found (use Logout to end this one).",
              variant: "destructive",
            },
      ),
    };
  }

  if (fields.intent === "end-others") {
    const ended = await pageDataOr503("sessions", () => endSessionsOf(staff.id, currentSessionId));
    await recordAudit(actor, `person ${staff.id} other sessions ended`, {
      sessionsEnded: { from: null, to: ended },
    });
    return {
      passwordError: null,
      toast: serverToast({
        title: "Sessions Ended",
        description: `${ended} other session${ended === 1 ? "" : "s"} ended; this one stays.`,
      }),
    };
  }

  throw data("Unknown account action: use one of the Account tab's buttons.", { status: 400 });
}

export default function AccountTab({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  useServerToast(actionData?.toast);
  const { me, sessions } = loaderData;
  const passwordError = actionData?.passwordError;
  const errorFor = (field: string) =>
    passwordError?.field === field ? passwordError.message : null;
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
            to="/admin/dashboard/account/two-factor"
            className="font-semibold text-brand-800 underline"
          >
            Manage two-factor sign-in
          </Link>
        </p>
      </Section>

      <Section id="account-password" title="Change your password" size="minor">
        <Form method="post" className="mt-3 max-w-md space-y-4">
          <input type="hidden" name="intent" value="password" />
          <Field
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={errorFor("currentPassword")}
          />
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. Your other sessions end when it changes.`}
            error={errorFor("password")}
          />
          <Button
            isPending={navigation.formData?.get("intent") === "password"}
            pendingLabel="Saving..."
          >
            Change password
          </Button>
        </Form>
      </Section>

      <Section id="account-sessions" title="Your sessions" size="minor">
        <div className="mt-3 overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Devices signed in to your account</caption>
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Device
                </th>
                <th scope="col" className="py-2 pr-4">
                  Signed in
                </th>
                <th scope="col" className="py-2 pr-4">
                  Last seen
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
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
                      <Form method="post">
                        <input type="hidden" name="intent" value="end-session" />
                        <Button
                          variant="outline"
                          name="session"
                          value={String(session.id)}
                          aria-label={`End the session on ${session.device || "an unknown device"} last seen ${formatDateTime(session.lastSeenAt)}`}
                        >
                          End
                        </Button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
