// A fixed-width text table for benchmark scripts: narrower than console.table (no index column,
// no quotes), with a budget row under the header and a "!" after each figure over its budget.

export interface Cell {
  text: string;
  isOver?: boolean;
}

export interface Column<Row> {
  header: string;
  /** Characters, the "!" mark included; the widest of header, budget and cells otherwise. */
  width?: number;
  align?: "left" | "right";
  /** The limit as printed in the budget row. */
  budget?: string;
  cell: (row: Row) => Cell;
}

export function renderTable<Row>(columns: Column<Row>[], rows: Row[]): string {
  const cells = rows.map((row) =>
    columns.map((column) => {
      const { text, isOver } = column.cell(row);
      // Every figure keeps a place for the mark, so the digits line up whether marked or not.
      return column.align === "left" ? text : `${text}${isOver ? "!" : " "}`;
    }),
  );
  const hasBudgets = columns.some((column) => column.budget);
  const header = columns.map((column) =>
    column.align === "left" ? column.header : `${column.header} `,
  );
  const budgets = columns.map((column, index) =>
    index === 0 ? "budget" : column.budget ? `${column.budget} ` : "",
  );
  const widths = columns.map(
    (column, index) =>
      column.width ??
      Math.max(
        header[index]!.length,
        budgets[index]!.length,
        ...cells.map((row) => row[index]!.length),
      ),
  );
  const line = (values: string[]) =>
    values
      .map((value, index) =>
        columns[index]!.align === "left"
          ? value.padEnd(widths[index]!)
          : value.padStart(widths[index]!),
      )
      .join(" ")
      .trimEnd();
  return [line(header), ...(hasBudgets ? [line(budgets)] : []), ...cells.map(line)].join("\n");
}
