import { lazy, Suspense } from "react";
import { ColumnHeads } from "#app/admin/shell/column-heads.tsx";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import type { DayCount } from "#app/admin/analytics/events-chart-data.ts";
import type { AnalyticsEvent } from "#app/models/analytics.server.ts";

const EventsChart = lazy(() => import("#app/admin/analytics/events-chart.tsx"));

export function AnalyticsPanel(props: {
  events: AnalyticsEvent[];
  dailyCounts: DayCount[];
  days: string[];
  topTargets: { eventData: string; clicks: number }[];
}) {
  if (props.events.length === 0) {
    return <p className="py-10 text-center text-slate-700">No analytics events yet</p>;
  }
  return (
    <div className="space-y-10">
      <Suspense fallback={<p className="text-slate-700">Loading the chart...</p>}>
        <EventsChart counts={props.dailyCounts} days={props.days} />
      </Suspense>

      <section aria-labelledby="top-targets">
        <h2 id="top-targets" className="font-semibold text-slate-900">
          Top outbound clicks
        </h2>
        {props.topTargets.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No clicks to partners yet.</p>
        ) : (
          <ol className="mt-3 space-y-1 text-sm text-slate-800">
            {props.topTargets.map((target) => (
              <li
                key={target.eventData}
                className="flex justify-between gap-4 border-b border-slate-100 py-1"
              >
                <span className="break-all">{target.eventData}</span>
                <span className="font-semibold">{target.clicks}</span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="latest-events">
        <h2 id="latest-events" className="font-semibold text-slate-900">
          Latest events
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <ColumnHeads columns={["Type", "Data", "User agent", "Date"]} />
            <tbody className="divide-y divide-slate-200 text-slate-800">
              {props.events.map((event) => (
                <tr key={event.id}>
                  <td className="py-2 pr-4 whitespace-nowrap">{event.eventType}</td>
                  <td className="py-2 pr-4 break-all">{event.eventData}</td>
                  <td className="max-w-xs truncate py-2 pr-4" title={event.userAgent ?? undefined}>
                    {event.userAgent ?? "—"}
                  </td>
                  <td className="py-2 whitespace-nowrap">
                    <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
