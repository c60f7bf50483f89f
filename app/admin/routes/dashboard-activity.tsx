// The dashboard's activity tab: the audit log, newest first, one page at a time: who did what and
// when (content saves, settings, report imports, logins), with each change from and to. Items are
// named by their title and link to their editor; changes read as words, never raw JSON.
import { Link } from "react-router";
import { Pagination } from "#app/components/pagination.tsx";
import { ADMIN_PAGE_SIZE } from "#app/admin/forms.ts";
import { CONTENT_PATH } from "#app/admin/content-paths.ts";
import { parseItemAction } from "#app/domain/audit-action.ts";
import { changeText } from "#app/domain/change-text.ts";
import { CONTENT_NOUNS } from "#app/domain/content-form.ts";
import type { ContentType } from "#app/domain/content-schemas.ts";
import { formatDateTime } from "#app/domain/dates.ts";
import { pageNumber } from "#app/domain/page-number.ts";
import { pageCountFor } from "#app/domain/paging.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { countAuditLog, listAuditLog } from "#app/models/audit-log.server.ts";
import { listTitles } from "#app/models/content-store.server.ts";
import type { Route } from "./+types/dashboard-activity";

export async function loader({ url }: Route.LoaderArgs) {
  const page = pageNumber.catch(1).parse(url.searchParams.get("page") ?? undefined);
  const [entries, total] = await pageDataOr503("activity", () =>
    Promise.all([listAuditLog(ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE), countAuditLog()]),
  );
  const items = entries.map((entry) => parseItemAction(entry.action));
  const idsByType = new Map<ContentType, number[]>();
  for (const item of items) {
    if (item) idsByType.set(item.type, [...(idsByType.get(item.type) ?? []), item.id]);
  }
  const titles = new Map(
    await pageDataOr503("activity", () =>
      Promise.all(
        [...idsByType].map(async ([type, ids]) => [type, await listTitles(type, ids)] as const),
      ),
    ),
  );
  return {
    entries: entries.map((entry, index) => {
      const item = items[index];
      const title = item ? titles.get(item.type)?.get(item.id) : undefined;
      return {
        id: entry.id,
        createdAt: entry.createdAt,
        actor: entry.actor,
        action: entry.action,
        // An item deleted since keeps the entry's own words.
        item:
          item && title !== undefined
            ? {
                noun: CONTENT_NOUNS[item.type].one,
                title,
                href: `${CONTENT_PATH}/${item.type}/${item.id}`,
                verb: item.verb,
              }
            : null,
        changes: Object.entries(entry.changes).map(([field, change]) => changeText(field, change)),
      };
    }),
    page,
    pageCount: pageCountFor(total, ADMIN_PAGE_SIZE),
  };
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
              <td className="py-2 pr-4">
                {entry.item ? (
                  <>
                    {entry.item.noun.charAt(0).toUpperCase() + entry.item.noun.slice(1)}{" "}
                    <Link to={entry.item.href} className="font-semibold text-brand-800 underline">
                      {entry.item.title}
                    </Link>{" "}
                    {entry.item.verb}
                  </>
                ) : (
                  entry.action
                )}
              </td>
              <td className="py-2 pr-4 break-words">
                <ul>
                  {entry.changes.map((change, index) => (
                    <li key={index}>{change}</li>
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
