// What each of the site's own e-mails says, rendered from its React Email template into the
// outbox row that carries it: the sign-up confirmation, a reply to a contact message, and a
// newsletter (a reader's copy, or a test or preview for nobody in particular). Staff links are
// rendered by the people code from app/mail/staff-link-email.tsx.
import { createElement } from "react";
import { formatDateTime } from "#app/domain/dates.ts";
import { getEnv } from "#app/env.server.ts";
import { ConfirmationEmail } from "#app/mail/confirmation-email.tsx";
import { ContactReplyEmail } from "#app/mail/contact-reply-email.tsx";
import { NewsletterEmail } from "#app/mail/newsletter-email.tsx";
import type { NewOutboxRow } from "#app/mail/outbox.server.ts";
import { renderEmail } from "#app/mail/render.server.ts";
import { emailToken } from "#app/mail/tokens.server.ts";
import { loadMailSettings } from "#app/models/settings.server.ts";

/** The double opt-in e-mail, whose link confirms `subscriber` at their token generation. */
export async function confirmationMessage(subscriber: {
  id: number;
  email: string;
  tokenGeneration: number;
}): Promise<NewOutboxRow> {
  const env = getEnv();
  const token = emailToken("confirm", subscriber.id, subscriber.tokenGeneration);
  const { html, text } = await renderEmail(
    createElement(ConfirmationEmail, {
      siteName: env.SITE_NAME,
      siteUrl: env.SITE_URL,
      confirmUrl: `${env.SITE_URL}/newsletter/confirm?token=${token}`,
    }),
  );
  return {
    kind: "confirmation",
    toAddress: subscriber.email,
    subscriberId: subscriber.id,
    subject: `Confirm your subscription to ${env.SITE_NAME}`,
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

export interface Newsletter {
  id: number;
  subject: string;
  preheader: string;
  body: string;
}

/**
 * A newsletter as one reader's e-mail, with their own unsubscribe link and counted links; for a
 * test or preview (no reader), with placeholder links.
 */
export async function renderNewsletter(newsletter: Newsletter, reader: { id: number } | null) {
  const env = getEnv();
  const token = reader ? emailToken("unsubscribe", reader.id, 0) : "test-send";
  const unsubscribeUrl = `${env.SITE_URL}/newsletter/unsubscribe?token=${token}&c=${newsletter.id}`;
  const preferencesUrl = `${env.SITE_URL}/newsletter/preferences?token=${token}&c=${newsletter.id}`;
  const absolute = (href: string) => (href.startsWith("/") ? `${env.SITE_URL}${href}` : href);
  const linkFor = (href: string) => {
    if (!reader || href.startsWith("mailto:")) return absolute(href);
    const path = href.startsWith(env.SITE_URL) ? href.slice(env.SITE_URL.length) || "/" : href;
    return `${env.SITE_URL}/newsletter/click?c=${newsletter.id}&to=${encodeURIComponent(path)}`;
  };
  const { postalAddress } = await loadMailSettings();
  const { html, text } = await renderEmail(
    createElement(NewsletterEmail, {
      siteName: env.SITE_NAME,
      siteUrl: env.SITE_URL,
      postalAddress,
      preheader: newsletter.preheader || newsletter.subject,
      body: newsletter.body,
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
  return { html, text, headers };
}

/** One copy of a newsletter, marked [Test], to an address the operator typed. */
export async function newsletterTestMessage(
  newsletter: Newsletter,
  toAddress: string,
): Promise<NewOutboxRow> {
  const { html, text, headers } = await renderNewsletter(newsletter, null);
  return { kind: "test", toAddress, subject: `[Test] ${newsletter.subject}`, html, text, headers };
}

/**
 * Each reader's copy of a newsletter, left unrendered: the outbox renders it when it goes (its
 * personaliser for "newsletter"), so a reader who left meanwhile is skipped.
 */
export function newsletterMessages(
  newsletter: Pick<Newsletter, "id" | "subject">,
  readers: readonly { id: number; email: string }[],
): NewOutboxRow[] {
  return readers.map((reader) => ({
    kind: "newsletter",
    toAddress: reader.email,
    subject: newsletter.subject,
    campaignId: newsletter.id,
    subscriberId: reader.id,
  }));
}
