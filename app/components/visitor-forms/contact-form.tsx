// The contact form (SPEC.md sections 2, 4 and 8), in the page's language: its words come from the
// route's loader (app/content/i18n/, docs/decisions/048), so no page's script carries another
// language's. It posts to its page's action: through a fetcher when scripts run (the server's
// toast shows, fields clear on success and stay on failure) and as a plain post without them (the
// answer shows above the form). Either way the server's field errors show beside their fields.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { ContactInput } from "#app/domain/forms/visitor-forms.ts";
import { CONTACT_LIMITS, formFields, type FieldErrors } from "#app/domain/forms/form-fields.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useServerToast, type ServerToast } from "#app/components/ui/toast.tsx";
import { Honeypot } from "#app/components/visitor-forms/honeypot.tsx";

interface KeptFields {
  name: string;
  email: string;
  message: string;
}

/** What a contact page's action answers to a message. */
export type ContactAnswer = { toast: ServerToast } & (
  | { status: "success"; message: string }
  | {
      status: "error";
      message: string;
      fieldErrors: FieldErrors<ContactInput>;
      fields: KeptFields;
    }
);

/** What a page's clientAction answers when the server could not be reached: worded here. */
export interface ContactUnreachable {
  status: "unreachable";
  id: string;
  fields: KeptFields;
}

/** The form's own words, in the page's language. */
export interface ContactFormWords {
  /** The form's accessible name. */
  label: string;
  name: string;
  email: string;
  message: string;
  placeholder: string;
  send: string;
  sending: string;
  /** The notice and toast when the server could not be reached. */
  failed: string;
  errorTitle: string;
  /** The hidden honeypot field's label. */
  honeypot: string;
}

/** The fields a posted form held, for keeping them on the page after a refusal. */
export function keptFields(fields: Record<string, string>): KeptFields {
  return { name: fields.name ?? "", email: fields.email ?? "", message: fields.message ?? "" };
}

/** A contact page's clientAction: when the server cannot be reached, the form words it. */
export async function sendOrUnreachable<Answer>(
  request: Request,
  serverAction: () => Promise<Answer>,
): Promise<Answer | ContactUnreachable> {
  const fields = formFields(await request.clone().formData());
  try {
    return await serverAction();
  } catch {
    return { status: "unreachable", id: crypto.randomUUID(), fields: keptFields(fields) };
  }
}

function worded(
  answer: ContactAnswer | ContactUnreachable | undefined,
  words: ContactFormWords,
): ContactAnswer | undefined {
  if (answer?.status !== "unreachable") return answer;
  return {
    status: "error",
    message: words.failed,
    fieldErrors: {},
    fields: answer.fields,
    toast: {
      id: answer.id,
      title: words.errorTitle,
      description: words.failed,
      variant: "destructive",
    },
  };
}

export function ContactForm({
  answer,
  words,
  action,
}: {
  answer?: ContactAnswer;
  words: ContactFormWords;
  /** The page whose action takes the message: the form's own page. */
  action: string;
}) {
  const fetcher = useFetcher<ContactAnswer | ContactUnreachable>();
  const fetched = worded(fetcher.data, words);
  const result = fetched ?? answer;
  const kept = answer?.status === "error" ? answer.fields : undefined;
  const errors = result?.status === "error" ? result.fieldErrors : {};
  const form = useRef<HTMLFormElement>(null);
  useServerToast(fetched?.toast);
  const sentId = fetched?.status === "success" ? fetched.toast.id : null;
  useEffect(() => {
    if (sentId) form.current?.reset();
  }, [sentId]);
  // The fetcher's answers show as toasts; a plain post's answer shows here.
  const notice = fetched ? undefined : answer;
  const lineFields = [
    { name: "name", label: words.name, type: "text", autoComplete: "name" },
    { name: "email", label: words.email, type: "email", autoComplete: "email" },
  ] as const;

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={action}
      aria-label={words.label}
      className="relative space-y-5"
    >
      {notice ? (
        <p
          role={notice.status === "error" ? "alert" : "status"}
          className={`rounded-md px-4 py-3 font-medium ${
            notice.status === "error" ? "bg-red-50 text-red-900" : "bg-emerald-50 text-emerald-900"
          }`}
        >
          {notice.message}
        </p>
      ) : null}
      {lineFields.map((field) => (
        <Field
          key={field.name}
          {...field}
          required
          maxLength={CONTACT_LIMITS[field.name]}
          defaultValue={kept?.[field.name]}
          error={errors[field.name]}
        />
      ))}
      <Field
        multiline
        label={words.message}
        name="message"
        rows={5}
        required
        maxLength={CONTACT_LIMITS.message}
        placeholder={words.placeholder}
        defaultValue={kept?.message}
        error={errors.message}
      />
      <Honeypot label={words.honeypot} />
      <Button size="lg" isPending={fetcher.state !== "idle"} pendingLabel={words.sending}>
        {words.send}
      </Button>
    </fetcher.Form>
  );
}
