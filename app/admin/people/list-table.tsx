// The table the Account and People screens list in (sessions, the team): a hidden caption, the
// column heads, and a last column of buttons whose head only assistive technology reads.
import type { ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { IntentForm } from "#app/admin/people/intent-form.tsx";

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

/** A row's button: posts its intent with the row's id (in `name`), labelled for the row. */
export function RowAction(props: {
  intent: string;
  name?: string;
  value: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <IntentForm intent={props.intent}>
      <Button
        variant="outline"
        name={props.name ?? "id"}
        value={String(props.value)}
        aria-label={props.label}
      >
        {props.children}
      </Button>
    </IntentForm>
  );
}
