// GET /api/admin/audit?person=&kind=&from=&to=&page=: the audit log, newest first, 100 a page,
// filtered by person (the actor's e-mail, "system" or "visitor"), kind (app/domain/accounts/audit-action.ts)
// and days from/to (YYYY-MM-DD, Accra time, both included). Each entry: id, createdAt, actor (the
// person's e-mail), staffId, clientHash, kind, action and changes ({field: {from, to}}, secrets
// masked). 400 with a sentence for a bad filter. The log is append-only: only GET.
import { readAuditQuery } from "#app/admin/system/audit-query.server.ts";
import { ADMIN_PAGE_SIZE } from "#app/admin/shell/staff-forms.ts";
import { pagedJson } from "#app/admin/shell/api.server.ts";
import { handleApi, jsonError, methodNotAllowed } from "#app/http/api.server.ts";
import { countAuditLog, listAuditLog } from "#app/models/audit-log.server.ts";
import type { Route } from "./+types/audit";

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const query = readAuditQuery(new URL(request.url));
    if (!query.ok) return jsonError(400, query.error);
    const { filter, page } = query;
    const [items, total] = await Promise.all([
      listAuditLog(ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE, filter),
      countAuditLog(filter),
    ]);
    return pagedJson(items, total, ADMIN_PAGE_SIZE);
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
