// The e-mailed links that set a password (issue 28): accepting an invitation, asking for a reset
// link ("Forgot password?") and using it. Accepting or resetting opens a session on the device
// that used the link, in the same transaction as the new password and its audit entries; the
// transport turns the answered token into the session cookie.
import { createElement } from "react";
import { getEnv } from "#app/env.server.ts";
import { refusal, type Outcome } from "#app/domain/shared/outcome.ts";
import { wakeMailer } from "#app/mail/outbox.server.ts";
import { PasswordResetEmail } from "#app/mail/staff-link-email.tsx";
import { endSessionsOf } from "#app/models/admin-sessions.server.ts";
import { recordAudit } from "#app/models/audit-log.server.ts";
import { getDb, type Database } from "#app/models/db.server.ts";
import { isTwoFactorEnabled } from "#app/models/two-factor.server.ts";
import { hitRateLimit, returnRateLimitHit } from "#app/models/rate-limits.server.ts";
import {
  consumeStaffToken,
  findStaffByEmail,
  memberOf,
  peekStaffToken,
  setStaffPassword,
  type StaffMember,
  type StaffRow,
  type TokenPurpose,
} from "#app/models/staff.server.ts";
import { hashStaffPassword } from "#app/use-cases/people/password.server.ts";
import {
  INVITATION_LINK_DEAD,
  LINK_TRIES_WORDS,
  RESET_LINK_DEAD,
  RESET_LINK_SENT,
} from "#app/use-cases/people/password-link-words.ts";
import {
  openSession,
  staffActor,
  type SignInClient,
} from "#app/use-cases/people/sign-in.server.ts";
import { queueStaffLink } from "#app/use-cases/people/staff-link-mail.server.ts";
import { tooManyTries, type Throttled } from "#app/use-cases/people/throttle.server.ts";

const RESET_REQUESTS = { bucket: "admin-password-reset", limit: 5, windowMs: 15 * 60_000 };
/**
 * Dead links tried from one client (a guessed, expired or used token, opened or posted): each
 * guess is cheap to check but would otherwise be free to repeat, and a posted one used to cost a
 * password hash. A link that works gives its try back.
 */
const LINK_TRIES = { bucket: "admin-link-tries", limit: 10, windowMs: 15 * 60_000 };
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The live link's person (without using the link up), or null; a guess over the limit is a 429. */
async function checkLink(
  token: string,
  link: typeof INVITATION | typeof RESET,
  clientAddress: string,
): Promise<{ person: StaffRow | null } | Throttled> {
  const limit = await hitRateLimit(LINK_TRIES, clientAddress);
  if (!limit.isAllowed) return tooManyTries(LINK_TRIES_WORDS, limit);
  const peeked = TOKEN_PATTERN.test(token) ? await peekStaffToken(token, link.purpose) : null;
  const person = peeked?.status === link.status ? peeked : null;
  if (person) await returnRateLimitHit(LINK_TRIES, clientAddress);
  return { person };
}

/** The person a link is for, while it is live, without using it up (null for a dead link). */
export function personOfLink(
  token: string,
  purpose: TokenPurpose,
  clientAddress: string,
): Promise<{ person: StaffRow | null } | Throttled> {
  return checkLink(token, purpose === "invite" ? INVITATION : RESET, clientAddress);
}

/**
 * A link used: the person, and their new session's token; null when the person has two-factor
 * sign-in, who then signs in with the new password and a code (the link is not a second factor).
 */
export type SignedInByLink = Outcome<{ staff: StaffMember; token: string | null }> | Throttled;

const INVITATION = { purpose: "invite", status: "invited", dead: INVITATION_LINK_DEAD } as const;
const RESET = { purpose: "reset", status: "active", dead: RESET_LINK_DEAD } as const;

/**
 * Uses a link up and does `work` with its person, in one transaction; refused (410) when the
 * link is dead or its person is no longer in the state the link is for, and (429) when this
 * client has tried too many dead links. The link is checked before the password is hashed.
 */
async function withLiveLink(
  submission: { token: string; password: string },
  link: typeof INVITATION | typeof RESET,
  client: SignInClient,
  work: (person: StaffRow, passwordHash: string, tx: Database) => Promise<SignedInByLink>,
): Promise<SignedInByLink> {
  const checked = await checkLink(submission.token, link, client.address);
  if (!("person" in checked)) return checked;
  if (!checked.person) return refusal(410, link.dead);
  const passwordHash = await hashStaffPassword(submission.password);
  return (await getDb()).transaction(async (tx) => {
    const person = await consumeStaffToken(submission.token, link.purpose, tx);
    if (!person || person.status !== link.status) return refusal(410, link.dead);
    return work(person, passwordHash, tx);
  });
}

/** Uses an invitation link: sets the password and name, activates the account, signs them in. */
export function acceptInvitation(
  submission: { token: string; password: string; name?: string },
  client: SignInClient,
): Promise<SignedInByLink> {
  return withLiveLink(submission, INVITATION, client, async (person, passwordHash, tx) => {
    const name = submission.name || person.email.split("@")[0]!;
    await setStaffPassword(person.id, passwordHash, { name, activate: true }, tx);
    const actor = staffActor(person, client.address);
    await recordAudit(actor, `person ${person.id} accepted the invitation`, {}, tx);
    const staff = { ...memberOf(person), name: submission.name || person.name };
    return { ok: true, staff, token: await openSession(staff, client, tx) };
  });
}

/**
 * "Forgot password?": e-mails a reset link when the address belongs to an active account, and
 * does nothing otherwise; the answer is the same either way. Limited per client, so nobody can
 * flood a mailbox from here.
 */
export async function requestPasswordReset(
  email: string,
  clientAddress: string,
): Promise<Outcome<{ sent: string }> | Throttled> {
  const limit = await hitRateLimit(RESET_REQUESTS, clientAddress);
  if (!limit.isAllowed) {
    return {
      ...refusal(429, "Too many requests from here. Try again in a few minutes."),
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  const person = await findStaffByEmail(email);
  if (!person || person.status !== "active") return { ok: true, sent: RESET_LINK_SENT };
  await (
    await getDb()
  ).transaction(async (tx) => {
    await queueStaffLink(tx, person, "reset", {
      kind: "staff-password-reset",
      subject: `Reset your ${getEnv().SITE_NAME} dashboard password`,
      body: ({ url, ...site }) => createElement(PasswordResetEmail, { ...site, resetUrl: url }),
    });
    const visitor = { name: "visitor", clientAddress };
    await recordAudit(visitor, `person ${person.id} password reset requested`, {}, tx);
  });
  await wakeMailer();
  return { ok: true, sent: RESET_LINK_SENT };
}

/**
 * Uses a reset link: the new password, every session ended, this device signed in, unless the
 * person has two-factor sign-in: then they sign in with the new password and a code, under the
 * sign-in limits, as anyone else does (a reset link must not be a way around either).
 */
export function resetPassword(
  submission: { token: string; password: string },
  client: SignInClient,
): Promise<SignedInByLink> {
  return withLiveLink(submission, RESET, client, async (person, passwordHash, tx) => {
    await setStaffPassword(person.id, passwordHash, {}, tx);
    await endSessionsOf(person.id, undefined, tx);
    await recordAudit(
      staffActor(person, client.address),
      `person ${person.id} password reset`,
      {},
      tx,
    );
    const staff = memberOf(person);
    if (await isTwoFactorEnabled(person.id, tx)) return { ok: true, staff, token: null };
    return { ok: true, staff, token: await openSession(staff, client, tx) };
  });
}
