// The Content tab's editorial lists: everything waiting in review, longest waiting first, and
// every scheduled publish and unpublish, soonest first, each cancellable by an editor.
import { Link } from "react-router";
import { href } from "#app/paths.ts";
import { TableHead } from "#app/admin/shell/table-head.tsx";
import { TitleCell } from "#app/admin/shell/title-cell.tsx";
import { RowButton } from "#app/admin/shell/row-button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { CONTENT_NOUNS } from "#app/domain/content/studio-form.ts";
import type { ContentType } from "#app/domain/content/content-schemas.ts";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import { scheduledFor } from "#app/domain/content/publication.ts";
import type { InReview, ScheduledChange } from "#app/models/editorial.server.ts";

/** An item's editor (its French version's, for a French change). */
function itemPath(type: ContentType, id: number, isFrench = false): string {
  const params = { type, id: String(id) };
  return isFrench
    ? href("/admin/dashboard/content/:type/:id/fr", params)
    : href("/admin/dashboard/content/:type/:id", params);
}

/** A hotel's fact sheet waiting for an editor (issue 40). */
export interface FactSheetWaiting {
  id: number;
  hotelName: string;
  createdAt: string;
}

function FactSheetsWaiting({ sheets }: { sheets: FactSheetWaiting[] }) {
  if (sheets.length === 0) return null;
  return (
    <table className="mt-3 w-full text-left text-sm">
      <caption className="text-left font-semibold text-slate-900">
        Fact sheets from hotels: {sheets.length}, oldest first
      </caption>
      <TableHead columns={["Hotel", "Source", "Answered"]} />
      <tbody>
        {sheets.map((sheet) => (
          <tr key={sheet.id} className="border-b border-slate-200">
            <TitleCell to={href("/admin/dashboard/fact-sheets/:id", { id: String(sheet.id) })}>
              {sheet.hotelName}
            </TitleCell>
            <td className="py-2 pr-4">The hotel, on its fact sheet</td>
            <td className="py-2 pr-4">{formatDateTime(sheet.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A guest's confirmed report waiting for an editor (issue 40). */
export interface GuestReportWaiting {
  id: number;
  hotelName: string;
  /** The month of stay, in words. */
  stayed: string;
  confirmedAt: string;
}

function GuestReportsWaiting({ reports }: { reports: GuestReportWaiting[] }) {
  if (reports.length === 0) return null;
  return (
    <table className="mt-3 w-full text-left text-sm">
      <caption className="text-left font-semibold text-slate-900">
        Guest reports: {reports.length}, oldest first (
        <Link to={href("/admin/dashboard/guest-reports")} className="text-brand-800 underline">
          approve or reject them
        </Link>
        )
      </caption>
      <TableHead columns={["Hotel", "Stayed", "Confirmed"]} />
      <tbody>
        {reports.map((report) => (
          <tr key={report.id} className="border-b border-slate-200">
            <TitleCell to={`${href("/admin/dashboard/guest-reports")}#report-${report.id}`}>
              {report.hotelName}
            </TitleCell>
            <td className="py-2 pr-4">{report.stayed}</td>
            <td className="py-2 pr-4">
              {report.confirmedAt ? formatDateTime(report.confirmedAt) : ""}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function InReviewList({
  items,
  factSheets,
  guestReports,
}: {
  items: InReview[];
  factSheets: FactSheetWaiting[];
  guestReports: GuestReportWaiting[];
}) {
  return (
    <Section id="in-review" title="In review" size="minor">
      <FactSheetsWaiting sheets={factSheets} />
      <GuestReportsWaiting reports={guestReports} />
      {items.length === 0 ? (
        <p className="mt-2 text-slate-700">
          {factSheets.length + guestReports.length === 0
            ? "Nothing is waiting for review."
            : "No content is waiting for review."}
        </p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">In review: {items.length}, longest waiting first</caption>
          <TableHead columns={["Title", "Kind", "Submitted by", "Submitted"]} />
          <tbody>
            {items.map((item) => (
              <tr key={`${item.type}-${item.id}`} className="border-b border-slate-200">
                <TitleCell
                  to={itemPath(item.type, item.id)}
                  detail={
                    item.hasDraft ? (
                      <>Changes to a published {CONTENT_NOUNS[item.type].one}</>
                    ) : undefined
                  }
                >
                  {item.title}
                </TitleCell>
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

export function ScheduledList({
  items,
  canCancel,
}: {
  items: ScheduledChange[];
  canCancel: boolean;
}) {
  return (
    <Section id="scheduled" title="Scheduled" size="minor">
      {items.length === 0 ? (
        <p className="mt-2 text-slate-700">Nothing is scheduled.</p>
      ) : (
        // A phone scrolls the table, not the page (`relative` keeps the screen-reader-only
        // header cell inside the scrolled box too).
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Scheduled: {items.length}, soonest first</caption>
            <TableHead
              columns={[
                "What",
                "Change",
                "When (Accra time)",
                "Scheduled by",
                canCancel ? <span className="sr-only">Cancel</span> : null,
              ]}
            />
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-b border-slate-200">
                  <TitleCell
                    to={itemPath(item.type, item.itemId, item.language === "fr")}
                    detail={
                      <>
                        {CONTENT_NOUNS[item.type].one}
                        {item.language === "fr" ? ", French version" : ""}
                      </>
                    }
                  >
                    {item.title}
                  </TitleCell>
                  <td className="py-2 pr-4">
                    {item.action === "publish" ? "Publish" : "Unpublish"}
                  </td>
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
                      <RowButton
                        field="scheduleId"
                        value={item.id}
                        label={`Cancel the ${item.action} of ${item.title}${item.language === "fr" ? " in French" : ""}`}
                      >
                        Cancel
                      </RowButton>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
