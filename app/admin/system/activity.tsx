// The dashboard's activity tab: the audit log, newest first, one page at a time: who did what and
// when (content, photos, publishing, settings, campaigns, replies, subscribers, sign-ins,
// backups...), each change from and to. Filters by person, kind and days (Accra time) live in the
// URL, so a plain GET form filters without JavaScript and a filtered view can be shared; "Download
// CSV" takes every entry they match. Items are named by their title and link to their editor;
// changes read as words, cut on the row and whole under "Full changes". Entries cannot be edited
// or deleted: the tab has no control for it, and the database refuses it (docs/decisions/034).
import { ColumnHeads } from "#app/admin/shell/column-heads.tsx";
import { data, Form, Link } from "react-router";
import { href } from "#app/paths.ts";
import { Pagination } from "#app/components/pagination.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import { ADMIN_PAGE_SIZE } from "#app/admin/shell/staff-forms.ts";
import { fullChanges, readAuditQuery, shortChanges } from "#app/admin/system/audit-query.server.ts";
import {
  AUDIT_KIND_LABELS,
  AUDIT_KINDS,
  parseItemAction,
} from "#app/domain/accounts/audit-action.ts";
import { auditFilterQuery, type AuditFilter } from "#app/domain/accounts/audit-filter.ts";
import { CONTENT_NOUNS } from "#app/domain/content/studio-form.ts";
import type { ContentType } from "#app/domain/content/content-schemas.ts";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import { pageCountFor } from "#app/domain/hotel-lists/paging.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import {
  countAuditLog,
  listAuditActors,
  listAuditLog,
  type AuditEntry,
} from "#app/models/audit-log.server.ts";
import { listTitles } from "#app/models/content-store.server.ts";
import type { Route } from "./+types/activity";

/** Content items' titles by kind and id, for the entries about them. */
async function titlesFor(entries: readonly AuditEntry[]) {
  const idsByType = new Map<ContentType, number[]>();
  for (const entry of entries) {
    const item = parseItemAction(entry.action);
    if (item) idsByType.set(item.type, [...(idsByType.get(item.type) ?? []), item.id]);
  }
  return new Map(
    await Promise.all(
      [...idsByType].map(async ([type, ids]) => [type, await listTitles(type, ids)] as const),
    ),
  );
}

function toRow(entry: AuditEntry, titles: Awaited<ReturnType<typeof titlesFor>>) {
  const item = parseItemAction(entry.action);
  const title = item ? titles.get(item.type)?.get(item.id) : undefined;
  const short = shortChanges(entry);
  const full = fullChanges(entry);
  return {
    id: entry.id,
    createdAt: entry.createdAt,
    actor: entry.actor,
    kind: AUDIT_KIND_LABELS[entry.kind] ?? entry.kind,
    action: entry.action,
    // An item deleted since keeps the entry's own words.
    item:
      item && title !== undefined
        ? {
            noun: CONTENT_NOUNS[item.type].one,
            title,
            href: href("/admin/dashboard/content/:type/:id", {
              type: item.type,
              id: String(item.id),
            }),
            verb: item.verb,
          }
        : null,
    changes: short,
    /** Only when the row cuts something: the whole of each change. */
    fullChanges: full.some((text, index) => text !== short[index]) ? full : null,
  };
}

export async function loader({ url }: Route.LoaderArgs) {
  const query = readAuditQuery(url);
  const actors = await pageDataOr503("activity", () => listAuditActors());
  if (!query.ok) {
    // A filter typed into the address that cannot be read: say which, and offer the form again.
    return data(
      {
        error: query.error,
        filter: query.fields as AuditFilter,
        actors,
        entries: [],
        total: 0,
        page: 1,
        pageCount: 1,
        search: "",
        csvHref: href("/api/admin/audit.csv"),
      },
      { status: 400 },
    );
  }
  const { filter, page } = query;
  const [entries, total] = await pageDataOr503("activity", () =>
    Promise.all([
      listAuditLog(ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE, filter),
      countAuditLog(filter),
    ]),
  );
  const titles = await pageDataOr503("activity", () => titlesFor(entries));
  const search = auditFilterQuery(filter);
  return {
    error: null,
    filter,
    actors,
    entries: entries.map((entry) => toRow(entry, titles)),
    total,
    page,
    pageCount: pageCountFor(total, ADMIN_PAGE_SIZE),
    search,
    csvHref: `${href("/api/admin/audit.csv")}${search ? `?${search}` : ""}`,
  };
}

const KIND_OPTIONS = [
  { value: "", label: "Every kind" },
  ...AUDIT_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_LABELS[kind] })),
];

export default function ActivityTab({ loaderData }: Route.ComponentProps) {
  const { filter, error, entries, total, search } = loaderData;
  const isFiltered = search !== "" || error !== null;
  const people = [
    { value: "", label: "Everyone" },
    ...loaderData.actors,
    // A person in the address whom the log does not name: shown, so the form says so.
    ...(filter.person && !loaderData.actors.includes(filter.person) ? [filter.person] : []),
  ];
  return (
    <>
      <Form
        method="get"
        key={search}
        className="mb-4 flex flex-wrap items-end gap-3"
        aria-label="Filter activity"
      >
        <SelectField
          label="Person"
          name="person"
          defaultValue={filter.person ?? ""}
          options={people}
        />
        <SelectField
          label="Kind"
          name="kind"
          defaultValue={filter.kind ?? ""}
          options={KIND_OPTIONS}
        />
        <Field label="From (Accra time)" name="from" type="date" defaultValue={filter.from ?? ""} />
        <Field label="To (Accra time)" name="to" type="date" defaultValue={filter.to ?? ""} />
        <Button variant="outline">Filter</Button>
        {isFiltered ? (
          <Link
            to={href("/admin/dashboard/activity")}
            className={buttonClass({ variant: "outline" })}
          >
            Clear filters
          </Link>
        ) : null}
        <a
          href={loaderData.csvHref}
          download
          className="ml-auto rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
        >
          Download CSV
        </a>
      </Form>
      {error ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-3 text-sm text-red-900">
          These filters cannot be used: {error} Change them and press Filter, or clear them.
        </p>
      ) : (
        <p role="status" className="mb-2 text-sm text-slate-700">
          {total === 1 ? "1 entry" : `${total.toLocaleString("en-US")} entries`}
          {isFiltered ? " match these filters" : ""}, newest first. Entries cannot be changed or
          deleted.
        </p>
      )}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Activity, newest first</caption>
        <ColumnHeads
          columns={["When", "Who", "Kind", "What", "Changes"]}
          className="border-b border-slate-300 text-slate-700"
          lastCellClassName="py-2 pr-4"
        />
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-4 whitespace-nowrap">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </td>
              <td className="py-2 pr-4 break-all">{entry.actor}</td>
              <td className="py-2 pr-4">{entry.kind}</td>
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
                {entry.fullChanges ? (
                  <details className="mt-1">
                    <summary className="cursor-pointer font-semibold text-brand-800 underline">
                      Full changes
                    </summary>
                    <ul className="mt-1 whitespace-pre-wrap">
                      {entry.fullChanges.map((change, index) => (
                        <li key={index}>{change}</li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {entries.length === 0 && !error ? (
        <p className="mt-4 text-slate-700">
          {isFiltered ? "No activity matches these filters." : "Nothing has happened yet."}
        </p>
      ) : null}
      <Pagination
        page={loaderData.page}
        pageCount={loaderData.pageCount}
        path={href("/admin/dashboard/activity")}
        search={search}
      />
    </>
  );
}
