// The operator's reply to a contact message: recorded once (two operators replying at once cannot
// both succeed), audited, and put on the outbox, which sends it and retries it while SMTP is away,
// all in one transaction. The audit entry says who replied to which message and how long the reply
// was: not its words, which quote and answer a member of the public, and which the append-only
// log could never erase. The inbox shows where the e-mail stands.
import { refusal, type Outcome } from "#app/domain/shared/outcome.ts";
import { contactReplyMessage } from "#app/mail/messages.server.ts";
import { queueEmails, wakeMailer } from "#app/mail/outbox.server.ts";
import { isMailConfigured } from "#app/mail/transport.server.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import {
  contactMessageExists,
  markReplied,
  toContactMessage,
  type ContactMessage,
} from "#app/models/contacts.server.ts";
import { getDb } from "#app/models/db.server.ts";

export type ReplyDone = { message: ContactMessage; emailed: boolean; notice: string };

export async function replyToContact(
  id: number,
  replyMessage: string,
  actor: Actor,
): Promise<Outcome<ReplyDone>> {
  const reply = replyMessage.trim();
  if (reply === "") return refusal(400, "Please enter a reply message.");
  const emailed = isMailConfigured();
  const db = await getDb();
  const message = await db.transaction(async (tx) => {
    const row = await markReplied(tx, id, reply);
    if (!row) return undefined;
    await recordAudit(
      actor,
      `contact message ${id} replied to (${reply.length} characters)`,
      { replied: { from: false, to: true } },
      tx,
    );
    const message = toContactMessage(row);
    if (emailed) await queueEmails([await contactReplyMessage(message, reply)], tx);
    return message;
  });
  if (!message) {
    return (await contactMessageExists(id))
      ? refusal(409, "This message already has a reply.")
      : refusal(404, `No contact message ${id}.`);
  }
  if (!emailed) {
    return {
      ok: true,
      message,
      emailed,
      notice: "The reply was recorded but not e-mailed: e-mail is off (SMTP_URL is not set).",
    };
  }
  await wakeMailer();
  return {
    ok: true,
    message: { ...message, replyEmail: { status: "queued", error: null } },
    emailed,
    notice: `The reply is on its way to ${message.email}; the inbox shows when it is sent.`,
  };
}
