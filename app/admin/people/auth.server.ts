// Staff authentication: the session cookie, sign-in by e-mail and password with brute-force
// limits per client and per account kept in the database, logout, and refusal of
// state-changing requests from other origins. The admin guard (app/admin/shell/guard.server.ts)
// applies the session check to every admin route on the server.
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { redirect } from "react-router";
import { getEnv } from "#app/env.server.ts";
import {
  createSession,
  deleteSession,
  SESSION_LIFETIME_MS,
  touchSession,
} from "#app/models/admin-sessions.server.ts";
import {
  hitRateLimit,
  returnRateLimitHit,
  type RateLimitResult,
} from "#app/models/rate-limits.server.ts";
import { jsonError } from "#app/http/api.server.ts";
import {
  decoyPasswordHash,
  hashStaffPassword,
  needsRehash,
  verifyStaffPassword,
} from "#app/admin/people/password.server.ts";
import { isSameOrigin } from "#app/http/same-origin.server.ts";
import type { StaffMember } from "#app/admin/shell/staff.server.ts";
import { deviceName } from "#app/domain/device-name.ts";
import {
  ensureFirstOwner,
  findStaffByEmail,
  getStaff,
  markSignedIn,
  normaliseEmail,
  setStaffPassword,
} from "#app/models/staff.server.ts";
import {
  checkSecondFactor,
  CODE_REQUIRED,
  WRONG_CODE,
} from "#app/admin/people/two-factor.server.ts";
import { issueLoginTicket, spendLoginTicket } from "#app/admin/people/login-ticket.server.ts";

export const SESSION_COOKIE = "akwaaba_admin";
/** Failed sign-ins from one client, whatever the e-mail. */
export const LOGIN_FAILURES = { bucket: "admin-login-failures", limit: 5, windowMs: 15 * 60_000 };
/**
 * Failed sign-ins to one account, from any client: guesses spread over many addresses still
 * stop. Higher than the per-client limit, so one client mistyping cannot lock the owner out.
 */
export const ACCOUNT_LOGIN_FAILURES = {
  bucket: "admin-login-account-failures",
  limit: 10,
  windowMs: 15 * 60_000,
};

function sessionCookie(token: string, maxAgeSeconds: number): string {
  const parts = [
    `${SESSION_COOKIE}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (getEnv().isProduction) parts.push("Secure");
  return parts.join("; ");
}

export const clearedSessionCookie = () => sessionCookie("", 0);

export function readSessionToken(request: Request): string | undefined {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE) return value.join("=") || undefined;
  }
  return undefined;
}

export interface AdminSession {
  token: string;
  /** The session's row, so the Account screen can mark "this device" and keep it when ending others. */
  sessionId: number;
  /** Who holds the session. */
  staff: StaffMember;
  /** A Set-Cookie value that extends the cookie along with the session, when it is due. */
  renewal: string | null;
}

/** The actor for the audit log: a staff member at a client. */
export function staffActor(member: { id: number; email: string }, clientAddress: string): Actor {
  return { name: member.email, staffId: member.id, clientAddress };
}

async function findSession(request: Request): Promise<AdminSession | null> {
  const token = readSessionToken(request);
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const holder = await touchSession(token);
  if (!holder) return null;
  const maxAge = Math.round((holder.expiresAt.getTime() - Date.now()) / 1000);
  const isFresh = holder.expiresAt.getTime() - Date.now() > SESSION_LIFETIME_MS - 10 * 60_000;
  return {
    token,
    sessionId: holder.sessionId,
    staff: holder.staff,
    renewal: isFresh ? sessionCookie(token, maxAge) : null,
  };
}

/** For admin API routes: the session, or a thrown 401 (403 for a foreign origin) JSON answer. */
export async function requireAdminApi(request: Request): Promise<AdminSession> {
  if (request.method !== "GET" && request.method !== "HEAD" && !isSameOrigin(request)) {
    throw jsonError(403, "Cross-site requests to the admin API are refused.");
  }
  const session = await findSession(request);
  if (!session) throw jsonError(401, "Log in to the admin dashboard first.");
  return session;
}

/** For admin pages: the session, or a thrown redirect to the login screen. */
export async function requireAdminPage(request: Request): Promise<AdminSession> {
  if (request.method !== "GET" && request.method !== "HEAD" && !isSameOrigin(request)) {
    throw new Response("Cross-site requests are refused.", { status: 403 });
  }
  const session = await findSession(request);
  if (!session) throw redirect("/admin", { headers: { "Set-Cookie": clearedSessionCookie() } });
  return session;
}

export async function hasAdminSession(request: Request): Promise<boolean> {
  return (await findSession(request)) !== null;
}

/**
 * On first start, when there is no account yet: the owner from OWNER_EMAIL with the bootstrap
 * password (ADMIN_PASSWORD_HASH's scrypt hash as it is, or ADMIN_PASSWORD hashed with argon2id).
 */
export async function bootstrapOwner(): Promise<boolean> {
  const env = getEnv();
  const hash = env.ADMIN_PASSWORD_HASH ?? (await hashStaffPassword(env.ADMIN_PASSWORD));
  return ensureFirstOwner(env.OWNER_EMAIL, hash);
}

export type LoginResult =
  | { ok: true; setCookie: string; staff: StaffMember }
  | {
      ok: false;
      status: 400 | 401 | 403 | 429;
      error: string;
      retryAfterSeconds?: number;
      /** The password passed and a second-factor code is wanted (or was wrong). */
      needsCode?: true;
      /** For the login screen: the signed "password passed" ticket to send with the code. */
      ticket?: string;
    };

function tooMany(limit: RateLimitResult): LoginResult {
  const minutes = Math.ceil(limit.retryAfterSeconds / 60);
  return {
    ok: false,
    status: 429,
    error: `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    retryAfterSeconds: limit.retryAfterSeconds,
  };
}

/** Starts a session for a person on this device; answers its Set-Cookie value. */
export async function startSession(
  request: Request,
  member: StaffMember,
  clientAddress: string,
): Promise<string> {
  const { token } = await createSession(member.id, deviceName(request.headers.get("user-agent")));
  await markSignedIn(member.id);
  await recordAudit(staffActor(member, clientAddress), "logged in");
  return sessionCookie(token, SESSION_LIFETIME_MS / 1000);
}

export async function logIn(
  request: Request,
  credentials: { email: string; password: string; code?: string },
  clientAddress: string,
): Promise<LoginResult> {
  if (!isSameOrigin(request)) {
    return { ok: false, status: 403, error: "Cross-site login attempts are refused." };
  }
  if (credentials.password.trim() === "") {
    return { ok: false, status: 400, error: "Please enter the admin password." };
  }
  const email = normaliseEmail(credentials.email);
  // Each guess is counted before its password is checked, in one atomic step: guesses sent in
  // parallel (to one process or several) cannot all pass a check made before any was counted.
  const byClient = await hitRateLimit(LOGIN_FAILURES, clientAddress);
  const byAccount = await hitRateLimit(ACCOUNT_LOGIN_FAILURES, `account:${email}`);
  if (!byClient.isAllowed) return tooMany(byClient);
  if (!byAccount.isAllowed) return tooMany(byAccount);

  const person = await findStaffByEmail(email);
  const stored = person?.status === "active" ? person.passwordHash : null;
  // An unknown e-mail costs the same hashing as a wrong password, so timing tells nothing.
  const isValid = await verifyStaffPassword(
    credentials.password,
    stored ?? (await decoyPasswordHash()),
  );
  if (!person || !stored || !isValid) {
    await recordAudit({ name: "visitor", clientAddress }, "login refused: wrong password", {
      email: { from: null, to: email.slice(0, 254) },
    });
    // One answer for a wrong e-mail and a wrong password: nobody learns who has an account.
    return { ok: false, status: 401, error: "Invalid password" };
  }
  if (needsRehash(stored)) {
    await setStaffPassword(person.id, await hashStaffPassword(credentials.password));
  }
  const member: StaffMember = {
    id: person.id,
    email: person.email,
    name: person.name,
    role: person.role,
  };
  return finishLogIn(request, member, credentials.code, clientAddress);
}

/**
 * After the password passed: the second factor when the person has one, then the session. The
 * guesses counted before the password check are given back unless the code is wrong, so wrong
 * codes count toward the same sign-in limits as wrong passwords.
 */
async function finishLogIn(
  request: Request,
  member: StaffMember,
  code: string | undefined,
  clientAddress: string,
  ticketExpires?: number,
): Promise<LoginResult> {
  const actor = staffActor(member, clientAddress);
  const secondFactor = await checkSecondFactor(member.id, code, actor);
  if (secondFactor === "wrong-code") {
    await recordAudit(actor, "login refused: wrong two-factor code");
    const ticket = issueLoginTicket(member.id, ticketExpires);
    return { ok: false, status: 401, error: WRONG_CODE, needsCode: true, ticket };
  }
  // The limits are on failures: a right password (and code) gives its guesses back.
  await returnRateLimitHit(LOGIN_FAILURES, clientAddress);
  await returnRateLimitHit(ACCOUNT_LOGIN_FAILURES, `account:${member.email}`);
  if (secondFactor === "code-required") {
    const ticket = issueLoginTicket(member.id);
    return { ok: false, status: 401, error: CODE_REQUIRED, needsCode: true, ticket };
  }
  return { ok: true, setCookie: await startSession(request, member, clientAddress), staff: member };
}

/**
 * The login screen's second step: the code, with the ticket the password step issued in place
 * of the password. A ticket is spent by one try; a wrong code answers a fresh one that expires
 * when the first did.
 */
export async function logInWithTicket(
  request: Request,
  ticket: string,
  code: string,
  clientAddress: string,
): Promise<LoginResult> {
  if (!isSameOrigin(request)) {
    return { ok: false, status: 403, error: "Cross-site login attempts are refused." };
  }
  const byClient = await hitRateLimit(LOGIN_FAILURES, clientAddress);
  if (!byClient.isAllowed) return tooMany(byClient);
  const reading = await spendLoginTicket(ticket);
  const person = reading.status === "valid" ? await getStaff(reading.staffId) : null;
  if (reading.status !== "valid" || !person || person.status !== "active") {
    return {
      ok: false,
      status: 401,
      error: "That sign-in has expired or was already used. Enter your password again.",
    };
  }
  const byAccount = await hitRateLimit(ACCOUNT_LOGIN_FAILURES, `account:${person.email}`);
  if (!byAccount.isAllowed) return tooMany(byAccount);
  const member: StaffMember = {
    id: person.id,
    email: person.email,
    name: person.name,
    role: person.role,
  };
  return finishLogIn(request, member, code, clientAddress, reading.expires);
}

export async function logOut(
  request: Request,
  clientAddress: string,
  member: StaffMember,
): Promise<string> {
  const token = readSessionToken(request);
  if (token) {
    await deleteSession(token);
    await recordAudit(staffActor(member, clientAddress), "logged out");
  }
  return clearedSessionCookie();
}
