// What each of the site's own e-mails says, rendered from its React Email template into the
// outbox row that carries it: the sign-up confirmation, a reply to a contact message, and a
// newsletter (a reader's copy, or a test or preview for nobody in particular). Staff links are
// rendered by the people code from app/mail/staff-link-email.tsx. A subscriber's e-mails go in
// the language they signed up in (issue 44): the confirmation, and each campaign's French version
// when it has one, with the footer in their language either way.
import { createElement } from "react";
import { campaignVersionFor, type CampaignVersions } from "#app/domain/mail/campaign.ts";
import { formatDateTime } from "#app/domain/shared/date-time.ts";
import type { Locale } from "#app/domain/languages/locale.ts";
import { CONFIRMATION_DAYS, newsletterLinkPath } from "#app/domain/mail/newsletter.ts";
import { getEnv } from "#app/env.server.ts";
import { ConfirmationEmail } from "#app/mail/confirmation-email.tsx";
import { ContactReplyEmail } from "#app/mail/contact-reply-email.tsx";
import { NewsletterEmail } from "#app/mail/newsletter-email.tsx";
import type { NewOutboxRow } from "#app/mail/outbox.server.ts";
import { renderEmail } from "#app/mail/render.server.ts";
import { emailToken } from "#app/mail/tokens.server.ts";
import { translate } from "#app/i18n/i18n.server.ts";
import { loadMailSettings } from "#app/models/settings.server.ts";

/** The newsletter e-mails' words in `language`, with the site's name and the link's days. */
function mailWords(language: Locale) {
  const values = { site: getEnv().SITE_NAME, days: CONFIRMATION_DAYS };
  return (key: string) => translate(language, `newsletterMail.${key}`, values);
}

/** The double opt-in e-mail, whose link confirms `subscriber` at their token generation. */
export async function confirmationMessage(subscriber: {
  id: number;
  email: string;
  tokenGeneration: number;
  language: Locale;
}): Promise<NewOutboxRow> {
  const env = getEnv();
  const token = emailToken("confirm", subscriber.id, subscriber.tokenGeneration);
  const word = mailWords(subscriber.language);
  const words = {
    subject: word("confirmSubject"),
    heading: word("confirmHeading"),
    text: word("confirmText"),
    button: word("confirmButton"),
    link: word("confirmLink"),
    footer: word("confirmFooter"),
  };
  const { html, text } = await renderEmail(
    createElement(ConfirmationEmail, {
      lang: subscriber.language,
      siteName: env.SITE_NAME,
      siteUrl: env.SITE_URL,
      confirmUrl: `${env.SITE_URL}${newsletterLinkPath(subscriber.language, "confirm")}?token=${token}`,
      words,
    }),
  );
  return {
    kind: "confirmation",
    toAddress: subscriber.email,
    subscriberId: subscriber.id,
    subject: words.subject,
    html,
    text,
  };
}

/** The operator's reply to a contact message, quoting it. */
export async function contactReplyMessage(
  contact: { id: number; name: string; email: string; message: string; createdAt: string },
  reply: string,
): Promise<NewOutboxRow> {
  const env = getEnv();
  const { html, text } = await renderEmail(
    createElement(ContactReplyEmail, {
      siteName: env.SITE_NAME,
      siteUrl: env.SITE_URL,
      contactEmail: env.CONTACT_EMAIL,
      name: contact.name,
      reply,
      originalMessage: contact.message,
      sentAt: formatDateTime(contact.createdAt),
    }),
  );
  return {
    kind: "contact-reply",
    contactId: contact.id,
    toAddress: contact.email,
    toName: contact.name,
    subject: `Re: your message to ${env.SITE_NAME}`,
    html,
    text,
  };
}

export interface Newsletter extends CampaignVersions {
  id: number;
}

/**
 * A newsletter as one reader's e-mail in their language, with their own unsubscribe link and
 * counted links; for a test or preview (no reader), in `language`, with placeholder links.
 */
export async function renderNewsletter(
  newsletter: Newsletter,
  reader: { id: number; language: Locale } | null,
  language: Locale = reader?.language ?? "en",
) {
  const env = getEnv();
  const version = campaignVersionFor(newsletter, language);
  const word = mailWords(language);
  const token = reader ? emailToken("unsubscribe", reader.id, 0) : "test-send";
  // The reader's own pages in their language, the one-click header's address included: a mail
  // program that cannot POST opens it as a page.
  const linkTo = (page: "unsubscribe" | "preferences") =>
    `${env.SITE_URL}${newsletterLinkPath(language, page)}?token=${token}&c=${newsletter.id}`;
  const unsubscribeUrl = linkTo("unsubscribe");
  const preferencesUrl = linkTo("preferences");
  const absolute = (href: string) => (href.startsWith("/") ? `${env.SITE_URL}${href}` : href);
  const linkFor = (href: string) => {
    if (!reader || href.startsWith("mailto:")) return absolute(href);
    const path = href.startsWith(env.SITE_URL) ? href.slice(env.SITE_URL.length) || "/" : href;
    return `${env.SITE_URL}/newsletter/click?c=${newsletter.id}&to=${encodeURIComponent(path)}`;
  };
  const { postalAddress } = await loadMailSettings();
  const { html, text } = await renderEmail(
    createElement(NewsletterEmail, {
      lang: language,
      words: {
        why: word("why"),
        unsubscribe: word("unsubscribe"),
        preferences: word("preferences"),
      },
      siteName: env.SITE_NAME,
      siteUrl: env.SITE_URL,
      postalAddress,
      preheader: version.preheader || version.subject,
      body: version.body,
      linkFor,
      unsubscribeUrl,
      preferencesUrl,
    }),
  );
  const headers = {
    "List-Unsubscribe": `<${unsubscribeUrl}>, <mailto:${env.CONTACT_EMAIL}?subject=unsubscribe>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    "List-Id": `${env.SITE_NAME} newsletter <newsletter.${new URL(env.SITE_URL).hostname}>`,
  };
  return { subject: version.subject, html, text, headers };
}

/**
 * A copy of a newsletter, marked [Test], to an address the operator typed: one of the English
 * version, and one of the French version when it has one.
 */
export async function newsletterTestMessages(
  newsletter: Newsletter,
  toAddress: string,
): Promise<NewOutboxRow[]> {
  const languages: Locale[] = newsletter.frenchSubject ? ["en", "fr"] : ["en"];
  return Promise.all(
    languages.map(async (language) => {
      const { subject, html, text, headers } = await renderNewsletter(newsletter, null, language);
      return { kind: "test", toAddress, subject: `[Test] ${subject}`, html, text, headers };
    }),
  );
}

/**
 * Each reader's copy of a newsletter, left unrendered: the outbox renders it when it goes (its
 * personaliser for "newsletter"), so a reader who left meanwhile is skipped.
 */
export function newsletterMessages(
  newsletter: Newsletter,
  readers: readonly { id: number; email: string; language: Locale }[],
): NewOutboxRow[] {
  return readers.map((reader) => ({
    kind: "newsletter",
    toAddress: reader.email,
    subject: campaignVersionFor(newsletter, reader.language).subject,
    campaignId: newsletter.id,
    subscriberId: reader.id,
  }));
}
