import { Link } from "react-router";
import { ColumnHeads } from "#app/admin/shell/column-heads.tsx";
import { formatLongDate } from "#app/domain/shared/dates.ts";
import type { FactReviewRow, FactReviewStatus } from "#app/domain/facts/fact-review.ts";

const STATUS: Record<FactReviewStatus, { label: string; className: string }> = {
  overdue: { label: "Overdue", className: "bg-red-100 text-red-900" },
  "due-soon": { label: "Due soon", className: "bg-amber-100 text-amber-900" },
  current: { label: "Current", className: "bg-emerald-100 text-emerald-900" },
};

/** The fact register as the operator reviews it: most urgent first, with sources and pages. */
export function FactRegisterTable({ rows }: { rows: FactReviewRow[] }) {
  const overdue = rows.filter((row) => row.status === "overdue").length;
  const dueSoon = rows.filter((row) => row.status === "due-soon").length;
  return (
    <div>
      <p className="max-w-3xl text-sm leading-6 text-slate-700">
        Every time-sensitive fact the site states lives once in this register, with its source and
        the day it was last checked against it, in English and French. Pages in both languages quote
        the register, so correcting an entry corrects every page that states it. An entry is due for
        review 12 months after its check.{" "}
        <strong className="font-semibold text-slate-900">
          {`${overdue} overdue, ${dueSoon} due within 60 days, ${rows.length} in all.`}
        </strong>
      </p>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full min-w-[56rem] text-left text-sm">
          <caption className="sr-only">Fact register, most urgent review first</caption>
          <ColumnHeads columns={["Fact", "Source", "Checked", "Review by", "Stated on"]} />
          <tbody className="divide-y divide-slate-200 align-top text-slate-800">
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="max-w-md py-3 pr-4">
                  <code className="text-xs font-semibold text-slate-900">{row.id}</code>
                  <p className="mt-1 leading-6">{row.value}</p>
                  {/* French pages state the same fact, from the same source and check. */}
                  {row.valueFr === null ? (
                    <p className="mt-1 text-amber-900">
                      No French text yet: French pages show nothing where they name this fact.
                    </p>
                  ) : (
                    <p className="mt-1 leading-6 text-slate-600">
                      <span className="font-semibold">French: </span>
                      <span lang="fr">{row.valueFr}</span>
                    </p>
                  )}
                </td>
                <td className="max-w-xs py-3 pr-4">
                  {row.source.publisher}:{" "}
                  {row.source.url ? (
                    <a href={row.source.url} className="text-brand-800 underline">
                      {row.source.title}
                    </a>
                  ) : (
                    <cite>{row.source.title}</cite>
                  )}
                  {row.source.date ? ` (${row.source.date})` : ""}
                  {row.official ? (
                    <p className="mt-1 text-slate-600">Official: {row.official.name}</p>
                  ) : null}
                </td>
                <td className="py-3 pr-4 whitespace-nowrap">
                  <time dateTime={row.checkedOn}>{formatLongDate(row.checkedOn)}</time>
                </td>
                <td className="py-3 pr-4 whitespace-nowrap">
                  <time dateTime={row.reviewBy}>{formatLongDate(row.reviewBy)}</time>
                  <span
                    className={`mt-1 block w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS[row.status].className}`}
                  >
                    {STATUS[row.status].label}
                  </span>
                </td>
                <td className="py-3">
                  {row.usedOn.length === 0 ? (
                    <span className="text-slate-600">Not stated on any page</span>
                  ) : (
                    <ul className="space-y-1">
                      {row.usedOn.map((path) => (
                        <li key={path}>
                          <Link to={path} className="text-brand-800 underline">
                            {path}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
