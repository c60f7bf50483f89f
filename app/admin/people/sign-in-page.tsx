// What the sign-in screens share (login, forgot, invitation, reset): the page with its title, the
// card form with its one wide button, and the field for choosing a new password.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { PASSWORD_MIN_LENGTH } from "#app/admin/shell/forms.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

export function SignInPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-20">
      <Heading level={1} size="title">
        {title}
      </Heading>
      {children}
    </div>
  );
}

/** The card form: its fields, then one wide button. */
export function SignInForm(props: {
  children: ReactNode;
  button: string;
  pendingLabel: string;
  isPending: boolean;
  action?: string;
  /** After the button, inside the card. */
  footer?: ReactNode;
}) {
  return (
    <Form
      method="post"
      action={props.action}
      className="mt-8 space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      {props.children}
      <Button
        size="lg"
        className="w-full"
        isPending={props.isPending}
        pendingLabel={props.pendingLabel}
      >
        {props.button}
      </Button>
      {props.footer}
    </Form>
  );
}

/** The new password a person chooses (invitation, reset, change of password). */
export function NewPasswordField(props: { label: string; hint?: string; error: string | null }) {
  return (
    <Field
      label={props.label}
      name="password"
      type="password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN_LENGTH}
      hint={`At least ${PASSWORD_MIN_LENGTH} characters.${props.hint ? ` ${props.hint}` : ""}`}
      error={props.error}
    />
  );
}
