// The newsletter's words that carry legal weight: the consent wording a sign-up agrees to
// (versioned: each consent record keeps the version and the exact words). The answers a sign-up
// gets, which never reveal whether an address is already on the list, are in app/content/i18n
// (newsletter.pending and newsletter.saved).
import type { Locale } from "#app/domain/languages/locale.ts";

/**
 * What a sign-up agrees to, in the language of the form it used. The French text is its own
 * version (the translator's, issue 44), so a consent record says which words were shown.
 */
export const NEWSLETTER_CONSENT = {
  en: {
    version: "2026-11-24",
    text: "New guides, hotel picks and seasonal advice for travelling in Ghana, by e-mail about twice a month. We send a link to confirm your address first, and every e-mail has a one-click unsubscribe.",
  },
  fr: {
    version: "2026-11-30-fr",
    text: "Nouveaux guides, hôtels choisis et conseils de saison pour voyager au Ghana, par e-mail environ deux fois par mois. Nous vous envoyons d'abord un lien pour confirmer votre adresse, et chaque e-mail contient un lien de désinscription en un clic.",
  },
} as const satisfies Record<Locale, { version: string; text: string }>;

export const SUBSCRIBER_STATUSES = ["pending", "active", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** How long a confirmation link works, and how soon a second sign-up may send another. */
export const CONFIRMATION_DAYS = 7;
export const RESEND_AFTER_MINUTES = 10;

/** The pages a newsletter e-mail links to: confirm a sign-up, unsubscribe, preferences. */
export type NewsletterLinkPage = "confirm" | "unsubscribe" | "preferences";

/**
 * The address of a newsletter link's page in the reader's language (issue 44): a French
 * subscriber's e-mails lead to the French pages under /fr, which take the same tokens.
 */
export function newsletterLinkPath(locale: Locale, page: NewsletterLinkPage): string {
  return `${locale === "fr" ? "/fr" : ""}/newsletter/${page}`;
}

/** Whether a path is one of those pages, in either language (a private page with no twin). */
export function isNewsletterLinkPath(pathname: string): boolean {
  return /^(?:\/fr)?\/newsletter\/(?:confirm|unsubscribe|preferences)\/?$/.test(pathname);
}
