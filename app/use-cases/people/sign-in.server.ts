// Signing in and out (docs/decisions/032, 033): the e-mail and password, with brute-force limits
// per client and per account kept in the database; the second factor, by code or by the login
// screen's ticket; opening and ending a session; and the first owner made on first start. The
// session cookie and the same-origin check are the transport's (app/admin/people/auth.server.ts
// and the login routes): a use-case here answers the new session's token, or a refusal.
import { getEnv } from "#app/env.server.ts";
import { refusal } from "#app/domain/shared/outcome.ts";
import { createSession, deleteSession } from "#app/models/admin-sessions.server.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { getDb, type Database } from "#app/models/db.server.ts";
import {
  hitRateLimit,
  returnRateLimitHit,
  type RateLimit,
} from "#app/models/rate-limits.server.ts";
import {
  ensureFirstOwner,
  findStaffByEmail,
  getStaff,
  markSignedIn,
  memberOf,
  normaliseEmail,
  setStaffPassword,
  type StaffMember,
} from "#app/models/staff.server.ts";
import { knownDeviceOf } from "#app/use-cases/people/known-device.server.ts";
import { issueLoginTicket, spendLoginTicket } from "#app/use-cases/people/login-ticket.server.ts";
import {
  decoyPasswordHash,
  hashStaffPassword,
  needsRehash,
  verifyStaffPassword,
} from "#app/use-cases/people/password.server.ts";
import { tooManyTries, type Throttled } from "#app/use-cases/people/throttle.server.ts";
import {
  checkSecondFactor,
  CODE_REQUIRED,
  KEY_UNREADABLE,
  WRONG_CODE,
} from "#app/use-cases/people/two-factor.server.ts";

/**
 * Failed sign-ins from one client, whatever the e-mail: an address, or a known device (a browser
 * that signed in to the account before: app/use-cases/people/known-device.server.ts).
 */
export const LOGIN_FAILURES = { bucket: "admin-login-failures", limit: 5, windowMs: 15 * 60_000 };
/**
 * Failed sign-ins to one account from clients it does not know: guesses spread over many
 * addresses still stop. Higher than the per-client limit, so one client mistyping cannot lock the
 * others out; never applied to a known device, so nobody can lock a person out of the browser
 * they use by failing on purpose elsewhere.
 */
export const ACCOUNT_LOGIN_FAILURES = {
  bucket: "admin-login-account-failures",
  limit: 10,
  windowMs: 15 * 60_000,
};

/** Who is signing in from where: the client's address (for limits and the log) and its device. */
export interface SignInClient {
  address: string;
  device: string;
  /** The known-device value the browser sent, unchecked. */
  knownDevice?: string;
}

/** The limits one sign-in try counts against, each with the key it counts under. */
type SignInLimits = [RateLimit, string][];

/**
 * A known device counts its failures against itself alone; any other client against its address
 * and against the account.
 */
function limitsFor(client: SignInClient, staffId: number | null, email: string): SignInLimits {
  const device = staffId === null ? null : knownDeviceOf(client.knownDevice, staffId);
  if (device) return [[LOGIN_FAILURES, `device:${device}`]];
  return [
    [LOGIN_FAILURES, client.address],
    [ACCOUNT_LOGIN_FAILURES, `account:${email}`],
  ];
}

/**
 * Counts a try against every limit before its password or code is checked, in one atomic step
 * each: tries sent in parallel (to one process or several) cannot all pass a check made before
 * any was counted. Answers the refusal when a limit is spent.
 */
async function countTry(limits: SignInLimits): Promise<Throttled | null> {
  const results = [];
  for (const [limit, key] of limits) results.push(await hitRateLimit(limit, key));
  const spent = results.find((result) => !result.isAllowed);
  return spent ? tooManyTries("Too many failed attempts.", spent) : null;
}

/** The limits are on failures: a right password (and code) gives its try back. */
async function giveTryBack(limits: SignInLimits): Promise<void> {
  for (const [limit, key] of limits) await returnRateLimitHit(limit, key);
}

export type SignInRefusal = Throttled & {
  /** The password passed and a second-factor code is wanted (or was wrong). */
  needsCode?: true;
  /** For the login screen: the signed "password passed" ticket to send with the code. */
  ticket?: string;
};

export type SignInOutcome = { ok: true; token: string; staff: StaffMember } | SignInRefusal;

/**
 * On first start, when there is no account yet: the owner from OWNER_EMAIL with the bootstrap
 * password (ADMIN_PASSWORD_HASH's scrypt hash as it is, or ADMIN_PASSWORD hashed with argon2id).
 */
export async function bootstrapOwner(): Promise<boolean> {
  const env = getEnv();
  const hash = env.ADMIN_PASSWORD_HASH ?? (await hashStaffPassword(env.ADMIN_PASSWORD));
  return ensureFirstOwner(env.OWNER_EMAIL, hash);
}

/** The actor for the audit log: a staff member at a client. */
export function staffActor(member: { id: number; email: string }, clientAddress: string): Actor {
  return { name: member.email, staffId: member.id, clientAddress };
}

/**
 * Opens a session for a person on this device, in the caller's transaction when given: the
 * session, their last sign-in and the audit entry commit together. Answers the session's token.
 */
export async function openSession(
  member: StaffMember,
  client: SignInClient,
  db?: Database,
): Promise<string> {
  const work = async (tx: Database) => {
    const { token } = await createSession(member.id, client.device, tx);
    await markSignedIn(member.id, tx);
    await recordAudit(staffActor(member, client.address), "logged in", {}, tx);
    return token;
  };
  return db ? work(db) : (await getDb()).transaction(work);
}

export async function signIn(
  credentials: { email: string; password: string; code?: string },
  client: SignInClient,
): Promise<SignInOutcome> {
  if (credentials.password.trim() === "") {
    return refusal(400, "Please enter the admin password.");
  }
  const email = normaliseEmail(credentials.email);
  const person = await findStaffByEmail(email);
  const limits = limitsFor(client, person?.id ?? null, email);
  const throttled = await countTry(limits);
  if (throttled) return throttled;

  const stored = person?.status === "active" ? person.passwordHash : null;
  // An unknown e-mail costs the same hashing as a wrong password, so timing tells nothing.
  const isValid = await verifyStaffPassword(
    credentials.password,
    stored ?? (await decoyPasswordHash()),
  );
  if (!person || !stored || !isValid) {
    await recordAudit(
      { name: "visitor", clientAddress: client.address },
      "login refused: wrong password",
      {
        email: { from: null, to: email.slice(0, 254) },
      },
    );
    // One answer for a wrong e-mail and a wrong password: nobody learns who has an account.
    return refusal(401, "Invalid password");
  }
  if (needsRehash(stored)) {
    await setStaffPassword(person.id, await hashStaffPassword(credentials.password));
  }
  return finishSignIn(memberOf(person), credentials.code, client, limits);
}

/**
 * After the password passed: the second factor when the person has one, then the session. The
 * try counted before the password check is given back unless the code is wrong, so wrong codes
 * count toward the same sign-in limits as wrong passwords.
 */
async function finishSignIn(
  member: StaffMember,
  code: string | undefined,
  client: SignInClient,
  limits: SignInLimits,
  ticketExpires?: number,
): Promise<SignInOutcome> {
  const actor = staffActor(member, client.address);
  const secondFactor = await checkSecondFactor(member.id, code, actor);
  if (secondFactor === "wrong-code") {
    await recordAudit(actor, "login refused: wrong two-factor code");
    return askForCode(WRONG_CODE, issueLoginTicket(member.id, ticketExpires));
  }
  const isCodeTried = Boolean(code?.trim());
  if (secondFactor === "unreadable-key" && isCodeTried) {
    // No app code can pass: a try like a wrong code, with the words that say why.
    await recordAudit(actor, "login refused: two-factor key unreadable");
    return askForCode(KEY_UNREADABLE, issueLoginTicket(member.id, ticketExpires));
  }
  await giveTryBack(limits);
  if (secondFactor === "unreadable-key") {
    return askForCode(KEY_UNREADABLE, issueLoginTicket(member.id));
  }
  if (secondFactor === "code-required") {
    return askForCode(CODE_REQUIRED, issueLoginTicket(member.id));
  }
  return { ok: true, token: await openSession(member, client), staff: member };
}

function askForCode(error: string, ticket: string): SignInRefusal {
  return { ...refusal(401, error), needsCode: true, ticket };
}

/**
 * The login screen's second step: the code, with the ticket the password step issued in place
 * of the password. A ticket is spent by one try; a wrong code answers a fresh one that expires
 * when the first did.
 */
export async function signInWithTicket(
  ticket: string,
  code: string,
  client: SignInClient,
): Promise<SignInOutcome> {
  const reading = await spendLoginTicket(ticket);
  const person = reading.status === "valid" ? await getStaff(reading.staffId) : null;
  if (reading.status !== "valid" || !person || person.status !== "active") {
    // A bad ticket is a failure of this client's.
    const throttled = await countTry([[LOGIN_FAILURES, client.address]]);
    return (
      throttled ??
      refusal(401, "That sign-in has expired or was already used. Enter your password again.")
    );
  }
  const limits = limitsFor(client, person.id, person.email);
  const throttled = await countTry(limits);
  if (throttled) return throttled;
  return finishSignIn(memberOf(person), code, client, limits, reading.expires);
}

/** Ends the session a token opens, and says so in the audit log, in one transaction. */
export async function signOut(token: string | undefined, actor: Actor): Promise<void> {
  if (!token) return;
  await (
    await getDb()
  ).transaction(async (tx) => {
    await deleteSession(token, tx);
    await recordAudit(actor, "logged out", {}, tx);
  });
}
