// A list row's own button (revoke this link, cancel this schedule): a small outlined button in a
// form of its own, posting the row's id under `field`, and the intent where the screen's action
// takes several.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

export function RowButton(props: {
  field: string;
  value: number;
  intent?: string;
  /** What the button does to which row, for a list where its words alone would not say. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name={props.field} value={props.value} />
      <Button
        name={props.intent === undefined ? undefined : "intent"}
        value={props.intent}
        variant="outline"
        size="sm"
        aria-label={props.label}
      >
        {props.children}
      </Button>
    </Form>
  );
}
