// GET /api/admin/subscriptions?page=n: subscribers, newest first, 100 a page.
import { pagedList } from "#app/admin/inbox/inbox-api.server.ts";
import { methodNotAllowed } from "#app/http/api.server.ts";
import { countSubscriptions, listSubscriptions } from "#app/models/subscriptions.server.ts";
import type { Route } from "./+types/subscriptions";

export function loader({ request }: Route.LoaderArgs) {
  return pagedList(request, (paging) => listSubscriptions(paging), countSubscriptions);
}

export function action() {
  return methodNotAllowed(["GET"]);
}
