// GET /api/admin/contacts?page=n: contact messages, newest first, 100 a page.
import { pagedList } from "#app/admin/inbox/inbox-api.server.ts";
import { methodNotAllowed } from "#app/http/api.server.ts";
import { countContactMessages, listContactMessages } from "#app/models/contacts.server.ts";
import type { Route } from "./+types/contacts";

export function loader({ request }: Route.LoaderArgs) {
  return pagedList(request, listContactMessages, async () => (await countContactMessages()).total);
}

export function action() {
  return methodNotAllowed(["GET"]);
}
