// The team's use-cases, shared by the People and Account screens and the admin JSON API:
// inviting, changing a role, removing, accepting an invitation, resetting and changing a
// password. Each writes the audit log with the person acting; the last owner is protected.
import { createElement } from "react";
import { getEnv } from "#app/env.server.ts";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, type Role } from "#app/domain/roles.ts";
import { queueEmails, wakeMailer } from "#app/mail/outbox.server.ts";
import { renderEmail } from "#app/mail/render.server.ts";
import { InvitationEmail, PasswordResetEmail } from "#app/mail/staff-link-email.tsx";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { endSessionsOf } from "#app/models/admin-sessions.server.ts";
import {
  consumeStaffToken,
  findStaffByEmail,
  getStaff,
  inviteStaff,
  isLastOwner,
  issueStaffToken,
  listStaff,
  removeStaff,
  setStaffPassword,
  setStaffRole,
  type StaffRow,
} from "#app/models/staff.server.ts";
import { isMailConfigured } from "#app/mail/transport.server.ts";
import { hashStaffPassword, verifyStaffPassword } from "#app/admin/people/password.server.ts";
import type { StaffMember } from "#app/admin/shell/staff.server.ts";

export interface PersonView {
  id: number;
  email: string;
  name: string;
  role: Role;
  roleLabel: string;
  status: "invited" | "active" | "removed";
  lastSignInAt: string | null;
  createdAt: string;
}

export function personView(row: StaffRow): PersonView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    roleLabel: ROLE_LABELS[row.role],
    status: row.status,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPeople(): Promise<PersonView[]> {
  return (await listStaff()).map(personView);
}

export type PeopleOutcome<T> =
  { ok: true; value: T } | { ok: false; status: 404 | 409; error: string };

const LAST_OWNER =
  "This is the only owner: make someone else an owner first, so the site always has one.";

/** What the inviter learns about the e-mail: sent, or the link to pass on while e-mail is off. */
export interface InvitationSent {
  person: PersonView;
  emailed: boolean;
  /** Only while e-mail is off (no SMTP_URL), so the owner can pass the link on themselves. */
  acceptUrl?: string;
}

async function sendInvitation(person: StaffRow, inviter: StaffMember): Promise<InvitationSent> {
  const env = getEnv();
  const token = await issueStaffToken(person.id, "invite");
  const acceptUrl = `${env.SITE_URL}/admin/invite/${token}`;
  const { html, text } = await renderEmail(
    createElement(InvitationEmail, {
      siteName: env.SITE_NAME,
      siteUrl: env.SITE_URL,
      inviterName: inviter.name || inviter.email,
      roleLabel: ROLE_LABELS[person.role],
      roleDescription: ROLE_DESCRIPTIONS[person.role],
      acceptUrl,
    }),
  );
  await queueEmails([
    {
      kind: "staff-invitation",
      toAddress: person.email,
      subject: `You are invited to ${env.SITE_NAME}'s dashboard`,
      html,
      text,
    },
  ]);
  await wakeMailer();
  const emailed = isMailConfigured();
  return { person: personView(person), emailed, ...(emailed ? {} : { acceptUrl }) };
}

export async function invitePerson(
  actor: Actor,
  inviter: StaffMember,
  email: string,
  role: Role,
): Promise<PeopleOutcome<InvitationSent>> {
  const person = await inviteStaff(email, role);
  if (!person) {
    return {
      ok: false,
      status: 409,
      error: `${email} already has an account. Change their role instead, or resend their invitation.`,
    };
  }
  await recordAudit(actor, `person ${person.id} invited`, {
    email: { from: null, to: person.email },
    role: { from: null, to: role },
  });
  return { ok: true, value: await sendInvitation(person, inviter) };
}

export async function resendInvitation(
  actor: Actor,
  inviter: StaffMember,
  id: number,
): Promise<PeopleOutcome<InvitationSent>> {
  const person = await getStaff(id);
  if (!person) return { ok: false, status: 404, error: "That person does not exist." };
  if (person.status !== "invited") {
    return { ok: false, status: 409, error: `${person.email} is not waiting for an invitation.` };
  }
  await recordAudit(actor, `person ${person.id} invitation resent`);
  return { ok: true, value: await sendInvitation(person, inviter) };
}

export async function changeRole(
  actor: Actor,
  id: number,
  role: Role,
): Promise<PeopleOutcome<PersonView>> {
  const person = await getStaff(id);
  if (!person || person.status === "removed") {
    return { ok: false, status: 404, error: "That person does not exist." };
  }
  if (person.role === role) return { ok: true, value: personView(person) };
  if (role !== "owner" && (await isLastOwner(id))) {
    return { ok: false, status: 409, error: LAST_OWNER };
  }
  await setStaffRole(id, role);
  await recordAudit(actor, `person ${id} role changed`, {
    role: { from: person.role, to: role },
  });
  return { ok: true, value: personView({ ...person, role }) };
}

export async function removePerson(actor: Actor, id: number): Promise<PeopleOutcome<PersonView>> {
  const person = await getStaff(id);
  if (!person || person.status === "removed") {
    return { ok: false, status: 404, error: "That person does not exist." };
  }
  if (await isLastOwner(id)) return { ok: false, status: 409, error: LAST_OWNER };
  await removeStaff(id);
  await recordAudit(actor, `person ${id} removed`, {
    status: { from: person.status, to: "removed" },
  });
  return { ok: true, value: personView({ ...person, status: "removed", passwordHash: null }) };
}

/** Uses an invitation link: sets the password, activates the account. Null when the link is dead. */
export async function acceptInvitation(
  token: string,
  password: string,
  name: string | undefined,
  clientAddress: string,
): Promise<StaffMember | null> {
  const person = await consumeStaffToken(token, "invite");
  if (!person || person.status !== "invited") return null;
  await setStaffPassword(person.id, await hashStaffPassword(password), {
    name: name || person.email.split("@")[0]!,
    activate: true,
  });
  const member = {
    id: person.id,
    email: person.email,
    name: name || person.name,
    role: person.role,
  };
  await recordAudit(
    { name: person.email, staffId: person.id, clientAddress },
    `person ${person.id} accepted the invitation`,
  );
  return member;
}

/**
 * "Forgot password?": e-mails a reset link when the address belongs to an active account, and
 * does nothing otherwise; the caller answers the same either way.
 */
export async function requestPasswordReset(email: string, clientAddress: string): Promise<void> {
  const person = await findStaffByEmail(email);
  if (!person || person.status !== "active") return;
  const env = getEnv();
  const token = await issueStaffToken(person.id, "reset");
  const resetUrl = `${env.SITE_URL}/admin/reset/${token}`;
  const { html, text } = await renderEmail(
    createElement(PasswordResetEmail, { siteName: env.SITE_NAME, siteUrl: env.SITE_URL, resetUrl }),
  );
  await queueEmails([
    {
      kind: "staff-password-reset",
      toAddress: person.email,
      subject: `Reset your ${env.SITE_NAME} dashboard password`,
      html,
      text,
    },
  ]);
  await wakeMailer();
  await recordAudit(
    { name: "visitor", clientAddress },
    `person ${person.id} password reset requested`,
  );
}

/** Uses a reset link: the new password, every session ended. Null when the link is dead. */
export async function resetPassword(
  token: string,
  password: string,
  clientAddress: string,
): Promise<StaffMember | null> {
  const person = await consumeStaffToken(token, "reset");
  if (!person || person.status !== "active") return null;
  await setStaffPassword(person.id, await hashStaffPassword(password));
  await endSessionsOf(person.id);
  await recordAudit(
    { name: person.email, staffId: person.id, clientAddress },
    `person ${person.id} password reset`,
  );
  return { id: person.id, email: person.email, name: person.name, role: person.role };
}

/** A person changes their own password: the current one first; their other sessions end. */
export async function changeOwnPassword(
  actor: Actor,
  member: StaffMember,
  currentSessionId: number,
  currentPassword: string,
  password: string,
): Promise<{ ok: true; endedSessions: number } | { ok: false; error: string }> {
  const person = await getStaff(member.id);
  const isValid =
    person?.passwordHash != null &&
    (await verifyStaffPassword(currentPassword, person.passwordHash));
  if (!isValid) return { ok: false, error: "Your current password is not right." };
  await setStaffPassword(member.id, await hashStaffPassword(password));
  const endedSessions = await endSessionsOf(member.id, currentSessionId);
  await recordAudit(actor, `person ${member.id} password changed`, {
    otherSessionsEnded: { from: null, to: endedSessions },
  });
  return { ok: true, endedSessions };
}
