// GET /api/admin/dashboard: {totalContacts, unreadContacts, totalSubscriptions, totalAnalytics}.
import { loadDashboardStats } from "#app/admin/shell/dashboard-stats.server.ts";
import { handleApi, methodNotAllowed } from "#app/http/api.server.ts";

export async function loader() {
  return handleApi(async () => Response.json(await loadDashboardStats()));
}

export function action() {
  return methodNotAllowed(["GET"]);
}
