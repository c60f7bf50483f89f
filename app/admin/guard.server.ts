// The one check in front of every operator screen and admin API call (the admin-guard layout in
// app/routes.ts): no admin loader or action runs without a session. API calls get 401 JSON (403
// from another origin), screens a redirect to the login screen. The answer renews the session
// cookie and is never cached or indexed.
import type { MiddlewareFunction } from "react-router";
import {
  requireAdminApi,
  requireAdminPage,
  SESSION_COOKIE,
  type AdminSession,
} from "#app/admin/auth.server.ts";
import {
  apiUnavailable,
  reportDatabaseDown,
  unavailablePage,
} from "#app/http/database-down.server.ts";
import { adminSessionContext } from "#app/http/request-context.server.ts";

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

export const adminGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const isApi = new URL(request.url).pathname.startsWith("/api/");
  const session = await checkSession(request, isApi);
  context.set(adminSessionContext, session);
  const response = neverCached(await next());
  // A handler that sets the session cookie itself (logout) decides it; otherwise it is renewed.
  const setsSession = response.headers
    .getSetCookie()
    .some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!setsSession && session.renewal) response.headers.append("Set-Cookie", session.renewal);
  return response;
};
