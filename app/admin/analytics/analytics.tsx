// The dashboard's analytics tab: site searches (most frequent, and those that found nothing),
// events per day for 30 days, the partners clicked most, and the latest events a page at a time.
import { href } from "#app/paths.ts";
import { AnalyticsPanel } from "#app/admin/analytics/analytics-panel.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { ADMIN_PAGE_SIZE } from "#app/admin/shell/staff-forms.ts";
import { lastDays } from "#app/domain/shared/dates.ts";
import { pageNumber } from "#app/domain/hotel-lists/page-number.ts";
import { pageCountFor } from "#app/domain/hotel-lists/paging.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { countEvents, countEventsByDay, listEvents } from "#app/models/analytics.server.ts";
import { topClickTargets } from "#app/models/clicks.server.ts";
import { searchCounts } from "#app/models/search-counts.server.ts";
import { SearchCounts } from "#app/admin/analytics/search-counts.tsx";
import type { Route } from "./+types/analytics";

const CHART_DAYS = 30;
const TOP_TARGETS = 10;
const TOP_SEARCHES = 15;

export async function loader({ url }: Route.LoaderArgs) {
  const page = pageNumber.catch(1).parse(url.searchParams.get("page") ?? undefined);
  const days = lastDays(new Date(), CHART_DAYS);
  const [events, total, dailyCounts, topTargets, searches] = await pageDataOr503("analytics", () =>
    Promise.all([
      listEvents({ page, pageSize: ADMIN_PAGE_SIZE }),
      countEvents(),
      countEventsByDay(new Date(`${days[0]}T00:00:00Z`)),
      topClickTargets(TOP_TARGETS),
      searchCounts(TOP_SEARCHES),
    ]),
  );
  return {
    searches,
    events,
    dailyCounts,
    days,
    topTargets,
    page,
    pageCount: pageCountFor(total, ADMIN_PAGE_SIZE),
  };
}

export default function AnalyticsTab({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SearchCounts
        top={loaderData.searches.top}
        empty={loaderData.searches.empty}
        className="mb-10"
      />
      <AnalyticsPanel
        events={loaderData.events}
        dailyCounts={loaderData.dailyCounts}
        days={loaderData.days}
        topTargets={loaderData.topTargets}
      />
      <Pagination
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        path={href("/admin/dashboard/analytics")}
        search=""
      />
    </>
  );
}
