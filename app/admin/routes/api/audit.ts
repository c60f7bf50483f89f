// GET /api/admin/audit?page=n: the audit log, newest first: content saves, settings changes,
// report imports, logins and logouts, each with actor, time, client hash and what changed.
import { ADMIN_PAGE_SIZE } from "#app/admin/forms.ts";
import { pagedJson, parseAdminPage } from "#app/admin/api.server.ts";
import { handleApi, methodNotAllowed } from "#app/http/api.server.ts";
import { countAuditLog, listAuditLog } from "#app/models/audit-log.server.ts";
import type { Route } from "./+types/audit";

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const page = parseAdminPage(request);
    const [items, total] = await Promise.all([
      listAuditLog(ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE),
      countAuditLog(),
    ]);
    return pagedJson(items, total, ADMIN_PAGE_SIZE);
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
