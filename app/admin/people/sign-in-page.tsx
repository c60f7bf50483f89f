// What the sign-in screens share (login, forgot, invitation, reset): the page with its title, the
// card form with its one wide button, the field for choosing a new password, and their meta and
// headers (never indexed, never cached).
import type { ReactNode } from "react";
import { Form, useNavigation, type MetaDescriptor } from "react-router";
import { PASSWORD_MIN_LENGTH } from "#app/admin/shell/staff-forms.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { buildMeta, type SiteIdentity } from "#app/seo/meta.ts";

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

/** A sign-in screen's meta: its title, never indexed. */
export function signInMeta(title: string, path: string) {
  return ({
    matches,
  }: {
    matches: readonly [{ loaderData: { site: SiteIdentity } }, ...unknown[]];
  }): MetaDescriptor[] => buildMeta(matches[0].loaderData.site, { title, path, index: false });
}

/**
 * A sign-in screen's headers; a link whose address holds a secret is not sent on as a referrer.
 * A loader's or action's Retry-After (a rate limit spent) goes on to the answer.
 */
export function signInHeaders(
  isSecretLink = false,
  answers: readonly Headers[] = [],
): Record<string, string> {
  const retryAfter = answers.map((headers) => headers.get("Retry-After")).find(Boolean);
  return {
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex",
    ...(isSecretLink ? { "Referrer-Policy": "no-referrer" } : {}),
    ...(retryAfter ? { "Retry-After": retryAfter } : {}),
  };
}

/**
 * The screen of an e-mailed link that sets a password (invitation, reset): the form, or, once the
 * link no longer works, the sentence saying so in its place.
 */
export function PasswordLinkScreen(props: {
  title: string;
  /** What to say in place of the form when the link is dead; null while it works. */
  dead: ReactNode | null;
  /** Above the card. */
  intro?: ReactNode;
  /** In the card, before the password. */
  children?: ReactNode;
  password: { label: string; error: string | null };
  submit: { label: string; pendingLabel: string };
}) {
  const navigation = useNavigation();
  return (
    <SignInPage title={props.title}>
      {props.dead ? (
        <p role="alert" className="mt-4 text-slate-800">
          {props.dead}
        </p>
      ) : (
        <>
          {props.intro}
          <SignInForm
            button={props.submit.label}
            pendingLabel={props.submit.pendingLabel}
            isPending={navigation.state !== "idle"}
          >
            {props.children}
            <NewPasswordField {...props.password} />
          </SignInForm>
        </>
      )}
    </SignInPage>
  );
}
