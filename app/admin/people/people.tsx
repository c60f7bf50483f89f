// The People tab, for the owner (issue 28): everyone on the team with their role, status and last
// sign-in; inviting by e-mail with a role, changing a role, removing someone (asked first), and
// resending an invitation; resetting someone's two-factor sign-in (a lost phone and lost
// recovery codes). A change of role or a removal ends that person's sessions at once. The
// use-cases are app/use-cases/people/team.server.ts.
import { data, Link } from "react-router";
import { href } from "#app/paths.ts";
import { IntentForm } from "#app/admin/people/intent-form.tsx";
import { ListTable, RowAction } from "#app/admin/people/list-table.tsx";
import { refusedAs } from "#app/admin/people/refusal.server.ts";
import { done } from "#app/admin/shell/action.server.ts";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { InviteSchema } from "#app/admin/shell/staff-forms.ts";
import { currentStaff } from "#app/admin/shell/staff.server.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import { formFields } from "#app/domain/forms/form-fields.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import { invalid, refusal } from "#app/domain/shared/outcome.ts";
import { isRole, ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES } from "#app/domain/accounts/roles.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { serverToast } from "#app/components/ui/toast.server.ts";
import { getStaff } from "#app/models/staff.server.ts";
import { isMailConfigured } from "#app/mail/transport.server.ts";
import {
  changeRole,
  invitePerson,
  listPeople,
  removePerson,
  resendInvitation,
  type InvitationSent,
} from "#app/use-cases/people/team.server.ts";
import { resetTwoFactorOf } from "#app/use-cases/people/two-factor.server.ts";
import type { Route } from "./+types/people";

const PEOPLE_PATH = href("/admin/dashboard/people");
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const STATUS_LABELS = { invited: "Invited", active: "Active", removed: "Removed" } as const;
const NO_SUCH_PERSON = refusal(404, "That person does not exist.");

export async function loader({ context }: Route.LoaderArgs) {
  const people = await pageDataOr503("people", listPeople);
  return { people, myId: currentStaff(context).id, isMailOn: isMailConfigured() };
}

/**
 * An invitation sent: back to the list with a toast, or, while e-mail is off, answered in place,
 * because the link is shown on this page, this once, for the owner to pass on.
 */
function invitationSent(sent: InvitationSent) {
  if (sent.emailed) {
    return done(PEOPLE_PATH, {
      title: "Invitation Sent",
      description: `${sent.person.email} gets a link valid for 7 days.`,
    });
  }
  const description = `E-mail is off: pass ${sent.person.email} the link shown on this page.`;
  return {
    toast: serverToast({ title: "Invitation Sent", description }),
    acceptUrl: sent.acceptUrl,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = formFields(await readFormData(request));
  const actor = operatorFrom(context);
  const me = currentStaff(context);
  const id = parseId(fields.id);

  if (fields.intent === "invite") {
    const values = { email: fields.email ?? "", role: fields.role ?? "" };
    const parsed = InviteSchema.safeParse(values);
    if (!parsed.success) return refusedAs("Not Invited", invalid(parsed.error.issues), values);
    const { email, role } = parsed.data;
    const outcome = await pageDataOr503("people", () => invitePerson(actor, me, email, role));
    if (!outcome.ok) {
      const atFault = { ...outcome, fieldErrors: { email: outcome.error } };
      return refusedAs("Not Invited", atFault, { email, role });
    }
    return invitationSent(outcome.sent);
  }

  if (fields.intent === "resend") {
    const outcome =
      id === null
        ? NO_SUCH_PERSON
        : await pageDataOr503("people", () => resendInvitation(actor, me, id));
    if (!outcome.ok) return refusedAs("Not Sent", outcome);
    return invitationSent(outcome.sent);
  }

  if (fields.intent === "role") {
    const role = fields.role;
    if (!isRole(role)) {
      return refusedAs("Role Not Changed", refusal(400, "Choose one of the four roles."));
    }
    const outcome =
      id === null
        ? NO_SUCH_PERSON
        : await pageDataOr503("people", () => changeRole(actor, id, role));
    if (!outcome.ok) return refusedAs("Role Not Changed", outcome);
    const { email, roleLabel } = outcome.person;
    return done(PEOPLE_PATH, {
      title: "Role Changed",
      description: `${email} is now ${roleLabel.toLowerCase()}; their sessions were ended.`,
    });
  }

  if (fields.intent === "remove") {
    const person = id === null ? null : await pageDataOr503("people", () => getStaff(id));
    if (id === null || !person) return refusedAs("Not Removed", NO_SUCH_PERSON);
    // Removing someone cannot be undone from here: ask first (the question is a page of its own,
    // answered in place).
    if (fields.confirmed !== String(id)) {
      return { toast: null, confirmRemove: { id, email: person.email } };
    }
    const outcome = await pageDataOr503("people", () => removePerson(actor, id));
    if (!outcome.ok) return refusedAs("Not Removed", outcome);
    return done(PEOPLE_PATH, {
      title: "Removed",
      description: `${outcome.person.email} can no longer sign in; their sessions were ended.`,
    });
  }

  if (fields.intent === "reset-two-factor") {
    const person = id === null ? null : await pageDataOr503("people", () => getStaff(id));
    if (id === null || !person) return refusedAs("Not Reset", NO_SUCH_PERSON);
    const outcome = await pageDataOr503("people", () => resetTwoFactorOf(actor, id));
    if (!outcome.ok) return refusedAs("Not Reset", outcome);
    return done(PEOPLE_PATH, {
      title: "Two-Factor Reset",
      description: `${person.email} signs in with their password alone and can set two-factor up again.`,
    });
  }

  throw data("Unknown People action: use one of the People tab's buttons.", { status: 400 });
}

export default function PeopleTab({ loaderData, actionData }: Route.ComponentProps) {
  useServerToast(actionData?.toast);
  const refused = actionData && "error" in actionData ? actionData : null;
  const placed = actionData && !("error" in actionData) ? actionData : null;
  const confirm = placed && "confirmRemove" in placed ? placed.confirmRemove : null;
  const acceptUrl = placed && "acceptUrl" in placed ? placed.acceptUrl : null;
  return (
    <div className="space-y-10">
      {loaderData.isMailOn ? null : (
        <p role="status" className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
          E-mail is off (SMTP_URL is not set): invitations are not e-mailed. After inviting someone,
          pass them the link this page shows.
        </p>
      )}
      {acceptUrl ? (
        <p role="status" className="rounded-md bg-slate-100 px-4 py-3 text-sm break-all">
          Invitation link (works once, for 7 days): <code>{acceptUrl}</code>
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
          <IntentForm intent="remove" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="confirmed" value={confirm.id} />
            <Button name="id" value={String(confirm.id)}>
              Remove {confirm.email}
            </Button>
            <Link to={PEOPLE_PATH} className={buttonClass({ variant: "outline" })}>
              Cancel
            </Link>
          </IntentForm>
        </section>
      ) : null}

      <Section id="people-invite" title="Invite someone" size="minor">
        <IntentForm
          intent="invite"
          className="mt-3 flex max-w-3xl flex-wrap items-end gap-4"
          submit={{ label: "Send invitation", pendingLabel: "Inviting..." }}
        >
          <Field
            label="E-mail address"
            name="email"
            type="email"
            required
            className="min-w-64 flex-1"
            defaultValue={refused?.values.email ?? ""}
            error={refused?.fieldErrors.email ?? null}
          />
          <SelectField
            label="Role"
            name="role"
            options={ROLE_OPTIONS}
            defaultValue={refused?.values.role || "editor"}
            error={refused?.fieldErrors.role ?? null}
          />
        </IntentForm>
        <ul className="mt-4 max-w-3xl space-y-1 text-sm text-slate-700">
          {ROLES.map((role) => (
            <li key={role}>
              <strong>{ROLE_LABELS[role]}</strong>: {ROLE_DESCRIPTIONS[role]}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="people-list" title="The team" size="minor">
        <ListTable
          caption="Everyone with a dashboard account"
          columns={["Name", "E-mail", "Role", "Status", "Last sign-in"]}
          actionsLabel="Actions"
        >
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
                    <IntentForm intent="role" className="flex items-end gap-2">
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
                    </IntentForm>
                  )}
                </td>
                <td className="py-2 pr-4">{STATUS_LABELS[person.status]}</td>
                <td className="py-2 pr-4">
                  {person.lastSignInAt ? formatDateTime(person.lastSignInAt) : "never"}
                </td>
                <td className="py-2">
                  {isRemoved ? null : (
                    <div className="flex flex-wrap gap-2">
                      {person.hasTwoFactor ? (
                        <RowAction
                          intent="reset-two-factor"
                          value={person.id}
                          label={`Reset the two-factor sign-in of ${who}`}
                        >
                          Reset two-factor
                        </RowAction>
                      ) : null}
                      {person.status === "invited" ? (
                        <RowAction
                          intent="resend"
                          value={person.id}
                          label={`Resend the invitation to ${person.email}`}
                        >
                          Resend invitation
                        </RowAction>
                      ) : null}
                      <RowAction intent="remove" value={person.id} label={`Remove ${who}`}>
                        Remove
                      </RowAction>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </ListTable>
      </Section>
    </div>
  );
}
