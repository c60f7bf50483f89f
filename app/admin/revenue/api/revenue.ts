// GET /api/admin/revenue?from=YYYY-MM-DD&to=YYYY-MM-DD: page views, click-outs, conversions and
// commission for the days from `from` to `to` (the last 30 days by default), with click-through
// rate and earnings per click by page, placement, partner and hotel.
import { handleApi, jsonError, methodNotAllowed } from "#app/http/api.server.ts";
import { parseRevenueRange } from "#app/domain/money/revenue-range.ts";
import { revenueReport } from "#app/models/conversions.server.ts";

export async function loader({ request }: { request: Request }) {
  return handleApi(async () => {
    const range = parseRevenueRange(new URL(request.url).searchParams, new Date());
    if (!range.ok) return jsonError(400, range.error);
    return Response.json(await revenueReport(range.from, range.to));
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
