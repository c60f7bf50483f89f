// Replying to a contact message: record it (once) and put the e-mail on the outbox, which sends
// it and retries it while SMTP is away. The inbox shows where the e-mail stands.
import { createElement } from "react";
import { getEnv } from "#app/env.server.ts";
import { ContactReplyEmail } from "#app/mail/contact-reply-email.tsx";
import { queueEmails, wakeMailer } from "#app/mail/outbox.server.ts";
import { renderEmail } from "#app/mail/render.server.ts";
import { formatDateTime } from "#app/domain/dates.ts";
import { isMailConfigured } from "#app/services/mail.server.ts";
import type { Actor } from "#app/models/audit-log.server.ts";
import { recordReply, type ContactMessage } from "#app/models/contacts.server.ts";

export type ReplyOutcome =
  | { status: 200; message: ContactMessage; emailed: boolean; notice: string }
  | { status: 404 | 409; error: string };

export async function replyToContact(
  id: number,
  replyMessage: string,
  actor: Actor,
): Promise<ReplyOutcome> {
  const claim = await recordReply(id, replyMessage, actor);
  if (claim.status === "not-found") return { status: 404, error: `No contact message ${id}.` };
  if (claim.status === "already-replied") {
    return { status: 409, error: "This message already has a reply." };
  }
  const { message } = claim;
  if (!isMailConfigured()) {
    return {
      status: 200,
      message,
      emailed: false,
      notice: "The reply was recorded but not e-mailed: e-mail is off (SMTP_URL is not set).",
    };
  }
  const env = getEnv();
  const { html, text } = await renderEmail(
    createElement(ContactReplyEmail, {
      siteName: env.SITE_NAME,
      siteUrl: env.SITE_URL,
      contactEmail: env.CONTACT_EMAIL,
      name: message.name,
      reply: replyMessage,
      originalMessage: message.message,
      sentAt: formatDateTime(message.createdAt),
    }),
  );
  await queueEmails([
    {
      kind: "contact-reply",
      contactId: message.id,
      toAddress: message.email,
      toName: message.name,
      subject: `Re: your message to ${env.SITE_NAME}`,
      html,
      text,
    },
  ]);
  await wakeMailer();
  return {
    status: 200,
    message: { ...message, replyEmail: { status: "queued", error: null } },
    emailed: true,
    notice: `The reply is on its way to ${message.email}; the inbox shows when it is sent.`,
  };
}
