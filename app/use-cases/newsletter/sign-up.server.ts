// A newsletter sign-up (docs/decisions/018): pending, with the consent it gave, and a confirmation
// e-mail, in one transaction. An active or suppressed address, or one sent a confirmation a few
// minutes ago, gets nothing new: the visitor's answer is the same either way, so the form reveals
// nobody's subscription. Without SMTP_URL the sign-up and its consent are saved, unmailed. A
// filled honeypot is a bot: answered as if it worked, and kept nowhere. The sign-up records the
// language of the form it came from; its confirmation and the newsletters go in it (issue 44).
import { SubscribeSchema } from "#app/domain/forms/visitor-forms.ts";
import { HONEYPOT_FIELD } from "#app/domain/forms/form-fields.ts";
import type { Locale } from "#app/domain/languages/locale.ts";
import { NEWSLETTER_CONSENT, RESEND_AFTER_MINUTES } from "#app/domain/mail/newsletter.ts";
import { invalid, type Outcome } from "#app/domain/shared/outcome.ts";
import { confirmationMessage } from "#app/mail/messages.server.ts";
import { queueEmails, wakeMailer } from "#app/mail/outbox.server.ts";
import { isMailConfigured } from "#app/mail/transport.server.ts";
import { hashClient } from "#app/models/client-hash.server.ts";
import { getDb } from "#app/models/db.server.ts";
import {
  addConsent,
  isSuppressed,
  lockSubscriberByEmail,
  savePendingSignUp,
  type NewConsent,
} from "#app/models/subscriptions.server.ts";
import {
  limitSubmission,
  recordSubmission,
  SUBSCRIBE_LIMIT,
  type Client,
  type RetryRefusal,
} from "#app/use-cases/visitor-forms/submission.server.ts";

/** What became of a sign-up: mailed a confirmation, saved unmailed (e-mail off), or nothing new. */
export type SignUpResult = "confirmation-queued" | "saved" | "quiet";

/** The consent a sign-up records: the wording its form showed, where, and who (hashed). */
export function signUpConsent(subscriberId: number, client: Client, language: Locale): NewConsent {
  return {
    subscriberId,
    event: "signup",
    sourcePage: client.sourcePage ?? null,
    wordingVersion: NEWSLETTER_CONSENT[language].version,
    wording: NEWSLETTER_CONSENT[language].text,
    clientHash: hashClient("newsletter", client.clientAddress),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  };
}

export async function signUp(
  input: { email: string; [HONEYPOT_FIELD]?: string },
  client: Client,
  language: Locale = "en",
): Promise<Outcome<{ result: SignUpResult }> | RetryRefusal> {
  const parsed = SubscribeSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues);
  if (parsed.data[HONEYPOT_FIELD]) return { ok: true, result: "quiet" };
  const tooMany = await limitSubmission(
    SUBSCRIBE_LIMIT,
    client,
    "Too many sign-ups from this connection. Please try again in a few minutes.",
  );
  if (tooMany) return tooMany;
  const address = parsed.data.email;
  const now = new Date();
  const canMail = isMailConfigured();
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<SignUpResult> => {
    if (await isSuppressed(tx, address)) return "quiet";
    const existing = await lockSubscriberByEmail(tx, address);
    if (existing?.status === "active") return "quiet";
    const sentRecently =
      existing?.confirmationSentAt &&
      now.getTime() - existing.confirmationSentAt.getTime() < RESEND_AFTER_MINUTES * 60_000;
    if (existing && sentRecently) return "quiet";
    const row = await savePendingSignUp(tx, existing, address, language, canMail ? now : null);
    await addConsent(tx, signUpConsent(row.id, client, language));
    if (!canMail) return "saved";
    await queueEmails([await confirmationMessage(row)], tx);
    return "confirmation-queued";
  });
  if (result === "confirmation-queued") await wakeMailer();
  await recordSubmission("newsletter_signup", result, client);
  return { ok: true, result };
}
