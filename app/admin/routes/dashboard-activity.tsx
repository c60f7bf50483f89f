// The dashboard's activity tab: the audit log, newest first, one page at a time: who did what and
// when (content saves, settings, report imports, logins), with each change from and to.
import { Pagination } from "#app/components/pagination.tsx";
import { ADMIN_PAGE_SIZE } from "#app/admin/forms.ts";
import { formatDateTime } from "#app/domain/dates.ts";
import { pageNumber } from "#app/domain/page-number.ts";
import { pageCountFor } from "#app/domain/paging.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { countAuditLog, listAuditLog } from "#app/models/audit-log.server.ts";
import type { Route } from "./+types/dashboard-activity";

/** A changed value as one line: long text is cut, so a body edit does not fill the screen. */
function shown(value: unknown): string {
  const text = value === null || value === undefined ? "(empty)" : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

export async function loader({ url }: Route.LoaderArgs) {
  const page = pageNumber.catch(1).parse(url.searchParams.get("page") ?? undefined);
  const [entries, total] = await pageDataOr503("activity", () =>
    Promise.all([listAuditLog(ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE), countAuditLog()]),
  );
  return { entries, page, pageCount: pageCountFor(total, ADMIN_PAGE_SIZE) };
}

export default function ActivityTab({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Activity, newest first</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-4">
              When
            </th>
            <th scope="col" className="py-2 pr-4">
              Who
            </th>
            <th scope="col" className="py-2 pr-4">
              What
            </th>
            <th scope="col" className="py-2 pr-4">
              Changes
            </th>
          </tr>
        </thead>
        <tbody>
          {loaderData.entries.map((entry) => (
            <tr key={entry.id} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-4 whitespace-nowrap">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </td>
              <td className="py-2 pr-4">{entry.actor}</td>
              <td className="py-2 pr-4">{entry.action}</td>
              <td className="py-2 pr-4 break-words">
                <ul>
                  {Object.entries(entry.changes).map(([field, change]) => (
                    <li key={field}>
                      {field}: {shown(change.from)} → {shown(change.to)}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {loaderData.entries.length === 0 ? (
        <p className="mt-4 text-slate-700">Nothing has happened yet.</p>
      ) : null}
      <Pagination
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        path="/admin/dashboard/activity"
        search=""
      />
    </>
  );
}
