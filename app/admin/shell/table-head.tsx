// The head row of the dashboard's lists (the Content tab's, the campaigns): one column header per
// entry, left out when null.
import type { ReactNode } from "react";

export function TableHead({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <thead className="border-b border-slate-300 text-slate-700">
      <tr>
        {columns.map((column, index) =>
          column === null ? null : (
            <th key={index} scope="col" className="py-2 pr-4">
              {column}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
