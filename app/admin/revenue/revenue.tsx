// The dashboard's Revenue tab: for a date range, page views, click-outs, click-through rate,
// commissions and earnings per click, by page, placement, partner and hotel; the bookings no
// click of ours made; every imported booking with its match; and the upload of partners'
// commission reports, whose bookings are matched to the clicks that made them. Commission is
// shown per currency, and every table adds up to the headline.
import { ColumnHeads } from "#app/admin/shell/column-heads.tsx";
import { currentStaff } from "#app/admin/shell/staff.server.ts";
import { can } from "#app/domain/accounts/roles.ts";
import { data, Form, useNavigation } from "react-router";
import { href } from "#app/paths.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { useServerToast } from "#app/components/ui/toast.tsx";
import { REPORT_PARTNERS, type Rejection } from "#app/domain/money/commission-reports.ts";
import type { Refusal, RefusalStatus } from "#app/domain/shared/outcome.ts";
import { refused } from "#app/admin/shell/action.server.ts";
import { BOOKINGS_PAGE_SIZE, parseBookingFilter } from "#app/domain/money/booking-filter.ts";
import { pageCountFor } from "#app/domain/hotel-lists/paging.ts";
import {
  formatMoney,
  UNMATCHED,
  type Money,
  type RevenueFigures,
} from "#app/domain/money/revenue.ts";
import { defaultRevenueRange, parseRevenueRange } from "#app/domain/money/revenue-range.ts";
import { pageDataOr503 } from "#app/http/database-down.server.ts";
import { readReportUpload } from "#app/http/report-upload.server.ts";
import { serverToast } from "#app/components/ui/toast.server.ts";
import { listImportedBookings, revenueReport } from "#app/models/conversions.server.ts";
import { operatorFrom } from "#app/admin/shell/actor.server.ts";
import { importCommissionReport } from "#app/use-cases/revenue/import-commission-report.server.ts";
import { ImportedBookings } from "#app/admin/revenue/imported-bookings.tsx";
import { RevenueChart } from "#app/admin/revenue/revenue-chart.tsx";
import type { Route } from "./+types/revenue";

export async function loader({ url, context }: Route.LoaderArgs) {
  // A refused range still shows the page, on the last 30 days, with the reason beside the field
  // at fault; the 400 tells a script or a probe that its query was wrong.
  const range = parseRevenueRange(url.searchParams, new Date());
  const { from, to } = range.ok ? range : defaultRevenueRange(new Date());
  const parsed = parseBookingFilter(url.searchParams);
  const filter = parsed.ok ? parsed.filter : { partner: null, month: null, page: 1 };
  const [report, bookings] = await pageDataOr503("revenue", () =>
    Promise.all([
      revenueReport(from, to),
      listImportedBookings({ ...filter, pageSize: BOOKINGS_PAGE_SIZE }),
    ]),
  );
  return data(
    {
      // The import changes the figures: shown to the roles that may import (issue 28).
      canImport: can(currentStaff(context).role, "revenue.import"),
      report,
      rangeError: range.ok ? null : { field: range.field, error: range.error },
      bookings: {
        ...bookings,
        page: filter.page,
        pageCount: pageCountFor(bookings.total, BOOKINGS_PAGE_SIZE),
        partner: filter.partner ?? "",
        month: filter.month ?? "",
        filterError: parsed.ok ? null : parsed.error,
      },
    },
    { status: range.ok ? 200 : 400 },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readReportUpload(request);
  if (form instanceof Response) {
    const { error } = (await form.json()) as { error: string };
    return notImported({ status: form.status as RefusalStatus, error }, []);
  }
  const partner = form.get("partner");
  const outcome = await pageDataOr503("commission import", () =>
    importCommissionReport({ partner, file: form.get("file") }, operatorFrom(context)),
  );
  if (!outcome.ok) {
    const values: Record<string, string> = typeof partner === "string" ? { partner } : {};
    return notImported(outcome, "rejected" in outcome ? outcome.rejected : [], values);
  }
  return {
    rejected: [],
    toast: serverToast({
      title: "Report Imported",
      description: `${outcome.imported} new, ${outcome.updated} updated.`,
    }),
  };
}

/** A refused import, in place: the reason as the toast, and every bad line of the file. */
function notImported(
  outcome: Pick<Refusal, "status" | "error">,
  rejected: Rejection[],
  values: Record<string, string> = {},
) {
  const toast = serverToast({
    title: "Not Imported",
    description: outcome.error,
    variant: "destructive",
  });
  return refused(outcome, values, { rejected, toast });
}

const FIGURE_COLUMNS = [
  "Page views",
  "Click-outs",
  "Click-through",
  "Bookings",
  "Commission",
  "Per click",
] as const;

const RANGE_ENDS = [
  { name: "from", label: "From" },
  { name: "to", label: "To" },
] as const;

const CURRENCY_FIGURES = ["Bookings", "Confirmed", "Pending", "Total"] as const;

const rate = (value: number | null) => (value === null ? "–" : `${(value * 100).toFixed(1)}%`);
const money = (cents: number) => (cents / 100).toFixed(2);

function FiguresTable({
  caption,
  keyLabel,
  rows,
}: {
  caption: string;
  keyLabel: string;
  rows: RevenueFigures[];
}) {
  if (rows.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
        <ColumnHeads
          columns={[keyLabel, ...FIGURE_COLUMNS]}
          lastCellClassName="py-2 pr-4"
          rightAligned={FIGURE_COLUMNS}
        />
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {rows.map((row) => (
            <tr key={row.key} className={row.key === UNMATCHED ? "bg-red-50" : undefined}>
              <th scope="row" className="py-1.5 pr-4 font-normal break-all">
                {row.key}
              </th>
              <td className="py-1.5 pr-4 text-right">{row.pageViews}</td>
              <td className="py-1.5 pr-4 text-right">{row.clicks}</td>
              <td className="py-1.5 pr-4 text-right">{rate(row.clickThroughRate)}</td>
              <td className="py-1.5 pr-4 text-right">{row.conversions}</td>
              <td className="py-1.5 pr-4 text-right">{formatMoney(row.commissionByCurrency)}</td>
              <td className="py-1.5 text-right">{formatMoney(row.earningsPerClickByCurrency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function RevenueTab({ loaderData, actionData }: Route.ComponentProps) {
  const { report, rangeError, bookings } = loaderData;
  const navigation = useNavigation();
  useServerToast(actionData?.toast);
  const commission: Money = Object.fromEntries(
    report.totals.map((total) => [total.currency, total.commissionCents]),
  );
  const totals = [
    ["Page views", String(report.pageViews)],
    ["Click-outs", String(report.clicks)],
    ["Click-through", rate(report.pageViews > 0 ? report.clicks / report.pageViews : null)],
    ["Bookings", String(report.conversions)],
    ["Commission", formatMoney(commission)],
    [
      "Per click",
      report.clicks > 0
        ? formatMoney(
            Object.fromEntries(
              report.totals.map((total) => [
                total.currency,
                Math.round(total.commissionCents / report.clicks),
              ]),
            ),
          )
        : "–",
    ],
  ] as const;
  return (
    <div className="space-y-10">
      <Form method="get" className="flex flex-wrap items-end gap-4" aria-label="Date range">
        {RANGE_ENDS.map(({ name, label }) => (
          <Field
            key={name}
            label={label}
            name={name}
            type="date"
            defaultValue={report[name]}
            error={rangeError?.field === name ? rangeError.error : null}
          />
        ))}
        <Button variant="outline">Show</Button>
        <a
          href={`${href("/api/admin/revenue.csv")}?from=${report.from}&to=${report.to}`}
          download
          className={buttonClass({ variant: "outline-brand", size: "sm" })}
        >
          Download CSV
        </a>
      </Form>

      <div className="space-y-3">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {totals.map(([label, value]) => (
            <div key={label} className="flex flex-col rounded-xl border border-slate-200 p-4">
              <dt className="text-sm text-slate-700">{label}</dt>
              <dd className="order-first text-2xl font-bold break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="max-w-3xl text-sm text-slate-700">
          Bookings made in these days, cancelled ones left out. Amounts stay in the currency each
          partner reported: they are never added across currencies. Every table below adds up to
          these totals; bookings no click of ours made are in its &ldquo;{UNMATCHED}&rdquo; row.
        </p>
      </div>

      {report.totals.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full max-w-2xl text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-slate-900">
              Commission by currency
            </caption>
            <ColumnHeads
              columns={["Currency", ...CURRENCY_FIGURES]}
              lastCellClassName="py-2 pr-4"
              rightAligned={CURRENCY_FIGURES}
            />
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {report.totals.map((total) => (
                <tr key={total.currency}>
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    {total.currency}
                  </th>
                  <td className="py-1.5 pr-4 text-right">{total.bookings}</td>
                  <td className="py-1.5 pr-4 text-right">{money(total.confirmedCents)}</td>
                  <td className="py-1.5 pr-4 text-right">{money(total.pendingCents)}</td>
                  <td className="py-1.5 pr-4 text-right font-semibold">
                    {money(total.commissionCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <RevenueChart rows={report.byPlacement.filter((row) => row.key !== UNMATCHED)} />
      <FiguresTable caption="By page" keyLabel="Page" rows={report.byPage} />
      <FiguresTable caption="By placement" keyLabel="Placement" rows={report.byPlacement} />
      <FiguresTable caption="By partner" keyLabel="Partner" rows={report.byPartner} />
      <Section id="unmatched-bookings" title="Unmatched bookings" size="minor">
        <p className="mt-2 max-w-3xl text-sm text-slate-700">
          Bookings in these days whose label or sub-id is none of our click ids (and Amazon orders
          under a tracking id that is not ours): counted in the totals, credited to no page. Find
          them in the list below with &ldquo;no matching click&rdquo;.
        </p>
        {report.unmatched.length === 0 ? (
          <p className="mt-4 text-slate-700">Every booking in these days matched a click.</p>
        ) : (
          <div className="mt-4">
            <FiguresTable
              caption="Unmatched bookings by partner"
              keyLabel="Partner"
              rows={report.unmatched}
            />
          </div>
        )}
      </Section>
      <FiguresTable
        caption="Top hotels by bookings (hotel buttons only)"
        keyLabel="Hotel"
        rows={report.topHotels}
      />
      <FiguresTable
        caption="Top hotels by click-outs"
        keyLabel="Hotel"
        rows={report.topHotelsByClicks}
      />
      {report.clicks === 0 && report.pageViews === 0 ? (
        <p className="text-slate-700">No page views or click-outs in these days.</p>
      ) : null}

      <Section id="imported-bookings" title="Imported bookings" size="minor">
        <div className="mt-4">
          <ImportedBookings {...bookings} from={report.from} to={report.to} />
        </div>
      </Section>

      {loaderData.canImport ? (
        <Section id="import-report" title="Import a commission report" size="minor">
          <p className="mt-2 max-w-2xl text-sm text-slate-700">
            Download the bookings or earnings report from the partner as CSV and upload it here. A
            booking whose label or sub-id is one of our click ids is credited to the page and button
            it came from. Importing the same report again updates statuses.
          </p>
          <Form
            method="post"
            encType="multipart/form-data"
            className="mt-4 flex flex-wrap items-end gap-4"
          >
            <SelectField label="Partner" name="partner" options={REPORT_PARTNERS} />
            <Field label="Report (CSV)" name="file" type="file" accept=".csv,text/csv" required />
            <Button isPending={navigation.state === "submitting"} pendingLabel="Importing...">
              Import
            </Button>
          </Form>
          {actionData?.rejected && actionData.rejected.length > 0 ? (
            <div role="alert" className="mt-4 rounded-md bg-red-50 p-4 text-sm text-red-900">
              <p className="font-semibold">
                Nothing was imported. Fix these lines and upload again:
              </p>
              <ul className="mt-2 list-disc pl-5">
                {actionData.rejected.map((rejection) => (
                  <li key={rejection.line}>
                    Line {rejection.line}: {rejection.reason}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </Section>
      ) : null}
    </div>
  );
}
