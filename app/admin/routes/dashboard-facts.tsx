// The dashboard's fact register tab: every registered fact with its review date and the pages
// that state it, most urgent first.
import { FactRegisterTable } from "#app/admin/components/fact-register-table.tsx";
import { facts } from "#app/content/facts.ts";
import { factReviewRows } from "#app/domain/fact-review.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { loadFactUsage } from "#app/models/fact-usage.server.ts";
import type { Route } from "./+types/dashboard-facts";

export async function loader() {
  const usage = await pageDataOr503("fact usage", loadFactUsage);
  return { rows: factReviewRows(facts, usage, new Date()) };
}

export default function FactsTab({ loaderData }: Route.ComponentProps) {
  return <FactRegisterTable rows={loaderData.rows} />;
}
