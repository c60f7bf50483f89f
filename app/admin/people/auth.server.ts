// The session cookie, the transport of staff sign-in: reading it, setting it for a new session
// (the use-cases in app/use-cases/people/ answer the token), clearing it, and finding the session
// it names on every admin request, with refusal of state-changing requests from other origins. The
// admin guard (app/admin/shell/guard.server.ts) applies the session check to every admin route.
import { redirect } from "react-router";
import { getEnv } from "#app/env.server.ts";
import { hostCookieName, readCookie } from "#app/domain/accounts/cookie-header.ts";
import { refusal, type Refusal } from "#app/domain/shared/outcome.ts";
import { jsonError } from "#app/http/api.server.ts";
import { isSameOrigin } from "#app/http/same-origin.server.ts";
import { SESSION_LIFETIME_MS, touchSession } from "#app/models/admin-sessions.server.ts";
import type { StaffMember } from "#app/models/staff.server.ts";
import {
  issueKnownDevice,
  KNOWN_DEVICE_LIFETIME_MS,
} from "#app/use-cases/people/known-device.server.ts";

/**
 * The session cookie's name: `__Host-akwaaba_admin` wherever cookies are Secure (production), so
 * no subdomain or plain-http page can set or shadow it; the bare name on plain-http localhost,
 * where browsers refuse the prefix. A session made under the old bare name in production is not
 * read: its holder signs in once more.
 */
export const sessionCookieName = () => hostCookieName("akwaaba_admin", getEnv().isProduction);
/** The known-device cookie (app/use-cases/people/known-device.server.ts), named the same way. */
const knownDeviceCookieName = () => hostCookieName("akwaaba_device", getEnv().isProduction);

function cookie(name: string, value: string, maxAgeSeconds: number): string {
  const parts = [
    `${name}=${value}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (getEnv().isProduction) parts.push("Secure");
  return parts.join("; ");
}

const sessionCookie = (token: string, maxAgeSeconds: number) =>
  cookie(sessionCookieName(), token, maxAgeSeconds);

export const clearedSessionCookie = () => sessionCookie("", 0);

/**
 * The Set-Cookie headers for a person just signed in on this browser: the session, and the
 * known-device cookie that spares this browser the limits other clients' failures set off.
 */
export function signedInCookies(signedIn: {
  token: string;
  staff: { id: number };
}): [string, string][] {
  return [
    ["Set-Cookie", sessionCookie(signedIn.token, SESSION_LIFETIME_MS / 1000)],
    [
      "Set-Cookie",
      cookie(
        knownDeviceCookieName(),
        issueKnownDevice(signedIn.staff.id),
        KNOWN_DEVICE_LIFETIME_MS / 1000,
      ),
    ],
  ];
}

export function readSessionToken(request: Request): string | undefined {
  return readCookie(request.headers.get("cookie") ?? "", sessionCookieName()) || undefined;
}

/** The known-device value this browser holds, unchecked (the sign-in use-case checks it). */
export function readKnownDevice(request: Request): string | undefined {
  return readCookie(request.headers.get("cookie") ?? "", knownDeviceCookieName()) || undefined;
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

/** A sign-in sent from another site's page: refused before anything is checked or counted. */
export function crossSiteSignIn(request: Request): Refusal | null {
  return isSameOrigin(request) ? null : refusal(403, "Cross-site login attempts are refused.");
}
