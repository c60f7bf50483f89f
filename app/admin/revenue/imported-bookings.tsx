// Every imported booking, one line each, with the click it was matched to or "no matching
// click": what the operator checks the Revenue tab's matches against. Filtered by partner and
// month with a plain GET form, so it works without JavaScript.
import { ColumnHeads } from "#app/admin/shell/column-heads.tsx";
import { Form } from "react-router";
import { href } from "#app/paths.ts";
import { Pagination } from "#app/components/pagination.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import { REPORT_PARTNERS } from "#app/domain/money/commission-reports.ts";
import type { BookingMatch } from "#app/domain/money/revenue.ts";
import type { ImportedBooking } from "#app/models/conversions.server.ts";

const STATUS_LABEL = { pending: "Pending", confirmed: "Confirmed", cancelled: "Cancelled" };

function MatchCell({ match }: { match: BookingMatch }) {
  if (!match) return <span className="font-semibold text-red-800">no matching click</span>;
  if (match.kind === "tag") {
    return (
      <>
        tracking id <code>{match.tag}</code>
        {match.placement ? ` (${match.placement})` : ""}
      </>
    );
  }
  return (
    <>
      click <code>{match.clickId}</code>: {match.placement} on {match.page ?? "an unknown page"}
    </>
  );
}

export function ImportedBookings(props: {
  items: ImportedBooking[];
  total: number;
  page: number;
  pageCount: number;
  partner: string;
  month: string;
  from: string;
  to: string;
  filterError: string | null;
}) {
  const search = new URLSearchParams({ from: props.from, to: props.to });
  if (props.partner) search.set("partner", props.partner);
  if (props.month) search.set("month", props.month);
  return (
    <div className="space-y-4">
      {props.filterError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {props.filterError} Showing every booking instead.
        </p>
      ) : null}
      <Form
        method="get"
        aria-label="Filter imported bookings"
        className="flex flex-wrap items-end gap-4"
      >
        <input type="hidden" name="from" value={props.from} />
        <input type="hidden" name="to" value={props.to} />
        <SelectField
          label="Partner"
          name="partner"
          defaultValue={props.partner}
          options={[{ value: "", label: "All partners" }, ...REPORT_PARTNERS]}
        />
        <Field
          label="Month booked"
          name="month"
          type="month"
          placeholder="2026-11"
          defaultValue={props.month}
        />
        <Button variant="outline">Show bookings</Button>
      </Form>
      <p className="text-sm text-slate-700" role="status">
        {props.total.toLocaleString("en-US")} {props.total === 1 ? "booking" : "bookings"}
        {props.partner ? ` from ${props.partner}` : ""}
        {props.month ? ` made in ${props.month}` : ""}, newest first; cancelled ones included.
      </p>
      {props.items.length === 0 ? null : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Imported bookings, newest first</caption>
            <ColumnHeads
              columns={[
                "Partner",
                "Booking",
                "Date",
                "Amount",
                "Currency",
                "Status",
                "Matched click",
              ]}
              lastCellClassName="py-2 pr-4"
              rightAligned={["Amount"]}
            />
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {props.items.map((booking) => (
                <tr key={booking.id}>
                  <td className="py-1.5 pr-4">{booking.partner}</td>
                  <td className="py-1.5 pr-4 break-all">{booking.externalId}</td>
                  <td className="py-1.5 pr-4 whitespace-nowrap">{booking.occurredOn}</td>
                  <td className="py-1.5 pr-4 text-right">
                    {(booking.commissionCents / 100).toFixed(2)}
                  </td>
                  <td className="py-1.5 pr-4">{booking.currency}</td>
                  <td className="py-1.5 pr-4">{STATUS_LABEL[booking.status]}</td>
                  <td className="py-1.5 break-all">
                    <MatchCell match={booking.match} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={props.page}
        pageCount={props.pageCount}
        path={href("/admin/dashboard/revenue")}
        search={search.toString()}
      />
    </div>
  );
}
