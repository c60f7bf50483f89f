// Replying to a contact message: record it (once), then e-mail it when SMTP is configured.
import { isMailConfigured, sendReplyMail } from "#app/services/mail.server.ts";
import { markReplyEmailed, recordReply, type ContactMessage } from "#app/models/contacts.server.ts";

export type ReplyOutcome =
  | { status: 200; message: ContactMessage; emailed: boolean; notice: string }
  | { status: 404 | 409; error: string };

export async function replyToContact(id: number, replyMessage: string): Promise<ReplyOutcome> {
  const claim = await recordReply(id, replyMessage);
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
      notice: "The reply was recorded but not e-mailed: SMTP_URL is not set.",
    };
  }
  try {
    await sendReplyMail({
      to: { name: message.name, email: message.email },
      originalMessage: message.message,
      sentAt: message.createdAt,
      reply: replyMessage,
    });
    await markReplyEmailed(message.id);
    return {
      status: 200,
      message: { ...message, replyEmailed: true },
      emailed: true,
      notice: `The reply was e-mailed to ${message.email}.`,
    };
  } catch (error) {
    console.error("Reply e-mail failed:", error instanceof Error ? error.message : error);
    return {
      status: 200,
      message,
      emailed: false,
      notice:
        "The reply was recorded, but the e-mail could not be sent. Write to the sender directly.",
    };
  }
}
