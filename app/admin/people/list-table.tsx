// The table the Account and People screens list in (sessions, the team): a hidden caption, the
// column heads, and a last column of buttons whose head only assistive technology reads.
import type { ReactNode } from "react";

export function ListTable(props: {
  caption: string;
  columns: readonly string[];
  actionsLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            {props.columns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-4">
                {column}
              </th>
            ))}
            <th scope="col" className="py-2">
              <span className="sr-only">{props.actionsLabel}</span>
            </th>
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}
