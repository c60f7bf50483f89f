// The content studio's lists of every kind of content, searchable by name or slug, filtered by
// status (and city for hotels), sorted and paged, all in the URL so a view can be bookmarked and
// works without JavaScript. Posts and pages whose facts were never reviewed or not in six months
// come first in their own list.
import { data, Link, redirect } from "react-router";
import { href } from "#app/paths.ts";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { currentStaff, requirePermission } from "#app/admin/shell/staff.server.ts";
import { done, refused } from "#app/admin/shell/action.server.ts";
import { actingFrom } from "#app/admin/studio/content-api.server.ts";
import { parseId } from "#app/domain/shared/ids.ts";
import { contentTypeParam } from "#app/admin/studio/content-params.ts";
import { refusal } from "#app/domain/shared/outcome.ts";
import { can } from "#app/domain/accounts/roles.ts";
import { formFields } from "#app/domain/forms/form-fields.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { listInReview, listScheduled, workflowLabels } from "#app/models/editorial.server.ts";
import { listPendingFactSheets } from "#app/models/fact-sheets.server.ts";
import { listGuestReports } from "#app/models/guest-reports.server.ts";
import { monthWords } from "#app/domain/facts/guest-report.ts";
import { cancelSchedule } from "#app/use-cases/studio/schedules.server.ts";
import { readReportUpload } from "#app/http/report-upload.server.ts";
import { updateHotelsFromCsv } from "#app/use-cases/studio/hotel-import.server.ts";
import { publicPagesNote } from "#app/admin/shell/public-pages-note.ts";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { serverToast } from "#app/components/ui/toast.server.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { ContentList } from "#app/admin/studio/content-list.tsx";
import { InReviewList, ScheduledList } from "#app/admin/studio/content-workflow-lists.tsx";
import {
  publicationState,
  scheduledFor,
  type PublicationState,
} from "#app/domain/content/publication.ts";
import { CONTENT_TYPES, ContentListQuerySchema } from "#app/domain/content/content-schemas.ts";
import { CONTENT_NOUNS, hasFactsReview, isReviewDue } from "#app/domain/content/studio-form.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { isTranslatable } from "#app/domain/content/french-version.ts";
import { frenchStatesOf } from "#app/models/french-versions.server.ts";
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
  const [inReview, scheduled, factSheets, guestReports] = await pageDataOr503("content", () =>
    Promise.all([
      listInReview(),
      listScheduled(),
      listPendingFactSheets(),
      listGuestReports("pending"),
    ]),
  );
  return {
    inReview,
    scheduled,
    factSheets: factSheets.map((sheet) => ({ ...sheet, createdAt: sheet.createdAt.toISOString() })),
    guestReports: guestReports.map((report) => ({
      id: report.id,
      hotelName: report.hotelName,
      stayed: monthWords(report.stayMonth),
      confirmedAt: report.confirmedAt?.toISOString() ?? "",
    })),
  };
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
  const type = contentTypeParam(params.type);
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
            french: undefined,
          })
        : Promise.resolve(null),
    ]),
  );
  const now = new Date();
  const ids = list.items.map((item) => item.id);
  const [labels, frenchStates] = await pageDataOr503("content", () =>
    Promise.all([
      workflowLabels(type, ids),
      isTranslatable(type) ? frenchStatesOf(type, ids) : Promise.resolve(null),
    ]),
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
          // The French version's state for the kinds that have one (issue 44).
          frenchState: frenchStates?.get(item.id) ?? null,
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
    cancelSchedule(parseId(form.scheduleId) ?? 0, actingFrom(context)),
  );
  if (!outcome.ok) {
    return refused(outcome, form, {
      bulk: null,
      toast: serverToast({
        title: "Not Cancelled",
        description: outcome.error,
        variant: "destructive",
      }),
    });
  }
  return done(href("/admin/dashboard/content/:type?", { type: "scheduled" }), {
    title: "Cancelled",
    description: `The scheduled ${outcome.schedule.action} is cancelled.`,
  });
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
    return refused(
      refusal(400, "Choose the edited hotels CSV first."),
      {},
      {
        bulk: null,
        toast: serverToast({
          title: "No File",
          description: "Choose the edited hotels CSV first.",
          variant: "destructive",
        }),
      },
    );
  }
  const isDryRun = (form as FormData).get("intent") !== "apply";
  const bulk = await pageDataOr503("content", async () =>
    updateHotelsFromCsv(await file.text(), isDryRun, operatorFrom(context)),
  );
  if (bulk.rejected.length > 0) {
    const error = `${bulk.rejected.length} line(s) need fixing; nothing was changed.`;
    return refused(
      refusal(400, error),
      {},
      {
        bulk,
        toast: serverToast({ title: "File Refused", description: error, variant: "destructive" }),
      },
    );
  }
  // The report stays on the screen: a dry run's changes, or what was applied.
  return data({
    bulk,
    toast: serverToast(
      isDryRun
        ? {
            title: "Dry Run",
            description: `${bulk.changes.length} hotel(s) would change; nothing was saved.`,
          }
        : {
            title: "Hotels Updated",
            description: `${bulk.updated} hotel(s) changed.${publicPagesNote(bulk.publicPages)}`,
          },
    ),
  });
}

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

export default function ContentTab({ loaderData, actionData }: Route.ComponentProps) {
  useServerToast(actionData?.toast);
  return (
    <div className="space-y-8">
      <KindsNav
        current={loaderData.view === "list" ? loaderData.type : loaderData.view}
        inReview={
          loaderData.inReview.length + loaderData.factSheets.length + loaderData.guestReports.length
        }
        scheduled={loaderData.scheduled.length}
      />
      {loaderData.view === "list" ? (
        <ContentList loaderData={loaderData} bulk={actionData?.bulk ?? null} />
      ) : loaderData.view === "in-review" ? (
        <InReviewList
          items={loaderData.inReview}
          factSheets={loaderData.factSheets}
          guestReports={loaderData.guestReports}
        />
      ) : (
        <ScheduledList items={loaderData.scheduled} canCancel={loaderData.canPublish} />
      )}
    </div>
  );
}
