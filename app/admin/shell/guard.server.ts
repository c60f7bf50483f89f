// The one check in front of every operator screen and admin API call (the admin-guard layout in
// app/routes.ts): no admin loader or action runs without a session, nor without the permission
// app/admin/shell/route-access.ts gives the route and method (a route missing there is refused). API
// calls get 401 JSON (403 from another origin or for a role without the permission), screens a
// redirect to the login screen or a 403 page. When the owner requires two-factor sign-in, a person
// without it gets only the enrolment screen until they set it up (its own step, below). The answer
// renews the session cookie and is never cached or indexed.
import { redirect, type MiddlewareFunction } from "react-router";
import { href } from "#app/paths.ts";
import { landingPathFor } from "#app/admin/shell/dashboard-tabs.ts";
import { permissionFor } from "#app/admin/shell/route-access.ts";
import { can, ROLE_LABELS, type Role } from "#app/domain/accounts/roles.ts";
import {
  requireAdminApi,
  requireAdminPage,
  sessionCookieName,
  type AdminSession,
} from "#app/admin/people/auth.server.ts";
import {
  apiUnavailable,
  reportDatabaseDown,
  unavailablePage,
} from "#app/http/database-down.server.ts";
import { adminSessionContext, mustEnrolContext } from "#app/admin/shell/session-context.server.ts";
import { jsonError } from "#app/http/api.server.ts";
import { flashToastCookie } from "#app/components/ui/toast.server.ts";
import { loadSignInSettings } from "#app/models/settings.server.ts";
import { isTwoFactorEnabled } from "#app/models/two-factor.server.ts";

const TWO_FACTOR_PATH = href("/admin/dashboard/account/two-factor");
/** What a person who must enrol may still reach: enrolment itself, and logging out. */
const OPEN_WHILE_ENROLLING = [
  TWO_FACTOR_PATH,
  href("/api/admin/account/two-factor"),
  href("/api/admin/logout"),
];

function neverCached(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex");
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

async function checkSession(request: Request, isApi: boolean): Promise<AdminSession> {
  try {
    return isApi ? await requireAdminApi(request) : await requireAdminPage(request);
  } catch (error) {
    if (error instanceof Response) throw neverCached(error);
    // The session lives in the database: while it is away the operator gets a 503, not a 500.
    reportDatabaseDown("admin session", error);
    throw isApi ? neverCached(apiUnavailable()) : unavailablePage();
  }
}

function refusal(role: Role, isApi: boolean, isKnownRoute: boolean): Response {
  const message = isKnownRoute
    ? `Your role (${ROLE_LABELS[role]}) does not allow this. Ask the site's owner if you need it.`
    : "This admin route has no access rule yet, so it is closed to everyone.";
  return neverCached(
    isApi
      ? jsonError(403, message)
      : new Response(message, { status: 403, headers: { "Content-Type": "text/plain" } }),
  );
}

/** Throws the refusal unless the person's role may use this route with this method. */
function checkRole(request: Request, pattern: string, role: Role, isApi: boolean): void {
  const url = new URL(request.url);
  const isIndexAction = url.searchParams.has("index");
  const permission = permissionFor(pattern, request.method, isIndexAction);
  if (permission && can(role, permission)) return;
  // The dashboard's address itself sends a person to the first tab their role opens.
  const isDashboardHome =
    !isApi &&
    (request.method === "GET" || request.method === "HEAD") &&
    pattern.replace(/^\/+/, "") === "admin/dashboard" &&
    !isIndexAction &&
    (url.pathname === href("/admin/dashboard") ||
      url.pathname === `${href("/admin/dashboard")}.data`);
  if (isDashboardHome && permission) throw redirect(landingPathFor(role));
  throw refusal(role, isApi, permission !== null);
}

function isOpenWhileEnrolling(request: Request): boolean {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  if (OPEN_WHILE_ENROLLING.includes(path)) return true;
  // The dashboard's Logout button posts to the dashboard itself, whose only action is logout.
  return request.method === "POST" && path === href("/admin/dashboard");
}

/** Whether the owner requires two-factor sign-in and this person has not set it up. */
async function mustEnrol(session: AdminSession, isApi: boolean): Promise<boolean> {
  try {
    const { requireTwoFactor } = await loadSignInSettings();
    return requireTwoFactor === "on" && !(await isTwoFactorEnabled(session.staff.id));
  } catch (error) {
    reportDatabaseDown("two-factor requirement", error);
    throw isApi ? neverCached(apiUnavailable()) : unavailablePage();
  }
}

/**
 * Issue 28: with "Require two-factor sign-in for everyone" on, a person without it is sent to
 * enrol (screens) or refused with a 403 saying so (API) everywhere else.
 */
function refuseUntilEnrolled(isApi: boolean): never {
  if (isApi) {
    throw neverCached(
      jsonError(
        403,
        `Two-factor sign-in is required on this site: set it up first at ${TWO_FACTOR_PATH} (or POST /api/admin/account/two-factor {"action": "start"}).`,
      ),
    );
  }
  throw neverCached(
    redirect(TWO_FACTOR_PATH, {
      headers: {
        "Set-Cookie": flashToastCookie({
          title: "Two-Factor Sign-In Required",
          description: "Set up two-factor sign-in to use the dashboard.",
        }),
      },
    }),
  );
}

export const adminGuard: MiddlewareFunction<Response> = async (
  { request, context, pattern },
  next,
) => {
  const isApi = new URL(request.url).pathname.startsWith("/api/");
  const session = await checkSession(request, isApi);
  context.set(adminSessionContext, session);
  // Enrolment comes before anything else, then the role's permission for this route.
  const isEnrolling = await mustEnrol(session, isApi);
  if (isEnrolling && !isOpenWhileEnrolling(request)) refuseUntilEnrolled(isApi);
  context.set(mustEnrolContext, isEnrolling);
  checkRole(request, pattern, session.staff.role, isApi);
  const response = neverCached(await next());
  // A handler that sets the session cookie itself (logout) decides it; otherwise it is renewed.
  const setsSession = response.headers
    .getSetCookie()
    .some((cookie) => cookie.startsWith(`${sessionCookieName()}=`));
  if (!setsSession && session.renewal) response.headers.append("Set-Cookie", session.renewal);
  return response;
};
