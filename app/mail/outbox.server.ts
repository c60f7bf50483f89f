// The one outbox every e-mail goes through (docs/decisions/018, 028). A message is a row; a
// pg-boss job drains due rows at MAIL_RATE_PER_MINUTE, taking one row at a time after waiting
// for its turn, and holding it while it is sent (a row lock on PostgreSQL, a renewed claim on
// the embedded database), so no two workers ever send a message twice. A temporary SMTP failure
// puts the row back with a growing delay; a permanent one (5xx) or the last attempt marks it
// failed. Retries come due through a delayed job, never a timer (decision 027). The outbox writes
// only its own table: those who queue mail (a campaign's progress, a reply's state) read its rows.
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, lt, lte, ne, or, sql } from "drizzle-orm";
import { emailOutbox } from "#db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { requestMailDrain } from "#app/jobs/mail-drain.server.ts";
import { wakeMailerAt } from "#app/jobs/mail-retry.server.ts";
import { getDb, getEngine, type Database } from "#app/models/db.server.ts";
import { getTransport, isMailConfigured, sender } from "#app/mail/transport.server.ts";

export const MAX_ATTEMPTS = 8;

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type NewOutboxRow = typeof emailOutbox.$inferInsert;
type Executor = Pick<Database, "insert">;

// Rows per INSERT: a campaign to a long list stays far below PostgreSQL's 65,535 parameters.
const ROWS_PER_INSERT = 1_000;

/**
 * Puts messages on the outbox (inside the caller's transaction when given one). A message already
 * there (a campaign's copy for the same reader) is left as it is, so queuing again adds nothing.
 */
export async function queueEmails(rows: NewOutboxRow[], executor?: Executor): Promise<number[]> {
  const db = executor ?? (await getDb());
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const inserted = await db
      .insert(emailOutbox)
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .onConflictDoNothing()
      .returning({ id: emailOutbox.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/**
 * Forgets whom every message of `kind` queued before `before` went to: the address and rendered
 * copies go, the rows stay (guests' confirmation e-mails, whose address the privacy policy says
 * is erased). One still unsent is skipped, never sent to the erased address.
 */
export async function forgetMailOfKind(
  kind: string,
  before: Date,
  executor: Pick<Database, "update">,
): Promise<number> {
  const forgotten = { toAddress: "erased", toName: null, html: null, text: null };
  const old = and(
    eq(emailOutbox.kind, kind),
    lt(emailOutbox.createdAt, before),
    ne(emailOutbox.toAddress, "erased"),
  );
  await executor
    .update(emailOutbox)
    .set({
      ...forgotten,
      status: "skipped",
      lastError: "The address was erased.",
      claimedUntil: null,
      claimToken: null,
    })
    .where(and(old, inArray(emailOutbox.status, ["queued", "sending"])));
  const rows = await executor
    .update(emailOutbox)
    .set(forgotten)
    .where(old)
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/**
 * Forgets whom a subscriber's messages went to (their erasure): the address and the rendered
 * copies go, the rows stay, so a campaign's figures still count them. A message not yet sent is
 * skipped, never retried against the erased address; a worker holding one loses its claim, so
 * its outcome is not written over this.
 */
export async function forgetSubscriberMail(
  subscriberId: number,
  executor: Pick<Database, "update">,
): Promise<void> {
  const forgotten = { toAddress: "erased", toName: null, html: null, text: null };
  await executor
    .update(emailOutbox)
    .set({
      ...forgotten,
      status: "skipped",
      lastError: "The reader's data was erased.",
      claimedUntil: null,
      claimToken: null,
    })
    .where(
      and(
        eq(emailOutbox.subscriberId, subscriberId),
        inArray(emailOutbox.status, ["queued", "sending"]),
      ),
    );
  await executor
    .update(emailOutbox)
    .set(forgotten)
    .where(eq(emailOutbox.subscriberId, subscriberId));
}

/** Asks a worker to drain the outbox soon; one waiting request is enough. */
export async function wakeMailer(): Promise<void> {
  if (!isMailConfigured()) return;
  await requestMailDrain();
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

/** Rows a worker may take: queued and due, or claimed by a worker whose claim lapsed. */
function isDue(now: Date) {
  return or(
    and(eq(emailOutbox.status, "queued"), lte(emailOutbox.nextAttemptAt, now)),
    and(eq(emailOutbox.status, "sending"), lte(emailOutbox.claimedUntil, now)),
  );
}

const claimEnd = () => new Date(Date.now() + getEnv().MAIL_CLAIM_SECONDS * 1000);

/**
 * Claims the next due message for this worker, under a token of its own. One at a time: a batch
 * claimed at once but sent at MAIL_RATE_PER_MINUTE outlived its claim, and another worker took
 * it again and sent it a second time (issue 27). Used on the embedded database only.
 */
async function claimNext(db: Database): Promise<(OutboxRow & { claimToken: string }) | null> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(isDue(new Date()))
    .orderBy(asc(emailOutbox.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const token = randomUUID();
  const [row] = await db
    .update(emailOutbox)
    .set({
      status: "sending",
      claimedUntil: claimEnd(),
      claimToken: token,
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return row ? { ...row, claimToken: token } : null;
}

/** Whether this worker still holds the claim, extending it if so (one guarded write). */
async function renewClaim(db: Database, id: number, token: string): Promise<boolean> {
  const renewed = await db
    .update(emailOutbox)
    .set({ claimedUntil: claimEnd() })
    .where(
      and(
        eq(emailOutbox.id, id),
        eq(emailOutbox.claimToken, token),
        eq(emailOutbox.status, "sending"),
      ),
    )
    .returning({ id: emailOutbox.id });
  return renewed.length > 0;
}

/**
 * Keeps a claim alive while its message is being sent, whatever the SMTP server's pace: the claim
 * lapses only when this process stops renewing it (it died or stalled for a whole claim).
 */
function holdClaim(db: Database, id: number, token: string): () => void {
  const every = (getEnv().MAIL_CLAIM_SECONDS * 1000) / 3;
  const timer = setInterval(() => {
    void renewClaim(db, id, token).catch(() => {
      // The database is away: the next tick tries again, and the claim's own length covers it.
    });
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Renders what a row leaves to send time (a newsletter's per-reader parts); set by whoever queues
 * such rows (campaigns). Null means the message must not go (the reader left since it was queued).
 * It only reads: what became of the message is written here, on the outbox's own row.
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

/** What became of one attempt: the fields to write on its row. */
type Outcome = Partial<NewOutboxRow> & { status: string };

/**
 * Personalises and sends one message, and says what became of it. `mayStillSend` is asked just
 * before the message goes to SMTP; false means another worker owns it now (nothing is written).
 */
async function deliver(
  row: OutboxRow,
  mayStillSend: () => Promise<boolean>,
): Promise<Outcome | null> {
  const env = getEnv();
  const released = { claimedUntil: null, claimToken: null };
  try {
    const content = row.html === null ? await personalisers.get(row.kind)?.(row) : row;
    if (content === null) {
      // Like a failed one, a skipped message keeps the time it was last tried.
      return {
        status: "skipped",
        ...released,
        lastError: "No longer subscribed.",
        nextAttemptAt: new Date(),
      };
    }
    if (!content?.html) throw new Error(`Nothing to send for a ${row.kind} message.`);
    if (!(await mayStillSend())) return null;
    const host = new URL(env.SITE_URL).hostname;
    const info = (await (
      await getTransport()
    ).sendMail({
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
    return {
      status: "sent",
      sentAt: new Date(),
      ...released,
      lastError: null,
      messageId: info.messageId ?? null,
    };
  } catch (error) {
    const isFinal = isPermanent(error) || row.attempts >= MAX_ATTEMPTS;
    const delay = retryDelaySeconds(row.attempts, env.MAIL_RETRY_BASE_SECONDS);
    return {
      status: isFinal ? "failed" : "queued",
      ...released,
      lastError: reasonOf(error),
      // A failed message keeps the time it was last tried: when it failed, for the digest and
      // for a campaign's finishing time.
      nextAttemptAt: new Date(Date.now() + (isFinal ? 0 : delay * 1000)),
    };
  }
}

/**
 * PostgreSQL: the next due message is sent inside a transaction that holds its row locked, so
 * no other process can take it while this one lives, however long sending takes or however
 * long this process stalls; if it dies, PostgreSQL drops the lock with its connection and the
 * row is due again at once. The outcome is written in the same transaction.
 */
async function sendNextLocked(db: Database): Promise<OutboxRow | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(emailOutbox)
      .where(isDue(new Date()))
      .orderBy(asc(emailOutbox.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!due) return null;
    const row = { ...due, attempts: due.attempts + 1 };
    const outcome = await deliver(row, async () => true);
    await tx
      .update(emailOutbox)
      .set({ ...outcome, attempts: row.attempts })
      .where(eq(emailOutbox.id, row.id));
    return row;
  });
}

/**
 * The embedded database: one process, whose connection a long transaction would hold from every
 * request, so the row is claimed under a token and the claim is renewed while the message is
 * sent; a claim left by a crash is taken back at the next start.
 */
async function sendNextClaimed(db: Database): Promise<OutboxRow | null> {
  const row = await claimNext(db);
  if (!row) return null;
  const release = holdClaim(db, row.id, row.claimToken);
  try {
    const outcome = await deliver(row, () => renewClaim(db, row.id, row.claimToken));
    if (!outcome) return row;
    // Accepted by the SMTP server is a fact, recorded whoever holds the claim now; anything else
    // is written only by the claim's owner.
    const guard =
      outcome.status === "sent"
        ? and(eq(emailOutbox.id, row.id), ne(emailOutbox.status, "sent"))
        : and(eq(emailOutbox.id, row.id), eq(emailOutbox.claimToken, row.claimToken));
    await db.update(emailOutbox).set(outcome).where(guard);
    return row;
  } finally {
    release();
  }
}

/**
 * Sends every due message, one at a time; what fails waits for its next attempt. The pace is
 * waited out before a row is taken, so holding it covers one SMTP exchange, never the queue's.
 */
export async function drainOutbox(): Promise<void> {
  if (!isMailConfigured()) return;
  const db = await getDb();
  const sendNext = (await getEngine()) === "pglite" ? sendNextClaimed : sendNextLocked;
  for (;;) {
    await pace();
    if (!(await sendNext(db))) return;
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

/**
 * Drains the outbox, then leaves one delayed job for when the next retry comes due. The job lives
 * in the database, so any process sends the retry on time, and a restart loses none; keyed by its
 * time on a "stately" queue, every drain that sees the same next retry leaves the same one job.
 */
export async function drainAndWakeForRetries(): Promise<void> {
  await drainOutbox();
  if (!isMailConfigured()) return;
  const at = await nextDueAt();
  if (at) await wakeMailerAt(at);
}

/**
 * A row left "sending" by a process that died is taken back once its claim lapses; on the
 * embedded database only this process can hold claims, so at start-up it takes them back at once.
 */
export async function releaseClaimsOfEarlierRuns(): Promise<void> {
  if ((await getEngine()) === "pglite") {
    const db = await getDb();
    await db
      .update(emailOutbox)
      .set({ status: "queued", claimedUntil: null, claimToken: null })
      .where(eq(emailOutbox.status, "sending"));
  }
}
