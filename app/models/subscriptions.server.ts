// Newsletter subscribers and their consent. Double opt-in: a sign-up is pending until the link
// in its confirmation e-mail is followed; only active addresses are mailed. Every sign-up,
// confirmation, unsubscribe and re-subscribe appends a consent record. Erasing a subscriber
// removes their data and keeps only a hash, so the address is never mailed again.
import { createHash, createHmac } from "node:crypto";
import { createElement } from "react";
import { and, count, desc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import {
  emailOutbox,
  emailSuppressions,
  newsletterSubscriptions,
  subscriberConsents,
} from "#db/schema.ts";
import {
  CONFIRMATION_DAYS,
  NEWSLETTER_CONSENT,
  RESEND_AFTER_MINUTES,
  type SubscriberStatus,
} from "#app/domain/newsletter.ts";
import { getEnv, sessionSecrets } from "#app/env.server.ts";
import { ConfirmationEmail } from "#app/mail/confirmation-email.tsx";
import { queueEmails, wakeMailer } from "#app/mail/outbox.server.ts";
import { renderEmail } from "#app/mail/render.server.ts";
import { emailToken, readEmailToken } from "#app/mail/tokens.server.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { hashClient } from "#app/models/client-hash.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { isMailConfigured } from "#app/services/mail.server.ts";

type Row = typeof newsletterSubscriptions.$inferSelect;

const SUPPRESSION_SCHEME = "sha256:";

/**
 * How the suppression list knows an address without keeping it: a SHA-256 of the normalised
 * address. Not keyed: a key that rotates (SESSION_SECRET) made erased addresses mailable again
 * after a rotation, and a key kept beside the list protects nothing the list's reader lacks (028).
 */
export function suppressionKey(email: string): string {
  const digest = createHash("sha256")
    .update(`suppress:${email.trim().toLowerCase()}`)
    .digest("base64url");
  return `${SUPPRESSION_SCHEME}${digest}`;
}

/**
 * The keys entries made before 028 carry: an HMAC under the session secret of their day. They
 * are recognised while that secret is SESSION_SECRET or in SESSION_SECRET_PREVIOUS, and the
 * first match adds the lasting key, so the old secret can then be dropped for that address.
 */
export function legacySuppressionKeys(email: string): string[] {
  return sessionSecrets().map((secret) =>
    createHmac("sha256", secret)
      .update(`suppress:${email.trim().toLowerCase()}`)
      .digest("base64url"),
  );
}

export interface SignUpContext {
  sourcePage: string | null;
  clientAddress: string;
  userAgent: string | null;
}

export type SignUpOutcome = "confirmation-queued" | "saved" | "quiet";

async function confirmationMail(row: Row) {
  const env = getEnv();
  const token = emailToken("confirm", row.id, row.tokenGeneration);
  const confirmUrl = `${env.SITE_URL}/newsletter/confirm?token=${token}`;
  const { html, text } = await renderEmail(
    createElement(ConfirmationEmail, {
      siteName: env.SITE_NAME,
      siteUrl: env.SITE_URL,
      confirmUrl,
    }),
  );
  return {
    kind: "confirmation",
    toAddress: row.email,
    subscriberId: row.id,
    subject: `Confirm your subscription to ${env.SITE_NAME}`,
    html,
    text,
  };
}

/**
 * Signs an address up (pending), records the consent it gave, and queues a confirmation e-mail.
 * An active or suppressed address, or one confirmed-for a few minutes ago, gets nothing new: the
 * visitor's answer is the same either way, so the form reveals nobody's subscription.
 */
export async function signUp(email: string, context: SignUpContext): Promise<SignUpOutcome> {
  const db = await getDb();
  const address = email.trim().toLowerCase();
  const now = new Date();
  const canMail = isMailConfigured();
  const outcome = await db.transaction(async (tx): Promise<SignUpOutcome> => {
    const key = suppressionKey(address);
    const [suppressed] = await tx
      .select()
      .from(emailSuppressions)
      .where(inArray(emailSuppressions.emailHash, [key, ...legacySuppressionKeys(address)]))
      .limit(1);
    if (suppressed) {
      if (suppressed.emailHash !== key) {
        await tx
          .insert(emailSuppressions)
          .values({ emailHash: key, reason: suppressed.reason })
          .onConflictDoNothing();
      }
      return "quiet";
    }
    const [existing] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = ${address}`)
      .for("update");
    if (existing?.status === "active") return "quiet";
    const sentRecently =
      existing?.confirmationSentAt &&
      now.getTime() - existing.confirmationSentAt.getTime() < RESEND_AFTER_MINUTES * 60_000;
    if (existing && sentRecently) return "quiet";
    const [row] = existing
      ? await tx
          .update(newsletterSubscriptions)
          .set({ status: "pending", confirmationSentAt: canMail ? now : null })
          .where(eq(newsletterSubscriptions.id, existing.id))
          .returning()
      : await tx
          .insert(newsletterSubscriptions)
          .values({ email: address, status: "pending", confirmationSentAt: canMail ? now : null })
          .returning();
    await tx.insert(subscriberConsents).values({
      subscriberId: row!.id,
      event: "signup",
      sourcePage: context.sourcePage,
      wordingVersion: NEWSLETTER_CONSENT.version,
      wording: NEWSLETTER_CONSENT.text,
      clientHash: hashClient("newsletter", context.clientAddress),
      userAgent: context.userAgent?.slice(0, 300) ?? null,
    });
    if (!canMail) return "saved";
    await queueEmails([await confirmationMail(row!)], tx);
    return "confirmation-queued";
  });
  if (outcome === "confirmation-queued") await wakeMailer();
  return outcome;
}

export type ConfirmOutcome =
  | { status: "confirmed"; email: string; unsubscribeToken: string }
  // A spent link may have been forwarded: it names no address and opens no preferences.
  | { status: "already-confirmed" | "expired" | "invalid" | "used" };

/** Follows a confirmation link: the address becomes active, and the link is spent. */
export async function confirmSubscription(token: string): Promise<ConfirmOutcome> {
  const reading = readEmailToken("confirm", token);
  if (reading.status !== "valid") return { status: reading.status };
  const db = await getDb();
  return db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const [row] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, reading.subscriberId))
      .for("update");
    if (!row) return { status: "invalid" };
    const unsubscribeToken = emailToken("unsubscribe", row.id, 0);
    if (row.tokenGeneration !== reading.generation) {
      return { status: row.status === "active" ? "already-confirmed" : "used" };
    }
    await tx
      .update(newsletterSubscriptions)
      .set({
        status: "active",
        confirmedAt: new Date(),
        unsubscribedAt: null,
        tokenGeneration: row.tokenGeneration + 1,
      })
      .where(eq(newsletterSubscriptions.id, row.id));
    await tx.insert(subscriberConsents).values({ subscriberId: row.id, event: "confirm" });
    return { status: "confirmed", email: row.email, unsubscribeToken };
  });
}

export type PreferencesOutcome =
  | { status: "valid"; subscriberId: number; email: string; state: SubscriberStatus }
  | { status: "expired" | "invalid" };

/** Whom an unsubscribe link names, and where they stand. */
export async function readUnsubscribeLink(token: string): Promise<PreferencesOutcome> {
  const reading = readEmailToken("unsubscribe", token);
  if (reading.status !== "valid") return { status: reading.status };
  const db = await getDb();
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, reading.subscriberId));
  if (!row) return { status: "invalid" };
  return {
    status: "valid",
    subscriberId: row.id,
    email: row.email,
    state: row.status as SubscriberStatus,
  };
}

/**
 * Unsubscribes (at once, as RFC 8058 and the large mailbox providers ask) or re-subscribes the
 * holder of an unsubscribe link. The link went to that address, so holding it proves the address.
 */
export async function setSubscribed(
  subscriberId: number,
  isSubscribed: boolean,
  how: "one-click" | "unsubscribe page" | "preferences",
  campaignId: number | null = null,
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, subscriberId))
      .for("update");
    if (!row) return;
    const target: SubscriberStatus = isSubscribed ? "active" : "unsubscribed";
    if (row.status === target) return;
    await tx
      .update(newsletterSubscriptions)
      .set(
        isSubscribed
          ? { status: "active", unsubscribedAt: null, confirmedAt: row.confirmedAt ?? new Date() }
          : { status: "unsubscribed", unsubscribedAt: new Date() },
      )
      .where(eq(newsletterSubscriptions.id, row.id));
    await tx.insert(subscriberConsents).values({
      subscriberId: row.id,
      event: isSubscribed ? "resubscribe" : "unsubscribe",
      sourcePage: how,
      campaignId: isSubscribed ? null : campaignId,
      ...(isSubscribed
        ? { wordingVersion: NEWSLETTER_CONSENT.version, wording: NEWSLETTER_CONSENT.text }
        : {}),
    });
  });
}

/**
 * Erases a subscriber: the row and its consent records go, messages to them lose the address,
 * and a hash of the address is kept so it is never mailed again. One audit entry, in the same
 * transaction, names who erased subscriber {id}: never the address, which the log (append-only)
 * could then never forget.
 */
export async function eraseSubscriber(subscriberId: number, actor: Actor): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, subscriberId));
    if (!row) return false;
    await tx
      .insert(emailSuppressions)
      .values({ emailHash: suppressionKey(row.email), reason: "erased" })
      .onConflictDoNothing();
    await tx
      .update(emailOutbox)
      .set({ toAddress: "erased", toName: null, html: null, text: null })
      .where(eq(emailOutbox.subscriberId, row.id));
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, row.id));
    await recordAudit(actor, `subscriber ${row.id} erased`, {}, tx);
    return true;
  });
}

/** Deletes sign-ups never confirmed within CONFIRMATION_DAYS of their confirmation e-mail. */
export async function purgeExpiredSignUps(now = new Date()): Promise<number> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - CONFIRMATION_DAYS * 86_400_000);
  const removed = await db
    .delete(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.status, "pending"),
        isNotNull(newsletterSubscriptions.confirmationSentAt),
        lt(newsletterSubscriptions.confirmationSentAt, cutoff),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return removed.length;
}

export interface Subscription {
  id: number;
  email: string;
  subscribedAt: string;
  status: SubscriberStatus;
  confirmedAt: string | null;
}

function toSubscription(row: typeof newsletterSubscriptions.$inferSelect): Subscription {
  return {
    id: row.id,
    email: row.email,
    subscribedAt: row.subscribedAt.toISOString(),
    status: row.status as SubscriberStatus,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

/** Newest first, one page at a time (or every subscriber when no page is given). */
export async function listSubscriptions(paging?: {
  page: number;
  pageSize: number;
}): Promise<Subscription[]> {
  const db = await getDb();
  const query = db
    .select()
    .from(newsletterSubscriptions)
    .orderBy(desc(newsletterSubscriptions.subscribedAt), desc(newsletterSubscriptions.id))
    .$dynamic();
  const rows = paging
    ? await query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize)
    : await query;
  return rows.map(toSubscription);
}

/**
 * Every subscriber, for the CSV download, with the audit entry saying who took the list and how
 * many rows it held, written in the same transaction as the read.
 */
export async function exportSubscriptions(actor: Actor): Promise<Subscription[]> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(newsletterSubscriptions)
      .orderBy(desc(newsletterSubscriptions.subscribedAt), desc(newsletterSubscriptions.id));
    await recordAudit(actor, `subscriber list exported (${rows.length} rows)`, {}, tx);
    return rows.map(toSubscription);
  });
}

export interface ConsentRecord {
  event: string;
  at: string;
  sourcePage: string | null;
  wordingVersion: string | null;
  wording: string | null;
  clientHash: string | null;
  userAgent: string | null;
}

/** A subscriber with their consent history, oldest first: what to show when asked for proof. */
export async function getSubscription(
  id: number,
): Promise<(Subscription & { consents: ConsentRecord[] }) | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  if (!row) return null;
  const consents = await db
    .select()
    .from(subscriberConsents)
    .where(eq(subscriberConsents.subscriberId, id))
    .orderBy(subscriberConsents.at, subscriberConsents.id);
  return {
    id: row.id,
    email: row.email,
    subscribedAt: row.subscribedAt.toISOString(),
    status: row.status as SubscriberStatus,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    consents: consents.map((consent) => ({
      event: consent.event,
      at: consent.at.toISOString(),
      sourcePage: consent.sourcePage,
      wordingVersion: consent.wordingVersion,
      wording: consent.wording,
      clientHash: consent.clientHash,
      userAgent: consent.userAgent,
    })),
  };
}

/** Every address on the list, whatever its status: the length of the subscriber list. */
export async function countSubscriptions(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ total: count() }).from(newsletterSubscriptions);
  return row?.total ?? 0;
}

/**
 * Addresses by status. Only active ones (confirmed, not unsubscribed) are mailed, so only they
 * count as subscribers; pending ones have not confirmed yet.
 */
export async function countSubscriptionsByStatus(): Promise<Record<SubscriberStatus, number>> {
  const db = await getDb();
  const rows = await db
    .select({ status: newsletterSubscriptions.status, total: count() })
    .from(newsletterSubscriptions)
    .groupBy(newsletterSubscriptions.status);
  const counts: Record<SubscriberStatus, number> = { pending: 0, active: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status as SubscriberStatus] = row.total;
  return counts;
}
