// The contact form (SPEC.md sections 2, 4 and 8). It posts to the /contact route's action: through
// a fetcher when scripts run (the server's toast shows, fields clear on success and stay on
// failure) and as a plain post without them (the answer shows above the form). Either way the
// server's field errors show beside their fields.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { ContactInput } from "#app/domain/forms.ts";
import { CONTACT_LIMITS, type FieldErrors } from "#app/domain/form-fields.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useServerToast, type ServerToast } from "#app/components/ui/toast.tsx";
import { Honeypot } from "#app/components/forms/honeypot.tsx";

/** What the /contact action answers to a message. */
export type ContactAnswer = { toast: ServerToast } & (
  | { status: "success"; message: string }
  | {
      status: "error";
      message: string;
      fieldErrors: FieldErrors<ContactInput>;
      fields: { name: string; email: string; message: string };
    }
);

const LINE_FIELDS = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
] as const;

export function ContactForm({ answer }: { answer?: ContactAnswer }) {
  const fetcher = useFetcher<ContactAnswer>();
  const result = fetcher.data ?? answer;
  const kept = answer?.status === "error" ? answer.fields : undefined;
  const errors = result?.status === "error" ? result.fieldErrors : {};
  const form = useRef<HTMLFormElement>(null);
  useServerToast(fetcher.data?.toast);
  const sentId = fetcher.data?.status === "success" ? fetcher.data.toast.id : null;
  useEffect(() => {
    if (sentId) form.current?.reset();
  }, [sentId]);
  // The fetcher's answers show as toasts; a plain post's answer shows here.
  const notice = fetcher.data ? undefined : answer;

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/contact"
      aria-label="Contact form"
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
      {LINE_FIELDS.map((field) => (
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
        label="Message"
        name="message"
        rows={5}
        required
        maxLength={CONTACT_LIMITS.message}
        placeholder="Tell us how we can help you..."
        defaultValue={kept?.message}
        error={errors.message}
      />
      <Honeypot />
      <Button size="lg" isPending={fetcher.state !== "idle"} pendingLabel="Sending...">
        Send Message
      </Button>
    </fetcher.Form>
  );
}
