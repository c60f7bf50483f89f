// The Content tab's list of one kind: the facts due for review, the search, status, city and sort
// filters (all in the URL, so a view can be bookmarked and works without JavaScript), the table
// of items with their status and workflow label, the hotel spreadsheet and the pages.
import { Form, Link } from "react-router";
import { href } from "#app/paths.ts";
import { HotelsSpreadsheet } from "#app/admin/studio/hotels-spreadsheet.tsx";
import { TableHead } from "#app/admin/shell/table-head.tsx";
import { TitleCell } from "#app/admin/shell/title-cell.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { CONTENT_NOUNS, hasFactsReview, TITLE_FIELD } from "#app/domain/content/studio-form.ts";
import { CONTENT_STATUSES } from "#app/domain/content/content-fields.ts";
import { type ContentListQuery, type ContentType } from "#app/domain/content/content-schemas.ts";
import { formatLongDate } from "#app/domain/shared/dates.ts";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import type { PublicationState } from "#app/domain/content/publication.ts";
import {
  frenchStateLabel,
  isTranslatable,
  type FrenchState,
} from "#app/domain/content/french-version.ts";
import type { BulkOutcome } from "#app/use-cases/studio/hotel-import.server.ts";

interface ListedItem {
  id: number;
  updatedAt: string;
  fields: Record<string, unknown>;
  workflowLabel: string | null;
  /** The French version's state; null for kinds with no French version. */
  frenchState: { state: FrenchState; isLive: boolean } | null;
  state: PublicationState;
  stateLabel: string;
}

/** One kind's list as the Content tab's loader gives it. */
export interface ListView {
  type: ContentType;
  query: ContentListQuery;
  list: { items: ListedItem[]; total: number; page: number; pageSize: number };
  cities: { slug: string; name: string }[];
  reviewDue: { id: number; fields: Record<string, unknown> }[];
  canBulkUpdate: boolean;
}

/** Published only once it is live: a post whose time is ahead is scheduled. */
function StatusBadge({ state, label }: { state: PublicationState; label: string }) {
  const tone =
    state === "published"
      ? "bg-emerald-100 text-emerald-900"
      : state === "scheduled"
        ? "bg-sky-100 text-sky-900"
        : state === "draft"
          ? "bg-amber-100 text-amber-900"
          : "bg-slate-200 text-slate-800";
  return <span className={`rounded px-2 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>;
}

export function ContentList({
  loaderData,
  bulk,
}: {
  loaderData: ListView;
  bulk: BulkOutcome | null;
}) {
  const { type, query, list, cities, reviewDue } = loaderData;
  const noun = CONTENT_NOUNS[type];
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  const cityName = new Map(cities.map((city) => [city.slug, city.name]));
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (query.q) params.set("q", query.q);
    if (query.status) params.set("status", query.status);
    if (query.city) params.set("city", query.city);
    if (query.french) params.set("french", query.french);
    if (query.sort !== "updated") params.set("sort", query.sort);
    if (page > 1) params.set("page", String(page));
    const search = params.toString();
    return `${href("/admin/dashboard/content/:type?", { type })}${search ? `?${search}` : ""}`;
  };

  return (
    <div className="space-y-8">
      {hasFactsReview(type) && reviewDue.length > 0 ? (
        <Section id="review-due" title="Facts due for review" size="minor">
          <p className="mt-2 text-sm text-slate-700">
            Never reviewed, or last reviewed over six months ago; oldest first.
          </p>
          <ul className="mt-3 space-y-1 text-sm">
            {reviewDue.slice(0, 10).map((item) => (
              <li key={item.id}>
                <Link
                  to={href("/admin/dashboard/content/:type/:id", { type, id: String(item.id) })}
                  className="font-semibold text-brand-800 underline"
                >
                  {String(item.fields.title)}
                </Link>{" "}
                <span className="text-slate-700">
                  {item.fields.factsReviewedOn
                    ? `reviewed ${formatLongDate(String(item.fields.factsReviewedOn))}`
                    : "never reviewed"}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <div className="flex flex-wrap items-end justify-between gap-4">
        <Form
          method="get"
          className="flex flex-wrap items-end gap-3"
          aria-label={`Find ${noun.many.toLowerCase()}`}
        >
          <Field label="Search" name="q" type="search" defaultValue={query.q} className="w-56" />
          <SelectField
            label="Status"
            name="status"
            defaultValue={query.status ?? ""}
            options={[{ value: "", label: "Any status" }, ...CONTENT_STATUSES]}
          />
          {type === "hotels" ? (
            <SelectField
              label="City"
              name="city"
              defaultValue={query.city ?? ""}
              options={[
                { value: "", label: "Any city" },
                ...cities.map((city) => ({ value: city.slug, label: city.name })),
              ]}
            />
          ) : null}
          {isTranslatable(type) ? (
            <SelectField
              label="French"
              name="french"
              defaultValue={query.french ?? ""}
              options={[
                { value: "", label: "Any French status" },
                { value: "lacking", label: "Lacking French (not published)" },
                { value: "missing", label: "Missing" },
                { value: "draft", label: "Draft" },
                { value: "in_review", label: "In review" },
                { value: "published", label: "Published" },
              ]}
            />
          ) : null}
          <SelectField
            label="Sort by"
            name="sort"
            defaultValue={query.sort}
            options={[
              { value: "updated", label: "Last changed" },
              { value: "name", label: "Name" },
              ...(hasFactsReview(type)
                ? [{ value: "review", label: "Facts review, oldest first" }]
                : []),
            ]}
          />
          <Button variant="outline">Filter</Button>
        </Form>
        <Link
          to={href("/admin/dashboard/content/:type/:id", { type, id: "new" })}
          className={buttonClass({})}
        >
          New {noun.one}
        </Link>
      </div>

      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {noun.many}: {list.total} found, page {list.page} of {pageCount}
        </caption>
        <TableHead
          columns={[
            TITLE_FIELD[type] === "name" ? "Name" : "Title",
            "Status",
            type === "hotels" ? "City" : null,
            isTranslatable(type) ? "French" : null,
            hasFactsReview(type) ? "Facts reviewed" : null,
            "Last changed",
          ]}
        />
        <tbody>
          {list.items.map((item) => (
            <tr key={item.id} className="border-b border-slate-200">
              <TitleCell
                to={href("/admin/dashboard/content/:type/:id", { type, id: String(item.id) })}
                detail={String(item.fields.slug)}
              >
                {String(item.fields[TITLE_FIELD[type]])}
              </TitleCell>
              <td className="py-2 pr-4">
                <StatusBadge state={item.state} label={item.stateLabel} />
                {item.workflowLabel ? (
                  <span className="ml-2 rounded border border-slate-500 px-2 py-0.5 text-xs font-semibold text-slate-900">
                    {item.workflowLabel}
                  </span>
                ) : null}
              </td>
              {type === "hotels" ? (
                <td className="py-2 pr-4">
                  {cityName.get(String(item.fields.citySlug)) ?? String(item.fields.citySlug)}
                </td>
              ) : null}
              {item.frenchState ? (
                <td className="py-2 pr-4">
                  <Link
                    to={href("/admin/dashboard/content/:type/:id/fr", {
                      type,
                      id: String(item.id),
                    })}
                    className="text-brand-800 underline"
                    aria-label={`French version of ${String(item.fields[TITLE_FIELD[type]])}: ${frenchStateLabel(item.frenchState)}`}
                  >
                    {frenchStateLabel(item.frenchState)}
                  </Link>
                </td>
              ) : null}
              {hasFactsReview(type) ? (
                <td className="py-2 pr-4">
                  {item.fields.factsReviewedOn
                    ? formatLongDate(String(item.fields.factsReviewedOn))
                    : "Never"}
                </td>
              ) : null}
              <td className="py-2 pr-4">{formatDateTime(item.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.items.length === 0 ? (
        <p className="text-slate-700">
          Nothing matches. Clear the search or choose another status.
        </p>
      ) : null}

      {type === "hotels" && loaderData.canBulkUpdate ? <HotelsSpreadsheet bulk={bulk} /> : null}

      <nav aria-label="Pages" className="flex items-center gap-4 text-sm">
        {list.page > 1 ? (
          <Link to={pageHref(list.page - 1)} className="font-semibold text-brand-800 underline">
            Previous page
          </Link>
        ) : null}
        <span>
          Page {list.page} of {pageCount} ({list.total} in all)
        </span>
        {list.page < pageCount ? (
          <Link to={pageHref(list.page + 1)} className="font-semibold text-brand-800 underline">
            Next page
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
