// Confirmed newsletter readers made in the test's own process, for tests about what happens to a
// list (a campaign's send), not about signing up: the rows that a sign-up through /api/subscribe
// with e-mail on, its confirmation e-mail sent, and a press of the link's button leave, written
// through the app's own use-cases, models and message, without the server's two HTTP requests
// and SMTP exchange per reader. Left out: the sign-up's rate-limit counter, which only throttles
// the client that sent it.
import { and, eq, inArray, sql } from "drizzle-orm";
import { emailOutbox } from "#db/schema.ts";
import type { Database } from "#app/models/db.server.ts";
import type { Client } from "#app/use-cases/visitor-forms/submission.server.ts";

/**
 * Signs up and confirms each address on `db`, as `clientOf` says each client was, in one
 * transaction; their subscriber ids, in `emails`' order. On PGlite call it before the server
 * opens the database (it has one owner). The app's modules are imported here: the caller sets
 * DATA_DIR or DATABASE_URL, and the server's SESSION_SECRET (links and client hashes are signed
 * with it), before the first call.
 */
export async function addConfirmedReaders(
  db: Database,
  emails: string[],
  clientOf: (email: string, index: number) => Client,
): Promise<number[]> {
  const { getEnv } = await import("#app/env.server.ts");
  const { confirmationMessage } = await import("#app/mail/messages.server.ts");
  const { queueEmails } = await import("#app/mail/outbox.server.ts");
  const { addConsent, savePendingSignUp } = await import("#app/models/subscriptions.server.ts");
  const { markConfirmed } = await import("#app/use-cases/newsletter/confirm.server.ts");
  const { signUpConsent } = await import("#app/use-cases/newsletter/sign-up.server.ts");
  const { recordSubmission } = await import("#app/use-cases/visitor-forms/submission.server.ts");
  const host = new URL(getEnv().SITE_URL).hostname;
  const ids = await db.transaction(async (tx) => {
    const made: number[] = [];
    for (const [index, email] of emails.entries()) {
      // The sign-up (app/use-cases/newsletter/sign-up.server.ts, e-mail on) ...
      const row = await savePendingSignUp(tx, undefined, email, "en", new Date());
      await addConsent(tx, signUpConsent(row.id, clientOf(email, index), "en"));
      await queueEmails([await confirmationMessage(row)], tx);
      // ... and the press of its link's button (app/use-cases/newsletter/confirm.server.ts).
      await markConfirmed(tx, row);
      made.push(row.id);
    }
    // The mailer's record of each confirmation e-mail, accepted at its first attempt
    // (app/mail/outbox.server.ts, deliver).
    await tx
      .update(emailOutbox)
      .set({
        status: "sent",
        attempts: 1,
        sentAt: new Date(),
        lastError: null,
        messageId: sql`'<outbox-' || ${emailOutbox.id} || ${`@${host}>`}`,
      })
      .where(and(eq(emailOutbox.kind, "confirmation"), inArray(emailOutbox.subscriberId, made)));
    return made;
  });
  // The analytics event each sign-up records once its transaction is done.
  for (const [index, email] of emails.entries()) {
    await recordSubmission("newsletter_signup", "confirmation-queued", clientOf(email, index));
  }
  return ids;
}
