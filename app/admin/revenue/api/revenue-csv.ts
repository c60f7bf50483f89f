// GET /api/admin/revenue.csv?from&to: the Revenue tab's figures as a spreadsheet, one line per
// page, placement, partner, unmatched partner and hotel, with a commission column per currency
// (commission_USD, commission_GHS…), so no cell adds currencies together.
import { csvDownload, toCsv } from "#app/admin/shell/csv.ts";
import { parseRevenueRange } from "#app/domain/money/revenue-range.ts";
import type { RevenueFigures } from "#app/domain/money/revenue.ts";
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
    const { currencies } = report;
    const lines = (group: string, rows: RevenueFigures[]) =>
      rows.map((row) => [
        group,
        row.key,
        String(row.pageViews),
        String(row.clicks),
        figure(row.clickThroughRate === null ? null : row.clickThroughRate * 100, 1),
        String(row.conversions),
        ...currencies.map((currency) => figure((row.commissionByCurrency[currency] ?? 0) / 100, 2)),
        ...currencies.map((currency) => {
          const cents = row.earningsPerClickByCurrency?.[currency];
          return figure(cents === undefined ? null : cents / 100, 2);
        }),
      ]);
    const csv = toCsv([
      [
        "group",
        "key",
        "page_views",
        "click_outs",
        "click_through_percent",
        "bookings",
        ...currencies.map((currency) => `commission_${currency}`),
        ...currencies.map((currency) => `commission_per_click_${currency}`),
      ],
      ...lines("page", report.byPage),
      ...lines("placement", report.byPlacement),
      ...lines("partner", report.byPartner),
      ...lines("unmatched", report.unmatched),
      ...lines("hotel", report.topHotels),
    ]);
    return csvDownload(csv, `revenue-${range.from}-to-${range.to}.csv`);
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
