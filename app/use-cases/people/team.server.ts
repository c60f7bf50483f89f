// The team's use-cases, for the owner (the People screen and the admin JSON API): inviting,
// resending an invitation, changing a role and removing someone. Each change, its e-mail in the
// outbox and its audit entry commit in one transaction; a change of role or a removal ends the
// person's sessions in it too, and the last owner is protected.
import { createElement } from "react";
import { getEnv } from "#app/env.server.ts";
import { refusal, type Outcome } from "#app/domain/shared/outcome.ts";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type Role } from "#app/domain/accounts/roles.ts";
import { wakeMailer } from "#app/mail/outbox.server.ts";
import { InvitationEmail } from "#app/mail/staff-link-email.tsx";
import { endSessionsOf } from "#app/models/admin-sessions.server.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { getDb, type Database } from "#app/models/db.server.ts";
import {
  getStaff,
  inviteStaff,
  isLastOwner,
  listStaff,
  removeStaff,
  setStaffRole,
  type StaffMember,
  type StaffRow,
} from "#app/models/staff.server.ts";
import { isMailConfigured } from "#app/mail/transport.server.ts";
import { isTwoFactorEnabled, staffWithTwoFactor } from "#app/models/two-factor.server.ts";
import { queueStaffLink } from "#app/use-cases/people/staff-link-mail.server.ts";

export interface PersonView {
  id: number;
  email: string;
  name: string;
  role: Role;
  roleLabel: string;
  status: "invited" | "active" | "removed";
  lastSignInAt: string | null;
  createdAt: string;
  hasTwoFactor: boolean;
}

export function personView(row: StaffRow, hasTwoFactor = false): PersonView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    roleLabel: ROLE_LABELS[row.role],
    status: row.status,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    hasTwoFactor,
  };
}

export async function listPeople(): Promise<PersonView[]> {
  const [rows, withTwoFactor] = await Promise.all([listStaff(), staffWithTwoFactor()]);
  return rows.map((row) => personView(row, withTwoFactor.has(row.id)));
}

/** One person as the people API shows them. */
export async function viewPerson(id: number): Promise<PersonView | null> {
  const row = await getStaff(id);
  return row ? personView(row, await isTwoFactorEnabled(id)) : null;
}

const NO_SUCH_PERSON = "That person does not exist.";
const LAST_OWNER =
  "This is the only owner: make someone else an owner first, so the site always has one.";

/** What the inviter learns about the e-mail: sent, or the link to pass on while e-mail is off. */
export interface InvitationSent {
  person: PersonView;
  emailed: boolean;
  /** Only while e-mail is off (no SMTP_URL), so the owner can pass the link on themselves. */
  acceptUrl?: string;
}

/** A new invitation link for `person`, e-mailed through the outbox in the caller's transaction. */
async function queueInvitation(
  person: StaffRow,
  inviter: StaffMember,
  tx: Database,
): Promise<InvitationSent> {
  const acceptUrl = await queueStaffLink(tx, person, "invite", {
    kind: "staff-invitation",
    subject: `You are invited to the ${getEnv().SITE_NAME} dashboard`,
    body: ({ url, ...site }) =>
      createElement(InvitationEmail, {
        ...site,
        inviterName: inviter.name || inviter.email,
        roleLabel: ROLE_LABELS[person.role],
        roleDescription: ROLE_DESCRIPTIONS[person.role],
        acceptUrl: url,
      }),
  });
  const emailed = isMailConfigured();
  return { person: personView(person), emailed, ...(emailed ? {} : { acceptUrl }) };
}

/** Runs `work` in one transaction and, when it is done, wakes the mailer for what it queued. */
async function thenMail<Done extends object>(
  work: (tx: Database) => Promise<Outcome<Done>>,
): Promise<Outcome<Done>> {
  const outcome = await (await getDb()).transaction(work);
  if (outcome.ok) await wakeMailer();
  return outcome;
}

export function invitePerson(
  actor: Actor,
  inviter: StaffMember,
  email: string,
  role: Role,
): Promise<Outcome<{ sent: InvitationSent }>> {
  return thenMail(async (tx) => {
    const person = await inviteStaff(email, role, tx);
    if (!person) {
      return refusal(
        409,
        `${email} already has an account. Change their role instead, or resend their invitation.`,
      );
    }
    const changes = { email: { from: null, to: person.email }, role: { from: null, to: role } };
    await recordAudit(actor, `person ${person.id} invited`, changes, tx);
    return { ok: true, sent: await queueInvitation(person, inviter, tx) };
  });
}

export function resendInvitation(
  actor: Actor,
  inviter: StaffMember,
  id: number,
): Promise<Outcome<{ sent: InvitationSent }>> {
  return thenMail(async (tx) => {
    const person = await getStaff(id, tx);
    if (!person) return refusal(404, NO_SUCH_PERSON);
    if (person.status !== "invited") {
      return refusal(409, `${person.email} is not waiting for an invitation.`);
    }
    await recordAudit(actor, `person ${person.id} invitation resent`, {}, tx);
    return { ok: true, sent: await queueInvitation(person, inviter, tx) };
  });
}

/** A person not removed, or the refusal: the last owner may be neither demoted nor removed. */
async function changeablePerson(
  id: number,
  tx: Database,
  isDemotion: boolean,
): Promise<StaffRow | ReturnType<typeof refusal>> {
  const person = await getStaff(id, tx);
  if (!person || person.status === "removed") return refusal(404, NO_SUCH_PERSON);
  if (isDemotion && (await isLastOwner(id, tx))) return refusal(409, LAST_OWNER);
  return person;
}

/** A new role, which applies at once: the person's sessions end. */
export async function changeRole(
  actor: Actor,
  id: number,
  role: Role,
): Promise<Outcome<{ person: PersonView }>> {
  return (await getDb()).transaction(async (tx) => {
    const person = await changeablePerson(id, tx, role !== "owner");
    if ("ok" in person) return person;
    const hasTwoFactor = await isTwoFactorEnabled(id, tx);
    if (person.role === role) return { ok: true, person: personView(person, hasTwoFactor) };
    await setStaffRole(id, role, tx);
    await endSessionsOf(id, undefined, tx);
    await recordAudit(
      actor,
      `person ${id} role changed`,
      { role: { from: person.role, to: role } },
      tx,
    );
    return { ok: true, person: personView({ ...person, role }, hasTwoFactor) };
  });
}

/** Removes someone: the row stays (the audit log names it); their sessions and links end. */
export async function removePerson(
  actor: Actor,
  id: number,
): Promise<Outcome<{ person: PersonView }>> {
  return (await getDb()).transaction(async (tx) => {
    const person = await changeablePerson(id, tx, true);
    if ("ok" in person) return person;
    await removeStaff(id, tx);
    await endSessionsOf(id, undefined, tx);
    await recordAudit(
      actor,
      `person ${id} removed`,
      { status: { from: person.status, to: "removed" } },
      tx,
    );
    return {
      ok: true,
      person: personView({ ...person, status: "removed", passwordHash: null }),
    };
  });
}
