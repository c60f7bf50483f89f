// GET /api/admin/revenue.csv?from&to: the Revenue tab's figures as a spreadsheet, one line per
// page, placement, partner and hotel.
import { toCsv } from "#app/admin/csv.ts";
import { parseRevenueRange } from "#app/domain/revenue-range.ts";
import type { RevenueFigures } from "#app/domain/revenue.ts";
import { handleApi, jsonError, methodNotAllowed } from "#app/http/api.server.ts";
import { revenueReport } from "#app/models/conversions.server.ts";
import type { Route } from "./+types/revenue-csv";

const figure = (value: number | null, digits: number) =>
  value === null ? "" : value.toFixed(digits);

export async function loader({ url }: Route.LoaderArgs) {
  return handleApi(async () => {
    const range = parseRevenueRange(url.searchParams, new Date());
    if (!range.ok) return jsonError(400, range.error);
    const report = await revenueReport(range.from, range.to);
    const lines = (group: string, rows: RevenueFigures[]) =>
      rows.map((row) => [
        group,
        row.key,
        String(row.pageViews),
        String(row.clicks),
        figure(row.clickThroughRate === null ? null : row.clickThroughRate * 100, 1),
        String(row.conversions),
        figure(row.commissionCents / 100, 2),
        figure(row.earningsPerClickCents === null ? null : row.earningsPerClickCents / 100, 2),
      ]);
    const csv = toCsv([
      [
        "group",
        "key",
        "page_views",
        "click_outs",
        "click_through_percent",
        "bookings",
        "commission",
        "commission_per_click",
      ],
      ...lines("page", report.byPage),
      ...lines("placement", report.byPlacement),
      ...lines("partner", report.byPartner),
      ...lines("hotel", report.topHotels),
    ]);
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="revenue-${range.from}-to-${range.to}.csv"`,
      },
    });
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
