// GET /api/admin/dashboard: {totalContacts, unreadContacts, totalSubscriptions, totalAnalytics}.
import { loadDashboardStats } from "#app/admin/dashboard-stats.server.ts";
import { adminApi } from "#app/http/admin-api.server.ts";
import { methodNotAllowed } from "#app/http/api.server.ts";
import type { Route } from "./+types/dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => Response.json(await loadDashboardStats()));
}

export function action() {
  return methodNotAllowed(["GET"]);
}
