// Plumbing shared by the /api/admin/* routes: page parsing and paged lists. The session check is
// the admin guard's (app/admin/shell/guard.server.ts).
import { AdminPageSchema } from "#app/admin/shell/staff-forms.ts";
import { describeIssue, jsonError } from "#app/http/api.server.ts";
import { pageCountFor } from "#app/domain/hotel-lists/paging.ts";

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
      "X-Page-Count": String(pageCountFor(total, pageSize)),
    },
  });
}
