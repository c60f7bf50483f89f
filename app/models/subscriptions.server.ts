// Newsletter subscribers, their consent records and the suppression list. Data access only: the
// use-cases in app/use-cases/newsletter/ sign up, confirm, unsubscribe, erase and audit. Double
// opt-in: a sign-up is pending until the link in its confirmation e-mail is followed; only active
// addresses are mailed. An erased address is kept only as a hash, so it is never mailed again.
import { createHash } from "node:crypto";
import { and, count, desc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { emailSuppressions, newsletterSubscriptions, subscriberConsents } from "#db/schema.ts";
import type { Locale } from "#app/domain/languages/locale.ts";
import type { SubscriberStatus } from "#app/domain/mail/newsletter.ts";
import { getDb, type Database } from "#app/models/db.server.ts";
import { keyedHashes } from "#app/signing.server.ts";

export type SubscriberRow = typeof newsletterSubscriptions.$inferSelect;
export type NewConsent = typeof subscriberConsents.$inferInsert;

const SUPPRESSION_SCHEME = "sha256:";

const normalised = (email: string) => email.trim().toLowerCase();

/**
 * How the suppression list knows an address without keeping it: a SHA-256 of the normalised
 * address. Not keyed: a key that rotates (SESSION_SECRET) made erased addresses mailable again
 * after a rotation, and a key kept beside the list protects nothing the list's reader lacks (028).
 */
export function suppressionKey(email: string): string {
  const digest = createHash("sha256")
    .update(`suppress:${normalised(email)}`)
    .digest("base64url");
  return `${SUPPRESSION_SCHEME}${digest}`;
}

/**
 * The keys entries made before 028 carry: an HMAC of "suppress:{address}" under the session
 * secret of their day. They are recognised while that secret is SESSION_SECRET or in
 * SESSION_SECRET_PREVIOUS, and the first match adds the lasting key.
 */
export function legacySuppressionKeys(email: string): string[] {
  return keyedHashes(["suppress", normalised(email)]);
}

/**
 * Whether `email` is on the suppression list. An entry found under a pre-028 key gains its
 * lasting key, so the old secret can then be dropped for that address.
 */
export async function isSuppressed(db: Database, email: string): Promise<boolean> {
  const key = suppressionKey(email);
  const [found] = await db
    .select()
    .from(emailSuppressions)
    .where(inArray(emailSuppressions.emailHash, [key, ...legacySuppressionKeys(email)]))
    .limit(1);
  if (!found) return false;
  if (found.emailHash !== key) await suppress(db, email, found.reason);
  return true;
}

/** Puts `email` on the suppression list (as its hash). */
export async function suppress(db: Database, email: string, reason: string): Promise<void> {
  await db
    .insert(emailSuppressions)
    .values({ emailHash: suppressionKey(email), reason })
    .onConflictDoNothing();
}

/** The subscriber with this address (any case), locked for the transaction. */
export async function lockSubscriberByEmail(
  db: Database,
  email: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${normalised(email)}`)
    .for("update");
  return row;
}

/** The subscriber, locked for the transaction `db` when `forUpdate`. */
export async function subscriberRow(
  id: number,
  db?: Database,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriberRow | undefined> {
  const query = (db ?? (await getDb()))
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

/** A new pending sign-up, or an existing one made pending again, in the language it used. */
export async function savePendingSignUp(
  db: Database,
  existing: SubscriberRow | undefined,
  email: string,
  language: Locale,
  confirmationSentAt: Date | null,
): Promise<SubscriberRow> {
  const [row] = existing
    ? await db
        .update(newsletterSubscriptions)
        .set({ status: "pending", language, confirmationSentAt })
        .where(eq(newsletterSubscriptions.id, existing.id))
        .returning()
    : await db
        .insert(newsletterSubscriptions)
        .values({ email: normalised(email), status: "pending", language, confirmationSentAt })
        .returning();
  return row!;
}

export async function updateSubscriber(
  db: Database,
  id: number,
  values: Partial<Omit<SubscriberRow, "id">>,
): Promise<void> {
  await db.update(newsletterSubscriptions).set(values).where(eq(newsletterSubscriptions.id, id));
}

/** Deletes the subscriber and (by cascade) their consent records. */
export async function deleteSubscriber(db: Database, id: number): Promise<void> {
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
}

export async function addConsent(db: Database, consent: NewConsent): Promise<void> {
  await db.insert(subscriberConsents).values(consent);
}

/** Deletes pending sign-ups whose confirmation e-mail went before `cutoff`; how many went. */
export async function deletePendingSignUpsMailedBefore(cutoff: Date): Promise<number> {
  const db = await getDb();
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

/** Every active subscriber (confirmed, not unsubscribed): whom a campaign goes to. */
export async function activeReaders(
  db: Database,
): Promise<{ id: number; email: string; language: Locale }[]> {
  return db
    .select({
      id: newsletterSubscriptions.id,
      email: newsletterSubscriptions.email,
      language: newsletterSubscriptions.language,
    })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.status, "active"))
    .orderBy(newsletterSubscriptions.id);
}

export interface Subscription {
  id: number;
  email: string;
  subscribedAt: string;
  status: SubscriberStatus;
  confirmedAt: string | null;
  /** The language their e-mails go in. */
  language: Locale;
}

function toSubscription(row: SubscriberRow): Subscription {
  return {
    id: row.id,
    email: row.email,
    subscribedAt: row.subscribedAt.toISOString(),
    status: row.status as SubscriberStatus,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    language: row.language,
  };
}

/** Newest first, one page at a time (or every subscriber, read in `db`, when no page is given). */
export async function listSubscriptions(
  paging?: { page: number; pageSize: number },
  db?: Database,
): Promise<Subscription[]> {
  const query = (db ?? (await getDb()))
    .select()
    .from(newsletterSubscriptions)
    .orderBy(desc(newsletterSubscriptions.subscribedAt), desc(newsletterSubscriptions.id))
    .$dynamic();
  const rows = paging
    ? await query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize)
    : await query;
  return rows.map(toSubscription);
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
  const row = await subscriberRow(id);
  if (!row) return null;
  const db = await getDb();
  const consents = await db
    .select()
    .from(subscriberConsents)
    .where(eq(subscriberConsents.subscriberId, id))
    .orderBy(subscriberConsents.at, subscriberConsents.id);
  return {
    ...toSubscription(row),
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
