// GET /api/admin/subscriptions?page=n: subscribers, newest first, 100 a page.
import { ADMIN_PAGE_SIZE } from "#app/admin/shell/forms.ts";
import { pagedJson, parseAdminPage } from "#app/admin/shell/api.server.ts";
import { handleApi, methodNotAllowed } from "#app/http/api.server.ts";
import { countSubscriptions, listSubscriptions } from "#app/models/subscriptions.server.ts";
import type { Route } from "./+types/subscriptions";

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const page = parseAdminPage(request);
    const [items, total] = await Promise.all([
      listSubscriptions({ page, pageSize: ADMIN_PAGE_SIZE }),
      countSubscriptions(),
    ]);
    return pagedJson(items, total, ADMIN_PAGE_SIZE);
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
