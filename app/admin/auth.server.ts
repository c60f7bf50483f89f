// Operator authentication: the session cookie, login with a brute-force limit kept in the
// database, logout, and refusal of state-changing requests from other origins. The admin guard
// (app/admin/guard.server.ts) applies the session check to every admin route on the server.
import { recordAudit } from "#app/models/audit-log.server.ts";
import { redirect } from "react-router";
import { getEnv } from "#app/env.server.ts";
import {
  createSession,
  deleteSession,
  SESSION_LIFETIME_MS,
  touchSession,
} from "#app/models/admin-sessions.server.ts";
import { hitRateLimit, returnRateLimitHit } from "#app/models/rate-limits.server.ts";
import { jsonError } from "#app/http/api.server.ts";
import { verifyPassword } from "#app/admin/password.server.ts";
import { isSameOrigin } from "#app/http/same-origin.server.ts";
import type { StaffMember } from "#app/admin/staff.server.ts";
import { checkSecondFactor, CODE_REQUIRED, WRONG_CODE } from "#app/admin/two-factor.server.ts";
import { issueLoginTicket, spendLoginTicket } from "#app/admin/login-ticket.server.ts";

export const SESSION_COOKIE = "akwaaba_admin";
const LOGIN_FAILURES = { bucket: "admin-login-failures", limit: 5, windowMs: 15 * 60_000 };

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
  /** Who holds the session. Until named accounts exist, the one shared password's owner. */
  staff: StaffMember;
  /** A Set-Cookie value that extends the cookie along with the session, when it is due. */
  renewal: string | null;
}

/** The one person the shared password signs in, until named accounts (issue 28) replace it. */
function sharedPasswordOwner(): StaffMember {
  return { id: 0, email: getEnv().CONTACT_EMAIL, name: "Operator", role: "owner" };
}

async function findSession(request: Request): Promise<AdminSession | null> {
  const token = readSessionToken(request);
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const expiresAt = await touchSession(token);
  if (!expiresAt) return null;
  const maxAge = Math.round((expiresAt.getTime() - Date.now()) / 1000);
  const isFresh = expiresAt.getTime() - Date.now() > SESSION_LIFETIME_MS - 60_000;
  return {
    token,
    staff: sharedPasswordOwner(),
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

export type LoginResult =
  | { ok: true; setCookie: string }
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

/** The sign-in limit's answer once the client has used up its guesses. */
function tooManyAttempts(retryAfterSeconds: number): LoginResult {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return {
    ok: false,
    status: 429,
    error: `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    retryAfterSeconds,
  };
}

export async function logIn(
  request: Request,
  password: string,
  clientAddress: string,
  code?: string,
): Promise<LoginResult> {
  if (!isSameOrigin(request)) {
    return { ok: false, status: 403, error: "Cross-site login attempts are refused." };
  }
  if (password.trim() === "") {
    return { ok: false, status: 400, error: "Please enter the admin password." };
  }
  // Each guess is counted before its password is checked, in one atomic step: guesses sent in
  // parallel (to one process or several) cannot all pass a check made before any was counted.
  const limit = await hitRateLimit(LOGIN_FAILURES, clientAddress);
  if (!limit.isAllowed) return tooManyAttempts(limit.retryAfterSeconds);
  const env = getEnv();
  const isValid = await verifyPassword(password, {
    plain: env.ADMIN_PASSWORD,
    hash: env.ADMIN_PASSWORD_HASH,
  });
  if (!isValid) {
    await recordAudit({ name: "visitor", clientAddress }, "login refused: wrong password");
    return { ok: false, status: 401, error: "Invalid password" };
  }
  return finishLogIn(sharedPasswordOwner(), code, clientAddress);
}

/**
 * After the password passed: the second factor when the person has one (issue 28), then the
 * session. The guess counted before the password check is given back unless the code is wrong,
 * so wrong codes count toward the same sign-in limit as wrong passwords.
 */
async function finishLogIn(
  staff: StaffMember,
  code: string | undefined,
  clientAddress: string,
  ticketExpires?: number,
): Promise<LoginResult> {
  const actor = { name: staff.email, staffId: staff.id, clientAddress };
  const secondFactor = await checkSecondFactor(staff.id, code, actor);
  if (secondFactor === "wrong-code") {
    await recordAudit(actor, "login refused: wrong two-factor code");
    const ticket = issueLoginTicket(staff.id, ticketExpires);
    return { ok: false, status: 401, error: WRONG_CODE, needsCode: true, ticket };
  }
  // The limit is on failures: a right password (and code) gives its guess back.
  await returnRateLimitHit(LOGIN_FAILURES, clientAddress);
  if (secondFactor === "code-required") {
    const ticket = issueLoginTicket(staff.id);
    return { ok: false, status: 401, error: CODE_REQUIRED, needsCode: true, ticket };
  }
  const { token } = await createSession();
  await recordAudit(actor, "logged in");
  return { ok: true, setCookie: sessionCookie(token, SESSION_LIFETIME_MS / 1000) };
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
  const limit = await hitRateLimit(LOGIN_FAILURES, clientAddress);
  if (!limit.isAllowed) return tooManyAttempts(limit.retryAfterSeconds);
  const reading = await spendLoginTicket(ticket);
  // Until named accounts exist, the one person a ticket can name is the shared password's owner.
  const staff = sharedPasswordOwner();
  if (reading.status !== "valid" || reading.staffId !== staff.id) {
    return {
      ok: false,
      status: 401,
      error: "That sign-in has expired or was already used. Enter your password again.",
    };
  }
  return finishLogIn(staff, code, clientAddress, reading.expires);
}

export async function logOut(request: Request, clientAddress: string): Promise<string> {
  const token = readSessionToken(request);
  if (token) {
    await deleteSession(token);
    await recordAudit({ name: sharedPasswordOwner().email, clientAddress }, "logged out");
  }
  return clearedSessionCookie();
}
