// GET /api/admin/contacts?page=n: contact messages, newest first, 100 a page.
import { ADMIN_PAGE_SIZE } from "#app/admin/shell/forms.ts";
import { pagedJson, parseAdminPage } from "#app/admin/shell/api.server.ts";
import { handleApi, methodNotAllowed } from "#app/http/api.server.ts";
import { countContactMessages, listContactMessages } from "#app/models/contacts.server.ts";
import type { Route } from "./+types/contacts";

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const page = parseAdminPage(request);
    const [items, counts] = await Promise.all([
      listContactMessages({ page, pageSize: ADMIN_PAGE_SIZE }),
      countContactMessages(),
    ]);
    return pagedJson(items, counts.total, ADMIN_PAGE_SIZE);
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
