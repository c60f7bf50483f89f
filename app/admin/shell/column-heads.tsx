// A dashboard table's column headings: one row of <th scope="col">, each cell alike, the last
// one without the gap after it unless told, and the figures' columns aligned right.
export function ColumnHeads({
  columns,
  className = "border-b border-slate-300 text-slate-900",
  cellClassName = "py-2 pr-4",
  lastCellClassName = "py-2",
  rightAligned = [],
  visuallyHidden = [],
}: {
  columns: readonly string[];
  /** The <thead>'s classes. */
  className?: string;
  cellClassName?: string;
  lastCellClassName?: string;
  /** The columns of figures, by heading. */
  rightAligned?: readonly string[];
  /** Headings read out but not shown (a column of buttons, say). */
  visuallyHidden?: readonly string[];
}) {
  return (
    <thead className={className || undefined}>
      <tr>
        {columns.map((heading, index) => {
          const cell = index === columns.length - 1 ? lastCellClassName : cellClassName;
          return (
            <th
              key={heading}
              scope="col"
              className={rightAligned.includes(heading) ? `${cell} text-right` : cell}
            >
              {visuallyHidden.includes(heading) ? (
                <span className="sr-only">{heading}</span>
              ) : (
                heading
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
