// GET /api/admin/subscriptions.csv: every subscriber as a CSV download.
import { toCsv } from "#app/admin/csv.ts";
import { handleApi, methodNotAllowed } from "#app/http/api.server.ts";
import { listSubscriptions } from "#app/models/subscriptions.server.ts";

export async function loader() {
  return handleApi(async () => {
    const subscriptions = await listSubscriptions();
    const csv = toCsv([
      ["email", "subscribed_at", "status", "confirmed_at"],
      ...subscriptions.map((subscription) => [
        subscription.email,
        subscription.subscribedAt,
        subscription.status,
        subscription.confirmedAt ?? "",
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
