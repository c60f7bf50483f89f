// /admin/dashboard/guest-reports: guests' confirmed reports (issue 40). An editor approves each
// (it then counts on the hotel's page as "Reported by N guests") or rejects it; rejected reports
// are listed apart and never counted. The studio's "In review" lists the waiting ones and links
// here. Addresses are not shown: they are kept only to confirm and to stop repeats.
import { data, Form, Link } from "react-router";
import { done } from "#app/admin/shell/action.server.ts";
import { requirePermission } from "#app/admin/shell/staff.server.ts";
import { actingFrom } from "#app/admin/studio/content-api.server.ts";
import { ReviewPage } from "#app/admin/studio/review-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import { findingsText, monthWords, type GuestFindings } from "#app/domain/facts/guest-report.ts";
import { z } from "#app/domain/shared/zod.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { href } from "#app/paths.ts";
import { listGuestReports } from "#app/models/guest-reports.server.ts";
import { decideGuestReport } from "#app/use-cases/guest-reports/guest-reports.server.ts";
import type { Route } from "./+types/guest-reports";

function shown(rows: Awaited<ReturnType<typeof listGuestReports>>) {
  return rows.map((row) => ({
    id: row.id,
    hotelName: row.hotelName,
    hotelSlug: row.hotelSlug,
    stayed: monthWords(row.stayMonth),
    found: findingsText(row.findings as unknown as GuestFindings),
    note: row.note,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    decided: row.decidedAt
      ? `${row.decidedBy ?? ""}, ${formatDateTime(row.decidedAt.toISOString())}`
      : "",
  }));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, "content.publish", request);
  const [pending, rejected] = await Promise.all([
    listGuestReports("pending"),
    listGuestReports("rejected", 50),
  ]);
  return { pending: shown(pending), rejected: shown(rejected) };
}

const DecisionSchema = z.object({
  id: z.coerce.number({ error: "Choose a report." }).int().positive("Choose a report."),
  intent: z.enum(["approve", "reject"], { error: "Approve or reject the report." }),
});

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, "content.publish", request);
  const parsed = DecisionSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) {
    return data(
      { error: parsed.error.issues[0]?.message ?? "Choose what to do." },
      { status: 400 },
    );
  }
  const state = parsed.data.intent === "approve" ? "approved" : "rejected";
  const outcome = await decideGuestReport(parsed.data.id, state, actingFrom(context));
  if (!outcome.ok) return data({ error: outcome.error }, { status: outcome.status });
  return done(href("/admin/dashboard/guest-reports"), {
    title: state === "approved" ? "Approved" : "Rejected",
    description:
      state === "approved"
        ? "The report now counts on the hotel's page as reported by guests."
        : "The report is kept apart and never counted.",
  });
}

type Shown = ReturnType<typeof shown>[number];

function Report({ report, children }: { report: Shown; children?: React.ReactNode }) {
  return (
    <li id={`report-${report.id}`} className="border-b border-slate-200 py-3">
      <p className="font-semibold text-slate-900">
        <Link to={`/hotels/${report.hotelSlug}`} className="text-brand-800 underline">
          {report.hotelName}
        </Link>
        , stayed {report.stayed}
      </p>
      <p className="mt-1 text-sm text-slate-800">{report.found}</p>
      {report.note ? <p className="mt-1 text-sm text-slate-700">Note: {report.note}</p> : null}
      <p className="mt-1 text-xs text-slate-600">
        {report.decided
          ? `Decided by ${report.decided}`
          : report.confirmedAt
            ? `Confirmed ${formatDateTime(report.confirmedAt)}`
            : ""}
      </p>
      {children}
    </li>
  );
}

export default function GuestReports({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ReviewPage
      title="Guest reports"
      intro={
        <>
          Approved reports count on the hotel's page as “Reported by N guests”, never as the hotel's
          statement, for 24 months after the stay. Reject anything that reads as a review, an advert
          or a guess.
        </>
      }
      error={actionData?.error}
    >
      <section aria-labelledby="waiting">
        <Heading level={3} size="minor" id="waiting">
          Waiting: {loaderData.pending.length}
        </Heading>
        {loaderData.pending.length === 0 ? (
          <p className="mt-2 text-slate-700">No guest report is waiting.</p>
        ) : (
          <ul>
            {loaderData.pending.map((report) => (
              <Report key={report.id} report={report}>
                <Form
                  method="post"
                  className="mt-2 flex gap-3"
                  aria-label={`Decide report ${report.id}`}
                >
                  <input type="hidden" name="id" value={report.id} />
                  <Button name="intent" value="approve">
                    Approve
                  </Button>
                  <Button name="intent" value="reject" variant="outline">
                    Reject
                  </Button>
                </Form>
              </Report>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="rejected">
        <Heading level={3} size="minor" id="rejected">
          Rejected (never counted)
        </Heading>
        {loaderData.rejected.length === 0 ? (
          <p className="mt-2 text-slate-700">No report has been rejected.</p>
        ) : (
          <ul>
            {loaderData.rejected.map((report) => (
              <Report key={report.id} report={report} />
            ))}
          </ul>
        )}
      </section>
    </ReviewPage>
  );
}
