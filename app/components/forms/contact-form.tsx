// The contact form (SPEC.md sections 2, 4 and 8). Without JS it posts to the /contact route's
// action, which shows field errors beside the fields; with JS it calls POST /api/contact and
// toasts: fields cleared on success, kept on failure.
import { useId, useState, type FormEvent } from "react";
import { postJson } from "#app/browser/post-json.ts";
import type { ContactInput } from "#app/domain/forms.ts";
import { CONTACT_LIMITS, formFields, type FieldErrors } from "#app/domain/form-fields.ts";
import { useToast } from "#app/components/ui/toast.tsx";
import { Honeypot } from "#app/components/forms/honeypot.tsx";

/** What the /contact action answers to a no-JS submission. */
export type ContactResult =
  | { status: "success"; message: string }
  | {
      status: "error";
      message: string;
      fieldErrors: FieldErrors<ContactInput>;
      fields: { name: string; email: string; message: string };
    };

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-[invalid=true]:border-red-700";

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

export function ContactForm({ result }: { result?: ContactResult }) {
  const id = useId();
  const toast = useToast();
  const kept = result?.status === "error" ? result.fields : undefined;
  const errors = result?.status === "error" ? result.fieldErrors : {};
  const [name, setName] = useState(kept?.name ?? "");
  const [email, setEmail] = useState(kept?.email ?? "");
  const [message, setMessage] = useState(kept?.message ?? "");
  const [isSending, setIsSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = formFields(new FormData(event.currentTarget));
    setIsSending(true);
    try {
      await postJson("/api/contact", fields);
      setName("");
      setEmail("");
      setMessage("");
      toast({ title: "Success!", description: "Your message has been sent successfully." });
    } catch {
      toast({
        title: "Error",
        description: "Failed to send message. Please try again.",
        variant: "destructive",
      });
    } finally {
      setIsSending(false);
    }
  }

  const describedBy = (field: keyof typeof errors) =>
    errors[field] ? `${id}-${field}-error` : undefined;

  return (
    <form
      method="post"
      action="/contact"
      onSubmit={handleSubmit}
      aria-label="Contact form"
      className="relative space-y-5"
    >
      {result ? (
        <p
          role={result.status === "error" ? "alert" : "status"}
          className={`rounded-md px-4 py-3 font-medium ${
            result.status === "error" ? "bg-red-50 text-red-900" : "bg-emerald-50 text-emerald-900"
          }`}
        >
          {result.message}
        </p>
      ) : null}
      <div>
        <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-800">
          Name
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          required
          maxLength={CONTACT_LIMITS.name}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("name")}
          className={inputClass}
        />
        <FieldError id={`${id}-name-error`} message={errors.name} />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
          Email
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={CONTACT_LIMITS.email}
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("email")}
          className={inputClass}
        />
        <FieldError id={`${id}-email-error`} message={errors.email} />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-800">
          Message
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          required
          maxLength={CONTACT_LIMITS.message}
          placeholder="Tell us how we can help you..."
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
          className={inputClass}
        />
        <FieldError id={`${id}-message-error`} message={errors.message} />
      </div>
      <Honeypot />
      <button
        type="submit"
        disabled={isSending}
        className="rounded-md bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {isSending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
