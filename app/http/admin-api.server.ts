// Plumbing shared by the /api/admin/* routes: JSON errors, the session check, page parsing.
import { AdminPageSchema } from "#app/domain/admin-forms.ts";
import { requireAdminApi, type AdminSession } from "./admin-auth.server.ts";
import { describeIssue, handleApi, jsonError } from "./api.server.ts";

/** Runs an admin API handler after the session check; the answer carries the session's cookie. */
export function adminApi(
  request: Request,
  handler: (session: AdminSession) => Promise<Response>,
): Promise<Response> {
  return handleApi(async () => {
    const session = await requireAdminApi(request);
    const response = await handler(session);
    // A handler that sets its own cookie (logout) decides it; otherwise the session's is renewed.
    if (!response.headers.has("Set-Cookie")) {
      for (const [name, value] of Object.entries(session.headers))
        response.headers.set(name, value);
    }
    response.headers.set("Cache-Control", "private, no-store");
    return response;
  });
}

export function parseAdminPage(request: Request): number {
  const result = AdminPageSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!result.success) throw jsonError(400, describeIssue(result.error));
  return result.data.page;
}

/** A page of a list, with its total and page count in headers (lists beyond 100 items page). */
export function pagedJson(items: unknown[], total: number, pageSize: number): Response {
  return Response.json(items, {
    headers: {
      "X-Total-Count": String(total),
      "X-Page-Count": String(Math.max(1, Math.ceil(total / pageSize))),
    },
  });
}
