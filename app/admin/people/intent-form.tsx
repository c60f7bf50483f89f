// A form that posts one of its screen's intents (the Account, People and two-factor screens each
// have one action that several forms post to, told apart by `intent`), with its submit button,
// pending while that intent is being sent, when it has one.
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

export function IntentForm(props: {
  intent: string;
  className?: string;
  children: ReactNode;
  /** The submit button's words, and while sending. */
  submit?: { label: string; pendingLabel: string; variant?: "primary" | "outline" };
}) {
  const navigation = useNavigation();
  return (
    <Form method="post" className={props.className}>
      <input type="hidden" name="intent" value={props.intent} />
      {props.children}
      {props.submit ? (
        <Button
          variant={props.submit.variant}
          isPending={navigation.formData?.get("intent") === props.intent}
          pendingLabel={props.submit.pendingLabel}
        >
          {props.submit.label}
        </Button>
      ) : null}
    </Form>
  );
}
