// GET /api/admin/clicks?page=n: partner click-outs, newest first, 100 a page (bots left out).
import { ADMIN_PAGE_SIZE } from "#app/admin/shell/staff-forms.ts";
import { pagedJson, parseAdminPage } from "#app/admin/shell/api.server.ts";
import { handleApi, methodNotAllowed } from "#app/http/api.server.ts";
import { countClicks, listClicks } from "#app/models/clicks.server.ts";
import type { Route } from "./+types/clicks";

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const page = parseAdminPage(request);
    const [items, total] = await Promise.all([
      listClicks({ page, pageSize: ADMIN_PAGE_SIZE }),
      countClicks(),
    ]);
    return pagedJson(items, total, ADMIN_PAGE_SIZE);
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
