// The one outbox every e-mail goes through (docs/decisions/018). A message is a row; a pg-boss
// job drains due rows in batches, at MAIL_RATE_PER_MINUTE, claiming each row before sending so
// two workers never send it twice. A temporary SMTP failure puts the row back with a growing
// delay; a permanent one (5xx) or the last attempt marks it failed with the reason.
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { z } from "zod";
import { campaigns, emailOutbox } from "#db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { defineQueue, enqueue } from "#app/jobs/queue.server.ts";
import { getDb, getEngine, type Database } from "#app/models/db.server.ts";
import { getTransport, isMailConfigured, sender } from "#app/services/mail.server.ts";

export const MAIL_QUEUE = "mail";
const BATCH_SIZE = 25;
export const MAX_ATTEMPTS = 8;

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;
type Executor = Pick<Database, "insert">;

/** Puts messages on the outbox (inside the caller's transaction when given one). */
export async function queueEmails(rows: NewOutboxRow[], executor?: Executor): Promise<number[]> {
  if (rows.length === 0) return [];
  const db = executor ?? (await getDb());
  const inserted = await db
    .insert(emailOutbox)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: emailOutbox.id });
  return inserted.map((row) => row.id);
}

/** Asks a worker to drain the outbox soon; one waiting request is enough. */
export async function wakeMailer(): Promise<void> {
  if (!isMailConfigured()) return;
  await enqueue(MAIL_QUEUE, {}, "drain");
}

/** The delay before attempt n + 1 after n failed attempts: base, doubling, at most an hour. */
export function retryDelaySeconds(attempts: number, baseSeconds: number): number {
  return Math.min(baseSeconds * 2 ** Math.max(attempts - 1, 0), 3_600);
}

function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, " ").slice(0, 300);
}

async function claimDue(db: Database): Promise<OutboxRow[]> {
  const now = new Date();
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.status, "queued"), lte(emailOutbox.nextAttemptAt, now)),
        and(eq(emailOutbox.status, "sending"), lte(emailOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(asc(emailOutbox.id))
    .limit(BATCH_SIZE)
    .for("update", { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({
      status: "sending",
      claimedUntil: new Date(now.getTime() + getEnv().MAIL_CLAIM_SECONDS * 1000),
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/**
 * Renders what a row leaves to send time (a newsletter's per-reader parts); set by campaigns.
 * Null means the message must not go (the reader left since it was queued).
 */
type Personaliser = (
  row: OutboxRow,
) => Promise<Pick<OutboxRow, "html" | "text" | "headers"> | null>;
const personalisers = new Map<string, Personaliser>();

export function definePersonaliser(kind: string, personalise: Personaliser) {
  personalisers.set(kind, personalise);
}

let lastSendAt = 0;

/** Keeps this process under MAIL_RATE_PER_MINUTE. */
async function pace() {
  const gap = 60_000 / getEnv().MAIL_RATE_PER_MINUTE;
  const wait = lastSendAt + gap - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  lastSendAt = Date.now();
}

async function sendOne(db: Database, row: OutboxRow) {
  const env = getEnv();
  try {
    const content = row.html === null ? await personalisers.get(row.kind)?.(row) : row;
    if (content === null) {
      await db
        .update(emailOutbox)
        .set({ status: "skipped", claimedUntil: null, lastError: "No longer subscribed." })
        .where(eq(emailOutbox.id, row.id));
      return;
    }
    if (!content?.html) throw new Error(`Nothing to send for a ${row.kind} message.`);
    await pace();
    const host = new URL(env.SITE_URL).hostname;
    const info = (await getTransport().sendMail({
      from: await sender(),
      to: row.toName ? { name: row.toName, address: row.toAddress } : row.toAddress,
      replyTo: env.CONTACT_EMAIL,
      subject: row.subject,
      html: content.html,
      text: content.text ?? undefined,
      headers: content.headers,
      // The same message keeps the same id on every attempt, so a receiver can tell a repeat.
      messageId: `<outbox-${row.id}@${host}>`,
    })) as { messageId?: string };
    await db
      .update(emailOutbox)
      .set({
        status: "sent",
        sentAt: new Date(),
        claimedUntil: null,
        lastError: null,
        messageId: info.messageId ?? null,
      })
      .where(eq(emailOutbox.id, row.id));
  } catch (error) {
    const isFinal = isPermanent(error) || row.attempts >= MAX_ATTEMPTS;
    const delay = retryDelaySeconds(row.attempts, env.MAIL_RETRY_BASE_SECONDS);
    await db
      .update(emailOutbox)
      .set({
        status: isFinal ? "failed" : "queued",
        claimedUntil: null,
        lastError: reasonOf(error),
        nextAttemptAt: new Date(Date.now() + delay * 1000),
      })
      .where(eq(emailOutbox.id, row.id));
  }
}

/** A campaign is sent once none of its messages waits: record when it finished. */
async function finishCampaignIfDone(db: Database, campaignId: number | null) {
  if (campaignId === null) return;
  const [waiting] = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.campaignId, campaignId),
        inArray(emailOutbox.status, ["queued", "sending"]),
      ),
    )
    .limit(1);
  if (waiting) return;
  await db
    .update(campaigns)
    .set({ status: "sent", finishedAt: new Date() })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, "sending")));
}

/** Sends every due message, a batch at a time; what fails waits for its next attempt. */
export async function drainOutbox(): Promise<void> {
  if (!isMailConfigured()) return;
  const db = await getDb();
  for (;;) {
    const batch = await claimDue(db);
    if (batch.length === 0) return;
    for (const row of batch) {
      await sendOne(db, row);
      if (row.kind === "newsletter") await finishCampaignIfDone(db, row.campaignId);
    }
  }
}

/** When the next retry or lapsed claim comes due, if any message is waiting for one. */
async function nextDueAt(): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      at: sql<
        string | null
      >`min(case when ${emailOutbox.status} = 'queued' then ${emailOutbox.nextAttemptAt} else ${emailOutbox.claimedUntil} end)`,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ["queued", "sending"]));
  return row?.at ? new Date(row.at) : null;
}

const MAIL_RETRY_QUEUE = "mail-retry";

/**
 * Drains the outbox, then leaves one delayed job for when the next retry comes due. The job lives
 * in the database, so any process sends the retry on time, and a restart loses none; keyed by its
 * time on a "stately" queue, every drain that sees the same next retry leaves the same one job.
 */
async function drainAndWakeForRetries(): Promise<void> {
  await drainOutbox();
  if (!isMailConfigured()) return;
  const at = await nextDueAt();
  if (!at) return;
  const when = new Date(Math.max(at.getTime(), Date.now() + 1_000));
  await enqueue(MAIL_RETRY_QUEUE, {}, `at-${when.getTime()}`, when);
}

/**
 * Registers the mail queue. A row left "sending" by a process that died is taken back once its
 * claim lapses; on the embedded database only this process can hold claims, so it takes them
 * back at once. A delayed job wakes the mailer for retries that come due.
 */
export async function registerMailJobs(): Promise<void> {
  // Only a process that can send takes mail jobs: one without SMTP would complete them unsent,
  // and with no timer polling the outbox, nothing would ask again until the next retry.
  if (isMailConfigured()) {
    defineQueue(MAIL_QUEUE, z.object({}), drainAndWakeForRetries, { retryLimit: 3 });
    // The wake-up only asks for a drain, so one worker per process ever drains.
    defineQueue(MAIL_RETRY_QUEUE, z.object({}), wakeMailer, { retryLimit: 3, policy: "stately" });
  }
  if ((await getEngine()) === "pglite") {
    const db = await getDb();
    await db
      .update(emailOutbox)
      .set({ status: "queued", claimedUntil: null })
      .where(eq(emailOutbox.status, "sending"));
  }
}
