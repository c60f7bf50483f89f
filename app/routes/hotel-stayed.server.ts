// The words of a guest's report pages, /hotels/:slug/stayed and /fr/hotels/:slug/stayed (issue 44),
// and of the confirmation link's page: the form's labels, hints and answers, the page's texts, and
// the refusals, in the page's language. English keeps the words it always had (the answers are app/domain/facts/guest-report.ts's,
// which the editor's review shows too); French comes from app/content/i18n/fr.ts. The values a
// form sends are the same in both languages, so a report is stored and reviewed the same.
import type {
  GuestReportFormWords,
  QuestionName,
} from "#app/components/guest-report/guest-report-form.tsx";
import {
  ADDRESS_KEPT_DAYS,
  CONFIRM_DAYS,
  FINDING_QUESTIONS,
  monthWords,
  NOTE_MAX,
  PAYMENT_LEGEND,
  PAYMENT_OPTIONS,
  stayMonthChoices,
} from "#app/domain/facts/guest-report.ts";
import type { Locale } from "#app/domain/languages/locale.ts";
import { translate, translated } from "#app/i18n/i18n.server.ts";

const QUESTIONS: QuestionName[] = ["power", "water", "hotWater", "pickup"];

const ENGLISH_FORM: GuestReportFormWords = {
  form: "Report your stay",
  month: "When did you stay?",
  chooseMonth: "Choose the month",
  skip: "Did not notice / skip",
  questions: FINDING_QUESTIONS,
  payment: { legend: PAYMENT_LEGEND, options: PAYMENT_OPTIONS },
  note: "Anything else travellers should know? (optional)",
  noteHint: `Up to ${NOTE_MAX} characters, words only: no links.`,
  email: "Your e-mail address",
  emailHint: `We send a link to confirm the report. We keep the address only for that and to stop repeats, and erase it ${ADDRESS_KEPT_DAYS} days after our editors decide.`,
  honeypot: "Leave this field empty",
  send: "Send my report",
};

function frenchForm(): GuestReportFormWords {
  const words = translated("fr", "guestReport");
  // The French answers, in the English form's order and with its values.
  const inOrder = (
    english: readonly (readonly [string, string])[],
    french: Record<string, string>,
  ) => english.map(([value]) => [value, french[value] ?? value] as const);
  const question = (name: QuestionName) => ({
    legend: words.questions[name].legend,
    options: inOrder(FINDING_QUESTIONS[name].options, words.questions[name].options),
  });
  return {
    form: words.form,
    month: words.month,
    chooseMonth: words.chooseMonth,
    skip: words.skip,
    questions: {
      power: question("power"),
      water: question("water"),
      hotWater: question("hotWater"),
      pickup: question("pickup"),
    },
    payment: {
      legend: words.payment.legend,
      options: inOrder(PAYMENT_OPTIONS, words.payment.options),
    },
    note: words.note,
    noteHint: translate("fr", "guestReport.noteHint", { max: NOTE_MAX }),
    email: words.email,
    emailHint: translate("fr", "guestReport.emailHint", { days: ADDRESS_KEPT_DAYS }),
    honeypot: words.honeypot,
    send: words.send,
  };
}

/** The report page's words and month choices for a hotel, in the page's language. */
export function guestReportPage(locale: Locale, hotelName: string, now: Date) {
  const months = stayMonthChoices(now).map((month) => ({
    value: month,
    label: monthWords(month, locale),
  }));
  if (locale === "fr") {
    const t = (key: string) => translate("fr", `guestReport.${key}`, { hotel: hotelName });
    return {
      months,
      form: frenchForm(),
      page: {
        meta: t("meta"),
        heading: t("heading"),
        intro: t("intro"),
        sentTitle: t("sentTitle"),
        sent: t("sent"),
        back: t("back"),
      },
    };
  }
  return {
    months,
    form: ENGLISH_FORM,
    page: {
      meta: `Your stay at ${hotelName}`,
      heading: `Stayed at ${hotelName}? Tell other travellers`,
      intro:
        "What did you find? Answer what you noticed and skip the rest. No account needed; our editors check every report, and it shows as reported by guests, never as the hotel's word.",
      sentTitle: "Check your e-mail",
      sent: `Thank you. We have sent you a link: open it and press “Confirm my report”. Our editors then check your report before it counts on ${hotelName}'s page.`,
      back: `Back to ${hotelName}`,
    },
  };
}

/** The notice above a refused form: how many answers need a change. */
export function fixSummary(locale: Locale, count: number): string {
  if (locale === "fr") return translate("fr", "guestReport.fix", { count });
  return `${count === 1 ? "One answer needs" : `${count} answers need`} a change: see the message${count === 1 ? "" : "s"} below. Everything you typed is still here.`;
}

/**
 * A refused report's messages in French, field by field. The use-case words its refusals in
 * English (the schema's messages); where a field has several, the English one says which.
 */
export function frenchErrors(
  errors: Record<string, string>,
  refusal: { status: number; hotelName: string; stayMonth?: string },
  now: Date,
): Record<string, string> {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate("fr", `guestReport.errors.${key}`, values);
  const months = stayMonthChoices(now);
  const french: Record<string, string> = {};
  for (const [field, english] of Object.entries(errors)) {
    if (field === "stayMonth") {
      french[field] =
        english === "Choose the month you stayed."
          ? t("monthRequired")
          : t("month", {
              from: monthWords(months.at(-1)!, "fr"),
              to: monthWords(months[0]!, "fr"),
            });
    } else if (field === "power" && english.startsWith("Answer at least one question")) {
      french[field] = t("atLeastOne");
    } else if ((QUESTIONS as string[]).includes(field)) {
      french[field] = t("choice", { label: t(`labels.${field}`) });
    } else if (field === "payment") {
      french[field] = t("payment");
    } else if (field === "note") {
      french[field] = english.startsWith("Keep the note")
        ? t("noteTooLong", { max: NOTE_MAX })
        : t("noteLinks");
    } else if (field === "email") {
      french[field] = english.includes("at most")
        ? t("emailTooLong")
        : english.startsWith("Enter your e-mail address")
          ? t("emailRequired")
          : t("emailInvalid");
    } else if (field === "form") {
      french[field] =
        refusal.status === 429
          ? t("tooMany")
          : refusal.status === 409
            ? t("repeat", {
                hotel: refusal.hotelName,
                month: monthWords(refusal.stayMonth ?? "", "fr"),
              })
            : t("notFound");
    } else {
      french[field] = english;
    }
  }
  return french;
}

type LinkState = "waiting" | "confirmed" | "repeat" | "expired" | "unknown";

/** The confirmation link's page words for its state, in the page's language. */
export function confirmPageWords(locale: Locale, state: LinkState, hotelName: string) {
  if (locale === "fr") {
    const t = (key: string) =>
      translate("fr", `guestReport.confirm.${key}`, { hotel: hotelName, days: CONFIRM_DAYS });
    return {
      meta: t("meta"),
      title: state === "confirmed" ? t("confirmedTitle") : t("title"),
      text: t(state),
      button: t("button"),
      back: hotelName ? t("back") : t("backHotel"),
    };
  }
  return {
    meta: "Confirm your report",
    title: state === "confirmed" ? "Report confirmed" : "Confirm your report",
    text: englishOutcome(state, hotelName),
    button: "Confirm my report",
    back: hotelName ? `Back to ${hotelName}` : "Back to the hotel",
  };
}

function englishOutcome(state: LinkState, hotelName: string): string {
  switch (state) {
    case "waiting":
      return `Press the button to confirm your report on ${hotelName}. Our editors then check it before it counts on the hotel's page.`;
    case "confirmed":
      return `Thank you: your report on ${hotelName} is confirmed. Our editors check it before it counts on the hotel's page.`;
    case "repeat":
      return `You have already reported on ${hotelName} this month: one report per address per hotel per month keeps the counts honest, so this one is withdrawn.`;
    case "expired":
      return `This link has lapsed: a report must be confirmed within ${CONFIRM_DAYS} days. You are welcome to report your stay again.`;
    case "unknown":
      return "This link is not one of ours. Check that the whole address from the e-mail was opened.";
  }
}
