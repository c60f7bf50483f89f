// The dashboard's newsletter tab: subscribers one page at a time, and the CSV export.
import { SubscriberTable } from "#app/admin/components/subscriber-table.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { ADMIN_PAGE_SIZE } from "#app/admin/forms.ts";
import { pageCountFor, pageNumber } from "#app/domain/paging.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { countSubscriptions, listSubscriptions } from "#app/models/subscriptions.server.ts";
import type { Route } from "./+types/dashboard-subscribers";

export async function loader({ url }: Route.LoaderArgs) {
  const page = pageNumber.catch(1).parse(url.searchParams.get("page") ?? undefined);
  const [subscriptions, total] = await pageDataOr503("subscribers", () =>
    Promise.all([listSubscriptions({ page, pageSize: ADMIN_PAGE_SIZE }), countSubscriptions()]),
  );
  return { subscriptions, page, pageCount: pageCountFor(total, ADMIN_PAGE_SIZE) };
}

export default function SubscribersTab({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="mb-4 flex justify-end">
        <a
          href="/api/admin/subscriptions.csv"
          download
          className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          Download CSV
        </a>
      </div>
      <SubscriberTable subscriptions={loaderData.subscriptions} />
      <Pagination
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        path="/admin/dashboard/subscribers"
        search=""
      />
    </>
  );
}
