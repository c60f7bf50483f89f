// A newsletter sign-up sent from a page's form, the home page's or /fr/newsletter's, with or
// without scripts: the same schema, use-case, rate limits, honeypot and double opt-in in both
// languages; only the words differ (app/content/i18n/, docs/decisions/048), and the sign-up
// records its language so its e-mails go in it (issue 44).
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type {
  NewsletterAnswer,
  NewsletterFormWords,
} from "#app/components/visitor-forms/newsletter-form.tsx";
import type { ToastWords } from "#app/components/ui/toast.tsx";
import { SubscribeSchema, type SubscribeInput } from "#app/domain/forms/visitor-forms.ts";
import { formFields } from "#app/domain/forms/form-fields.ts";
import type { Locale } from "#app/domain/languages/locale.ts";
import { NEWSLETTER_CONSENT } from "#app/domain/mail/newsletter.ts";
import type { Refusal } from "#app/domain/shared/outcome.ts";
import { readFormData } from "#app/http/request-body.server.ts";
import { serverToast } from "#app/components/ui/toast.server.ts";
import { translate, translated } from "#app/i18n/i18n.server.ts";
import { clientOf, retryHeaders, submissionOr503 } from "#app/routes/form-submission.server.ts";
import { signUp } from "#app/use-cases/newsletter/sign-up.server.ts";

const NUMBER_LOCALE = { en: "en-US", fr: "fr-FR" } as const satisfies Record<Locale, string>;

/** The form's own words and the consent it shows, for its page's loader data. */
export function newsletterFormWords(locale: Locale): NewsletterFormWords {
  return { ...translated(locale, "newsletter").form, consent: NEWSLETTER_CONSENT[locale].text };
}

/** The schema's first issue in the page's language (English keeps the schema's own words). */
function problemOf(error: z.ZodError<SubscribeInput>, locale: Locale): string {
  const issue = error.issues[0];
  if (locale === "en") return issue?.message ?? "check your email address.";
  if (issue?.code === "too_big") {
    const max = Number(issue.maximum).toLocaleString(NUMBER_LOCALE[locale]);
    return translate(locale, "newsletter.tooLong", { max });
  }
  return translate(
    locale,
    issue?.code === "invalid_format" ? "newsletter.invalidEmail" : "newsletter.required",
  );
}

/** A refusal from the use-case (too many sign-ups, the database away) in the page's language. */
function refusalWords(outcome: Refusal, locale: Locale): string {
  if (locale === "en") return outcome.error;
  if (outcome.status === 429) return translate(locale, "newsletter.tooMany");
  if (outcome.status === 503) return translate(locale, "newsletter.unavailable");
  return translate(locale, "newsletter.form.failed");
}

/** A sign-up page's action: pending (check your inbox), or why not, as notice and toast. */
export async function answerSignUp(
  request: Request,
  context: Readonly<RouterContextProvider>,
  locale: Locale,
) {
  const words = translated(locale, "newsletter");
  const answer = (
    status: number,
    result: NewsletterAnswer["newsletter"],
    toast: ToastWords,
    headers?: Record<string, string>,
  ) =>
    data<NewsletterAnswer>({ newsletter: result, toast: serverToast(toast) }, { status, headers });
  const fields = formFields(await readFormData(request));
  const refuse = (
    status: number,
    notice: string,
    problem: string,
    headers?: Record<string, string>,
  ) =>
    answer(
      status,
      { status: "error", message: notice, email: fields.email?.slice(0, 1_000) ?? "" },
      { title: words.form.errorTitle, description: problem, variant: "destructive" },
      headers,
    );
  const parsed = SubscribeSchema.safeParse(fields);
  if (!parsed.success) {
    const problem = problemOf(parsed.error, locale);
    return refuse(400, translate(locale, "newsletter.refused", { problem }), problem);
  }
  const outcome = await submissionOr503("sign-up", () =>
    signUp(parsed.data, clientOf(request, context), locale),
  );
  if (!outcome.ok) {
    const message = refusalWords(outcome, locale);
    return refuse(outcome.status, message, message, retryHeaders(outcome));
  }
  const pending = outcome.result === "saved" ? words.saved : words.pending;
  return answer(
    202,
    { status: "success", message: pending },
    { title: words.pendingTitle, description: pending },
  );
}
