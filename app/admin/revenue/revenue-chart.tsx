// Click-outs and commission by placement as horizontal bars. The chart is a picture with a
// summary for screen readers; the "By placement" table below it gives every figure.
import { formatMoney, type Money } from "#app/domain/money/revenue.ts";

export interface PlacementBar {
  key: string;
  clicks: number;
  commissionByCurrency: Money;
}

const ROW = 28;
const LABEL_WIDTH = 150;
const BAR_WIDTH = 320;

export function RevenueChart({ rows }: { rows: readonly PlacementBar[] }) {
  const shown = rows.slice(0, 8);
  if (shown.length === 0) return null;
  const most = Math.max(1, ...shown.map((row) => row.clicks));
  const height = shown.length * ROW + 8;
  const summary = shown
    .map(
      (row) =>
        `${row.key}: ${row.clicks} click-outs, ${formatMoney(row.commissionByCurrency)} commission`,
    )
    .join("; ");
  return (
    <figure>
      <svg
        role="img"
        aria-labelledby="revenue-chart-title revenue-chart-summary"
        viewBox={`0 0 ${LABEL_WIDTH + BAR_WIDTH + 120} ${height}`}
        className="w-full max-w-3xl"
      >
        <title id="revenue-chart-title">Click-outs by placement</title>
        <desc id="revenue-chart-summary">{summary}</desc>
        {shown.map((row, index) => {
          const y = index * ROW + 4;
          const width = Math.max(2, (row.clicks / most) * BAR_WIDTH);
          return (
            <g key={row.key}>
              <text
                x={LABEL_WIDTH - 8}
                y={y + 17}
                textAnchor="end"
                className="fill-slate-800 text-[12px]"
              >
                {row.key}
              </text>
              <rect
                x={LABEL_WIDTH}
                y={y + 4}
                width={width}
                height={ROW - 10}
                rx={3}
                className="fill-brand-700"
              />
              <text x={LABEL_WIDTH + width + 6} y={y + 17} className="fill-slate-800 text-[12px]">
                {row.clicks} · {formatMoney(row.commissionByCurrency)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-sm text-slate-600">
        Click-outs · commission, by placement; every figure is in the table below.
      </figcaption>
    </figure>
  );
}
