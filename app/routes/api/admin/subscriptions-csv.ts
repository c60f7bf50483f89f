// GET /api/admin/subscriptions.csv: every subscriber as a CSV download.
import { toCsv } from "#app/domain/csv.ts";
import { adminApi } from "#app/http/admin-api.server.ts";
import { methodNotAllowed } from "#app/http/api.server.ts";
import { listSubscriptions } from "#app/models/subscriptions.server.ts";
import type { Route } from "./+types/subscriptions-csv";

export async function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    const subscriptions = await listSubscriptions();
    const csv = toCsv([
      ["email", "subscribed_at", "status"],
      ...subscriptions.map((subscription) => [
        subscription.email,
        subscription.subscribedAt,
        "Active",
      ]),
    ]);
    const date = new Date().toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="newsletter-subscribers-${date}.csv"`,
      },
    });
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
