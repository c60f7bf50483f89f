// Events per day for the last 30 days, stacked by type. Loaded lazily by the dashboard's
// Analytics tab, so no other page ships it. The same figures are in a table for screen readers
// and keyboard users.
import { ColumnHeads } from "#app/admin/shell/column-heads.tsx";
import { buildChartColumns, type DayCount } from "#app/admin/analytics/events-chart-data.ts";
import { EVENT_TYPES } from "#app/domain/operations/analytics-event.ts";

const COLOURS: Record<string, string> = {
  page_view: "#0369a1",
  affiliate_click: "#b45309",
  search: "#047857",
  product_click: "#7c3aed",
  newsletter_signup: "#be123c",
  contact_sent: "#334155",
  name_generated: "#a16207",
};

const WIDTH = 720;
const HEIGHT = 220;
const BOTTOM = 24;

export default function EventsChart({ counts, days }: { counts: DayCount[]; days: string[] }) {
  const { columns, max } = buildChartColumns(counts, days);
  const total = columns.reduce((sum, column) => sum + column.total, 0);
  const slot = WIDTH / columns.length;
  const scale = max === 0 ? 0 : (HEIGHT - BOTTOM - 8) / max;
  const usedTypes = EVENT_TYPES.filter((type) => counts.some((count) => count.eventType === type));

  return (
    <figure>
      <figcaption id="events-chart-caption" className="font-semibold text-slate-900">
        Events per day, last 30 days ({total.toLocaleString("en-US")} in all)
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="events-chart-caption"
        className="mt-4 w-full"
      >
        <line x1="0" x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke="#94a3b8" />
        {columns.map((column, index) => {
          let top = HEIGHT - BOTTOM;
          return (
            <g key={column.day}>
              {column.segments.map((segment) => {
                const height = segment.count * scale;
                top -= height;
                return (
                  <rect
                    key={segment.eventType}
                    x={index * slot + slot * 0.15}
                    y={top}
                    width={slot * 0.7}
                    height={height}
                    fill={COLOURS[segment.eventType] ?? "#64748b"}
                  >
                    <title>{`${column.day}: ${segment.count} ${segment.eventType}`}</title>
                  </rect>
                );
              })}
              {index % 5 === 0 || index === columns.length - 1 ? (
                <text
                  x={index * slot + slot / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  fontSize="11"
                  fill="#334155"
                >
                  {column.day.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {usedTypes.length > 0 ? (
        <ul
          aria-label="Legend"
          className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800"
        >
          {usedTypes.map((type) => (
            <li key={type} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-sm"
                style={{ backgroundColor: COLOURS[type] }}
              />
              {type}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-800">
          Show the figures as a table
        </summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">Events per day and type</caption>
          <ColumnHeads
            columns={["Day", "Total", "By type"]}
            className=""
            cellClassName="py-1 pr-4"
            lastCellClassName="py-1"
          />
          <tbody>
            {columns
              .filter((column) => column.total > 0)
              .map((column) => (
                <tr key={column.day}>
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {column.day}
                  </th>
                  <td className="py-1 pr-4">{column.total}</td>
                  <td className="py-1">
                    {column.segments.map((s) => `${s.eventType} ${s.count}`).join(", ")}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
