// GET /api/admin/subscriptions.csv: every subscriber as a CSV download; the audit log records who
// took it and how many rows it held.
import { csvDownload, toCsv } from "#app/admin/shell/csv.ts";
import { handleApi, jsonRefusal, methodNotAllowed } from "#app/http/api.server.ts";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { exportSubscriptions } from "#app/use-cases/newsletter/export.server.ts";
import type { Route } from "./+types/subscriptions-csv";

export async function loader({ context }: Route.LoaderArgs) {
  return handleApi(async () => {
    const outcome = await exportSubscriptions(operatorFrom(context));
    if (!outcome.ok) return jsonRefusal(outcome);
    const { subscriptions } = outcome;
    const csv = toCsv([
      // language: what their e-mails go in, "en" or "fr" (issue 44).
      ["email", "subscribed_at", "status", "confirmed_at", "language"],
      ...subscriptions.map((subscription) => [
        subscription.email,
        subscription.subscribedAt,
        subscription.status,
        subscription.confirmedAt ?? "",
        subscription.language,
      ]),
    ]);
    const date = new Date().toISOString().slice(0, 10);
    return csvDownload(csv, `newsletter-subscribers-${date}.csv`);
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
