// The People tab, for the owner (issue 28): everyone on the team with their role, status and last
// sign-in; inviting by e-mail with a role, changing a role, removing someone (asked first), and
// resending an invitation. A change of role or a removal ends that person's sessions at once.
import { data, Form, Link, useNavigation } from "react-router";
import { InviteSchema } from "#app/admin/shell/forms.ts";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { currentStaff } from "#app/admin/shell/staff.server.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { formatDateTime } from "#app/domain/dates.ts";
import { formFields } from "#app/domain/form-fields.ts";
import { isRole, ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES } from "#app/domain/roles.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { serverToast } from "#app/http/toast.server.ts";
import { getStaff } from "#app/models/staff.server.ts";
import { isMailConfigured } from "#app/mail/transport.server.ts";
import {
  changeRole,
  invitePerson,
  listPeople,
  removePerson,
  resendInvitation,
  type InvitationSent,
} from "#app/services/people.server.ts";
import type { Route } from "./+types/people";

const PATH = "/admin/dashboard/people";
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const STATUS_LABELS = { invited: "Invited", active: "Active", removed: "Removed" } as const;

export async function loader({ context }: Route.LoaderArgs) {
  const people = await pageDataOr503("people", listPeople);
  return { people, myId: currentStaff(context).id, isMailOn: isMailConfigured() };
}

type Answer = {
  toast: ReturnType<typeof serverToast> | null;
  inviteError?: { field: string; message: string; email: string; role: string };
  confirmRemove?: { id: number; email: string };
  /** While e-mail is off: the link for the owner to pass on. */
  acceptUrl?: string;
};

const refused = (title: string, description: string, status = 400, extra: Partial<Answer> = {}) =>
  data<Answer>(
    { toast: serverToast({ title, description, variant: "destructive" }), ...extra },
    { status },
  );

const answered = (answer: Answer): Answer => answer;

function invitationToast(sent: InvitationSent) {
  return serverToast({
    title: "Invitation Sent",
    description: sent.emailed
      ? `${sent.person.email} gets a link valid for 7 days.`
      : `E-mail is off: pass ${sent.person.email} the link shown on this page.`,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = formFields(await readFormData(request));
  const actor = operatorFrom(context);
  const me = currentStaff(context);
  const id = Number(fields.id);
  const hasId = Number.isSafeInteger(id) && id > 0;

  if (fields.intent === "invite") {
    const parsed = InviteSchema.safeParse({ email: fields.email, role: fields.role });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return refused("Not Invited", issue.message, 400, {
        inviteError: {
          field: String(issue.path[0]),
          message: issue.message,
          email: fields.email ?? "",
          role: fields.role ?? "",
        },
      });
    }
    const outcome = await pageDataOr503("people", () =>
      invitePerson(actor, me, parsed.data.email, parsed.data.role),
    );
    if (!outcome.ok) {
      return refused("Not Invited", outcome.error, outcome.status, {
        inviteError: {
          field: "email",
          message: outcome.error,
          email: parsed.data.email,
          role: parsed.data.role,
        },
      });
    }
    return answered({ toast: invitationToast(outcome.value), acceptUrl: outcome.value.acceptUrl });
  }

  if (fields.intent === "resend" && hasId) {
    const outcome = await pageDataOr503("people", () => resendInvitation(actor, me, id));
    if (!outcome.ok) return refused("Not Sent", outcome.error, outcome.status);
    return answered({ toast: invitationToast(outcome.value), acceptUrl: outcome.value.acceptUrl });
  }

  if (fields.intent === "role" && hasId) {
    if (!isRole(fields.role)) return refused("Role Not Changed", "Choose one of the four roles.");
    const role = fields.role;
    const outcome = await pageDataOr503("people", () => changeRole(actor, id, role));
    if (!outcome.ok) return refused("Role Not Changed", outcome.error, outcome.status);
    return answered({
      toast: serverToast({
        title: "Role Changed",
        description: `${outcome.value.email} is now ${outcome.value.roleLabel.toLowerCase()}; their sessions were ended.`,
      }),
    });
  }

  if (fields.intent === "remove" && hasId) {
    // Removing someone cannot be undone from here: ask first (the question is a page of its own).
    if (fields.confirmed !== String(id)) {
      const person = await pageDataOr503("people", () => getStaff(id));
      if (!person) return refused("Not Removed", "That person does not exist.", 404);
      return answered({ toast: null, confirmRemove: { id, email: person.email } });
    }
    const outcome = await pageDataOr503("people", () => removePerson(actor, id));
    if (!outcome.ok) return refused("Not Removed", outcome.error, outcome.status);
    return answered({
      toast: serverToast({
        title: "Removed",
        description: `${outcome.value.email} can no longer sign in; their sessions were ended.`,
      }),
    });
  }

  throw data("Unknown People action: use one of the People tab's buttons.", { status: 400 });
}

export default function PeopleTab({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  useServerToast(actionData?.toast);
  const inviteError = actionData?.inviteError;
  const confirm = actionData?.confirmRemove;
  return (
    <div className="space-y-10">
      {loaderData.isMailOn ? null : (
        <p role="status" className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
          E-mail is off (SMTP_URL is not set): invitations are not e-mailed. After inviting someone,
          pass them the link this page shows.
        </p>
      )}
      {actionData?.acceptUrl ? (
        <p role="status" className="rounded-md bg-slate-100 px-4 py-3 text-sm break-all">
          Invitation link (works once, for 7 days): <code>{actionData.acceptUrl}</code>
        </p>
      ) : null}
      {confirm ? (
        <section
          aria-labelledby="remove-question"
          className="rounded-xl border-2 border-amber-400 bg-amber-50 p-5"
        >
          <h2 id="remove-question" className="text-lg font-bold text-slate-900">
            Remove {confirm.email}? They can no longer sign in, and their sessions end now.
          </h2>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="confirmed" value={confirm.id} />
            <Button name="id" value={String(confirm.id)}>
              Remove {confirm.email}
            </Button>
            <Link to={PATH} className={buttonClass({ variant: "outline" })}>
              Cancel
            </Link>
          </Form>
        </section>
      ) : null}

      <Section id="people-invite" title="Invite someone" size="minor">
        <Form method="post" className="mt-3 flex max-w-3xl flex-wrap items-end gap-4">
          <input type="hidden" name="intent" value="invite" />
          <Field
            label="E-mail address"
            name="email"
            type="email"
            required
            className="min-w-64 flex-1"
            defaultValue={inviteError?.email ?? ""}
            error={inviteError?.field === "email" ? inviteError.message : null}
          />
          <SelectField
            label="Role"
            name="role"
            options={ROLE_OPTIONS}
            defaultValue={inviteError?.role || "editor"}
            error={inviteError?.field === "role" ? inviteError.message : null}
          />
          <Button
            isPending={navigation.formData?.get("intent") === "invite"}
            pendingLabel="Inviting..."
          >
            Send invitation
          </Button>
        </Form>
        <ul className="mt-4 max-w-3xl space-y-1 text-sm text-slate-700">
          {ROLES.map((role) => (
            <li key={role}>
              <strong>{ROLE_LABELS[role]}</strong>: {ROLE_DESCRIPTIONS[role]}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="people-list" title="The team" size="minor">
        <div className="mt-3 overflow-x-auto">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Everyone with a dashboard account</caption>
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4">
                  E-mail
                </th>
                <th scope="col" className="py-2 pr-4">
                  Role
                </th>
                <th scope="col" className="py-2 pr-4">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4">
                  Last sign-in
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.people.map((person) => {
                const isRemoved = person.status === "removed";
                const who = person.name || person.email;
                return (
                  <tr key={person.id} className="border-b border-slate-200 align-top">
                    <td className="py-2 pr-4">
                      {person.name || "—"}
                      {person.id === loaderData.myId ? " (you)" : ""}
                    </td>
                    <td className="py-2 pr-4">{person.email}</td>
                    <td className="py-2 pr-4">
                      {isRemoved ? (
                        person.roleLabel
                      ) : (
                        <Form method="post" className="flex items-end gap-2">
                          <input type="hidden" name="intent" value="role" />
                          <input type="hidden" name="id" value={person.id} />
                          <SelectField
                            label={`Role of ${who}`}
                            name="role"
                            options={ROLE_OPTIONS}
                            defaultValue={person.role}
                            className="[&>label]:sr-only"
                          />
                          <Button variant="outline" aria-label={`Save the role of ${who}`}>
                            Save
                          </Button>
                        </Form>
                      )}
                    </td>
                    <td className="py-2 pr-4">{STATUS_LABELS[person.status]}</td>
                    <td className="py-2 pr-4">
                      {person.lastSignInAt ? formatDateTime(person.lastSignInAt) : "never"}
                    </td>
                    <td className="py-2">
                      {isRemoved ? null : (
                        <div className="flex flex-wrap gap-2">
                          {person.status === "invited" ? (
                            <Form method="post">
                              <input type="hidden" name="intent" value="resend" />
                              <Button
                                variant="outline"
                                name="id"
                                value={String(person.id)}
                                aria-label={`Resend the invitation to ${person.email}`}
                              >
                                Resend invitation
                              </Button>
                            </Form>
                          ) : null}
                          <Form method="post">
                            <input type="hidden" name="intent" value="remove" />
                            <Button
                              variant="outline"
                              name="id"
                              value={String(person.id)}
                              aria-label={`Remove ${who}`}
                            >
                              Remove
                            </Button>
                          </Form>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Section>
    </div>
  );
}
