// A contact message sent from a contact page, /contact or /fr/contact, with or without scripts:
// the same schema, use-case, rate limits and honeypot in both languages; only the words differ
// (app/content/i18n/, docs/decisions/048). The answer keeps what was typed when it refuses.
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import {
  keptFields,
  type ContactAnswer,
  type ContactFormWords,
} from "#app/components/visitor-forms/contact-form.tsx";
import { ContactSchema, type ContactInput } from "#app/domain/forms/visitor-forms.ts";
import { formFields, type FieldErrors } from "#app/domain/forms/form-fields.ts";
import type { Locale } from "#app/domain/languages/locale.ts";
import type { Refusal } from "#app/domain/shared/outcome.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { serverToast } from "#app/components/ui/toast.server.ts";
import { translate, translated } from "#app/i18n/i18n.server.ts";
import { clientOf, retryHeaders, submissionOr503 } from "#app/routes/form-submission.server.ts";
import { sendContactMessage } from "#app/use-cases/contact/send-message.server.ts";

const NUMBER_LOCALE = { en: "en-US", fr: "fr-FR" } as const satisfies Record<Locale, string>;

/** The form's own words, for its page's loader data. */
export function contactFormWords(locale: Locale): ContactFormWords {
  return translated(locale, "contact").form;
}

/** The schema's issues in the page's language: the first per field, naming the field. */
export function contactFieldErrors(
  error: z.ZodError<ContactInput>,
  locale: Locale,
): FieldErrors<ContactInput> {
  const errors: FieldErrors<ContactInput> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field !== "name" && field !== "email" && field !== "message") continue;
    if (errors[field]) continue;
    const values = { field: translate(locale, `contact.fields.${field}`) };
    errors[field] =
      issue.code === "too_big"
        ? translate(locale, "contact.tooLong", {
            ...values,
            max: Number(issue.maximum).toLocaleString(NUMBER_LOCALE[locale]),
          })
        : issue.code === "invalid_format"
          ? translate(locale, "contact.invalidEmail")
          : translate(locale, "contact.required", values);
  }
  return errors;
}

/** A refusal from the use-case (too many messages, the database away) in the page's language. */
function refusalWords(outcome: Refusal, locale: Locale) {
  if (locale === "en") return { message: outcome.error, fieldErrors: outcome.fieldErrors ?? {} };
  const key =
    outcome.status === 429
      ? "contact.tooMany"
      : outcome.status === 503
        ? "contact.unavailable"
        : "contact.form.failed";
  return { message: translate(locale, key), fieldErrors: {} };
}

/** A contact page's action: stores the message, or says why not beside the fields kept. */
export async function answerContact(
  request: Request,
  context: Readonly<RouterContextProvider>,
  locale: Locale,
) {
  const fields = formFields(await readFormData(request));
  const words = translated(locale, "contact");
  const refuse = (
    status: number,
    message: string,
    errors: FieldErrors<ContactInput>,
    headers: Record<string, string> = {},
  ) =>
    data<ContactAnswer>(
      {
        status: "error",
        message,
        fieldErrors: errors,
        fields: keptFields(fields),
        toast: serverToast({
          title: words.form.errorTitle,
          description: message,
          variant: "destructive",
        }),
      },
      { status, headers },
    );
  const parsed = ContactSchema.safeParse(fields);
  if (!parsed.success) {
    return refuse(400, words.fix, contactFieldErrors(parsed.error, locale));
  }
  const outcome = await submissionOr503("message", () =>
    sendContactMessage(parsed.data, clientOf(request, context)),
  );
  if (!outcome.ok) {
    const refused = refusalWords(outcome, locale);
    return refuse(outcome.status, refused.message, refused.fieldErrors, retryHeaders(outcome));
  }
  return data<ContactAnswer>({
    status: "success",
    message: words.sent,
    toast: serverToast({ title: words.sentTitle, description: words.sent }),
  });
}
