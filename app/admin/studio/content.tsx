// The content studio's lists of every kind of content, searchable by name or slug, filtered by
// status (and city for hotels), sorted and paged, all in the URL so a view can be bookmarked and
// works without JavaScript. Posts and pages whose facts were never reviewed or not in six months
// come first in their own list.
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { currentStaff, requirePermission } from "#app/admin/shell/staff.server.ts";
import { actingFrom } from "#app/admin/studio/content-api.server.ts";
import { can } from "#app/domain/roles.ts";
import { formFields } from "#app/domain/form-fields.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { listInReview, listScheduled, workflowLabels } from "#app/models/editorial.server.ts";
import { cancelSchedule } from "#app/use-cases/studio/schedules.server.ts";
import { readReportUpload } from "#app/http/report-upload.server.ts";
import {
  updateHotelsFromCsv,
  type BulkOutcome,
} from "#app/use-cases/studio/hotel-import.server.ts";
import { publicPagesNote } from "#app/admin/shell/public-pages-note.ts";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { serverToast } from "#app/http/toast.server.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { changeText } from "#app/domain/change-text.ts";
import { formatDateTime, formatLongDate } from "#app/domain/dates.ts";
import { publicationState, scheduledFor, type PublicationState } from "#app/domain/publication.ts";
import {
  CONTENT_STATUSES,
  CONTENT_TYPES,
  ContentListQuerySchema,
  type ContentType,
} from "#app/domain/content-schemas.ts";
import {
  CONTENT_NOUNS,
  hasFactsReview,
  isReviewDue,
  TITLE_FIELD,
} from "#app/domain/content-form.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { listCityChoices, listContent } from "#app/models/content-store.server.ts";
import type { Route } from "./+types/content";

const STATE_LABELS: Record<Exclude<PublicationState, "scheduled">, string> = {
  draft: "Draft",
  published: "Published",
  archived: "Archived",
};

/** The editorial lists beside the kinds: what waits for review, and what is scheduled. */
const WORKFLOW_VIEWS = ["in-review", "scheduled"] as const;
type WorkflowViewName = (typeof WORKFLOW_VIEWS)[number];

async function workflowLists() {
  const [inReview, scheduled] = await pageDataOr503("content", () =>
    Promise.all([listInReview(), listScheduled()]),
  );
  return { inReview, scheduled };
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  if (!params.type) throw redirect(href("/admin/dashboard/content/:type?", { type: "hotels" }));
  const canPublish = can(currentStaff(context).role, "content.publish");
  if ((WORKFLOW_VIEWS as readonly string[]).includes(params.type)) {
    return {
      view: params.type as WorkflowViewName,
      canPublish,
      ...(await workflowLists()),
    };
  }
  const type = (CONTENT_TYPES as readonly string[]).includes(params.type)
    ? (params.type as ContentType)
    : null;
  if (!type) throw new Response("No such kind of content.", { status: 404 });
  const query = ContentListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const [list, cities, due] = await pageDataOr503("content", () =>
    Promise.all([
      listContent(type, query),
      type === "hotels" ? listCityChoices() : Promise.resolve([]),
      hasFactsReview(type)
        ? listContent(type, {
            q: "",
            sort: "review",
            page: 1,
            status: undefined,
            city: undefined,
          })
        : Promise.resolve(null),
    ]),
  );
  const now = new Date();
  const labels = await pageDataOr503("content", () =>
    workflowLabels(
      type,
      list.items.map((item) => item.id),
    ),
  );
  return {
    view: "list" as const,
    canPublish,
    // The spreadsheet update writes straight to live hotels: for roles that publish (issue 28).
    canBulkUpdate: canPublish,
    ...(await workflowLists()),
    type,
    query,
    cities,
    list: {
      ...list,
      items: list.items.map((item) => {
        const state = publicationState(
          String(item.fields.status),
          item.fields.publishedAt as string | null | undefined,
          now,
        );
        return {
          ...item,
          workflowLabel: labels.get(item.id) ?? null,
          state,
          stateLabel:
            state === "scheduled"
              ? scheduledFor(String(item.fields.publishedAt))
              : STATE_LABELS[state],
        };
      }),
    },
    reviewDue: (due?.items ?? []).filter((item) =>
      isReviewDue(item.fields.factsReviewedOn as string | null, now),
    ),
  };
}

/** "Cancel" in the Scheduled list. */
async function cancelFromList(request: Request, context: Route.ActionArgs["context"]) {
  const form = formFields(await readFormData(request, 10_000));
  const outcome = await pageDataOr503("content", () =>
    cancelSchedule(Number(form.scheduleId), actingFrom(context)),
  );
  return data(
    {
      bulk: null,
      toast: serverToast(
        outcome.ok
          ? {
              title: "Cancelled",
              description: `The scheduled ${outcome.schedule.action} is cancelled.`,
            }
          : { title: "Not Cancelled", description: outcome.error, variant: "destructive" },
      ),
    },
    { status: outcome.ok ? 200 : outcome.status },
  );
}

/** The hotels spreadsheet sent back: a dry run shows what would change, an apply saves it. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    return cancelFromList(request, context);
  }
  // A bulk file writes the live hotels (statuses too): an editor's change, not a draft.
  requirePermission(context, "content.publish", request);
  const form = await readReportUpload(request);
  const file = form instanceof Response ? null : form.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return data(
      {
        bulk: null,
        toast: serverToast({
          title: "No File",
          description: "Choose the edited hotels CSV first.",
          variant: "destructive",
        }),
      },
      { status: 400 },
    );
  }
  const isDryRun = (form as FormData).get("intent") !== "apply";
  const bulk = await pageDataOr503("content", async () =>
    updateHotelsFromCsv(await file.text(), isDryRun, operatorFrom(context)),
  );
  const refused = bulk.rejected.length > 0;
  return data(
    {
      bulk,
      toast: serverToast(
        refused
          ? {
              title: "File Refused",
              description: `${bulk.rejected.length} line(s) need fixing; nothing was changed.`,
              variant: "destructive",
            }
          : isDryRun
            ? {
                title: "Dry Run",
                description: `${bulk.changes.length} hotel(s) would change; nothing was saved.`,
              }
            : {
                title: "Hotels Updated",
                description: `${bulk.updated} hotel(s) changed.${publicPagesNote(bulk.publicPages)}`,
              },
      ),
    },
    { status: refused ? 400 : 200 },
  );
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

function BulkResult({ bulk }: { bulk: BulkOutcome }) {
  if (bulk.rejected.length > 0) {
    return (
      <div
        role="alert"
        className="mt-4 rounded-md border border-red-700 bg-red-50 p-4 text-sm text-red-900"
      >
        <p className="font-semibold">
          Nothing was changed. Fix these lines and send the file again:
        </p>
        <ul className="mt-2 list-disc pl-5">
          {bulk.rejected.map((rejection) => (
            <li key={rejection.line}>
              Line {rejection.line}: {rejection.reason}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div role="status" className="mt-4 text-sm text-slate-800">
      <p className="font-semibold">
        {bulk.isDryRun
          ? `Dry run: ${bulk.changes.length} hotel(s) would change. Nothing was saved.`
          : `${bulk.updated} hotel(s) changed.`}
      </p>
      {bulk.changes.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {bulk.changes.map((change) => (
            <li key={change.line} className="break-words">
              Line {change.line}, {change.slug}:{" "}
              {Object.entries(change.changes)
                .map(([field, value]) => changeText(field, value))
                .join("; ")}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type ListData = Extract<Route.ComponentProps["loaderData"], { view: "list" }>;
type InReviewItem = Route.ComponentProps["loaderData"]["inReview"][number];
type ScheduledItem = Route.ComponentProps["loaderData"]["scheduled"][number];

function KindsNav(props: { current: string; inReview: number; scheduled: number }) {
  const links = [
    ...CONTENT_TYPES.map((kind) => ({ to: kind, label: CONTENT_NOUNS[kind].many })),
    { to: "in-review", label: `In review (${props.inReview})` },
    { to: "scheduled", label: `Scheduled (${props.scheduled})` },
  ];
  return (
    <nav aria-label="Kinds of content">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={href("/admin/dashboard/content/:type?", { type: link.to })}
              aria-current={link.to === props.current ? "page" : undefined}
              className={buttonClass({
                variant: link.to === props.current ? "primary" : "outline",
                size: "sm",
              })}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function InReviewList({ items }: { items: InReviewItem[] }) {
  return (
    <Section id="in-review" title="In review" size="minor">
      {items.length === 0 ? (
        <p className="mt-2 text-slate-700">Nothing is waiting for review.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">In review: {items.length}, longest waiting first</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4">
                Title
              </th>
              <th scope="col" className="py-2 pr-4">
                Kind
              </th>
              <th scope="col" className="py-2 pr-4">
                Submitted by
              </th>
              <th scope="col" className="py-2 pr-4">
                Submitted
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={`${item.type}-${item.id}`} className="border-b border-slate-200">
                <td className="py-2 pr-4">
                  <Link
                    to={href("/admin/dashboard/content/:type/:id", {
                      type: item.type,
                      id: String(item.id),
                    })}
                    className="font-semibold text-brand-800 underline"
                  >
                    {item.title}
                  </Link>
                  {item.hasDraft ? (
                    <span className="block text-xs text-slate-600">
                      Changes to a published {CONTENT_NOUNS[item.type].one}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-4">{CONTENT_NOUNS[item.type].one}</td>
                <td className="py-2 pr-4">{item.submittedBy}</td>
                <td className="py-2 pr-4">
                  {item.submittedAt ? formatDateTime(item.submittedAt) : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

function ScheduledList({ items, canCancel }: { items: ScheduledItem[]; canCancel: boolean }) {
  return (
    <Section id="scheduled" title="Scheduled" size="minor">
      {items.length === 0 ? (
        <p className="mt-2 text-slate-700">Nothing is scheduled.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">Scheduled: {items.length}, soonest first</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4">
                What
              </th>
              <th scope="col" className="py-2 pr-4">
                Change
              </th>
              <th scope="col" className="py-2 pr-4">
                When (Accra time)
              </th>
              <th scope="col" className="py-2 pr-4">
                Scheduled by
              </th>
              {canCancel ? (
                <th scope="col" className="py-2 pr-4">
                  <span className="sr-only">Cancel</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-b border-slate-200">
                <td className="py-2 pr-4">
                  <Link
                    to={href("/admin/dashboard/content/:type/:id", {
                      type: item.type,
                      id: String(item.itemId),
                    })}
                    className="font-semibold text-brand-800 underline"
                  >
                    {item.title}
                  </Link>
                  <span className="block text-xs text-slate-600">
                    {CONTENT_NOUNS[item.type].one}
                  </span>
                </td>
                <td className="py-2 pr-4">{item.action === "publish" ? "Publish" : "Unpublish"}</td>
                <td className="py-2 pr-4">
                  <time dateTime={item.runAt}>
                    {scheduledFor(item.runAt)
                      .replace(/^Scheduled for /, "")
                      .replace(/ Accra time$/, "")}
                  </time>
                </td>
                <td className="py-2 pr-4">{item.scheduledBy}</td>
                {canCancel ? (
                  <td className="py-2 pr-4">
                    <Form method="post">
                      <input type="hidden" name="scheduleId" value={item.id} />
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Cancel the ${item.action} of ${item.title}`}
                      >
                        Cancel
                      </Button>
                    </Form>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

export default function ContentTab({ loaderData, actionData }: Route.ComponentProps) {
  useServerToast(actionData?.toast);
  return (
    <div className="space-y-8">
      <KindsNav
        current={loaderData.view === "list" ? loaderData.type : loaderData.view}
        inReview={loaderData.inReview.length}
        scheduled={loaderData.scheduled.length}
      />
      {loaderData.view === "list" ? (
        <ContentList loaderData={loaderData} bulk={actionData?.bulk ?? null} />
      ) : loaderData.view === "in-review" ? (
        <InReviewList items={loaderData.inReview} />
      ) : (
        <ScheduledList items={loaderData.scheduled} canCancel={loaderData.canPublish} />
      )}
    </div>
  );
}

function ContentList({ loaderData, bulk }: { loaderData: ListData; bulk: BulkOutcome | null }) {
  const { type, query, list, cities, reviewDue } = loaderData;
  const navigation = useNavigation();
  const noun = CONTENT_NOUNS[type];
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  const cityName = new Map(cities.map((city) => [city.slug, city.name]));
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    if (query.q) params.set("q", query.q);
    if (query.status) params.set("status", query.status);
    if (query.city) params.set("city", query.city);
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
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-4">
              {TITLE_FIELD[type] === "name" ? "Name" : "Title"}
            </th>
            <th scope="col" className="py-2 pr-4">
              Status
            </th>
            {type === "hotels" ? (
              <th scope="col" className="py-2 pr-4">
                City
              </th>
            ) : null}
            {hasFactsReview(type) ? (
              <th scope="col" className="py-2 pr-4">
                Facts reviewed
              </th>
            ) : null}
            <th scope="col" className="py-2 pr-4">
              Last changed
            </th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((item) => (
            <tr key={item.id} className="border-b border-slate-200">
              <td className="py-2 pr-4">
                <Link
                  to={href("/admin/dashboard/content/:type/:id", { type, id: String(item.id) })}
                  className="font-semibold text-brand-800 underline"
                >
                  {String(item.fields[TITLE_FIELD[type]])}
                </Link>
                <span className="block text-xs text-slate-600">{String(item.fields.slug)}</span>
              </td>
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

      {type === "hotels" && loaderData.canBulkUpdate ? (
        <Section id="hotels-spreadsheet" title="Edit hotels in a spreadsheet" size="minor">
          <p className="mt-2 max-w-3xl text-sm text-slate-700">
            <a
              href="/api/admin/content/hotels.csv"
              className="font-semibold text-brand-800 underline"
            >
              Download all hotels (CSV)
            </a>
            , change prices, statuses or any other column, and send the file back. Rows are matched
            by slug, and only the columns in the file change. Check it with a dry run first: any bad
            line refuses the whole file.
          </p>
          <Form
            method="post"
            encType="multipart/form-data"
            className="mt-3 flex flex-wrap items-end gap-3"
          >
            <div>
              <label htmlFor="hotels-csv" className="block text-sm font-semibold text-slate-900">
                Edited hotels CSV
              </label>
              <input
                id="hotels-csv"
                type="file"
                name="file"
                accept=".csv,text/csv"
                required
                className="mt-1 block text-sm"
              />
            </div>
            <Button
              variant="outline"
              name="intent"
              value="dry-run"
              isPending={navigation.formData?.get("intent") === "dry-run"}
              pendingLabel="Checking..."
            >
              Dry run
            </Button>
            <Button
              name="intent"
              value="apply"
              isPending={navigation.formData?.get("intent") === "apply"}
              pendingLabel="Applying..."
            >
              Apply changes
            </Button>
          </Form>
          {bulk ? <BulkResult bulk={bulk} /> : null}
        </Section>
      ) : null}

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
