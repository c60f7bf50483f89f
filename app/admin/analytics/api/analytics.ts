// GET /api/admin/analytics?page=n: analytics events, newest first, 100 a page.
import { ADMIN_PAGE_SIZE } from "#app/admin/shell/staff-forms.ts";
import { pagedJson, parseAdminPage } from "#app/admin/shell/api.server.ts";
import { handleApi, methodNotAllowed } from "#app/http/api.server.ts";
import { countEvents, listEvents } from "#app/models/analytics.server.ts";
import type { Route } from "./+types/analytics";

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const page = parseAdminPage(request);
    const [items, total] = await Promise.all([
      listEvents({ page, pageSize: ADMIN_PAGE_SIZE }),
      countEvents(),
    ]);
    return pagedJson(items, total, ADMIN_PAGE_SIZE);
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
