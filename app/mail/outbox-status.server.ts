// What the outbox holds, for the operator: counts by state, the last failures, and failures since
// a time (the daily digest). Read-only; the outbox's own work is in app/mail/outbox.server.ts.
import { and, count, desc, eq, gte } from "drizzle-orm";
import { emailOutbox } from "#db/schema.ts";
import { getDb } from "#app/models/db.server.ts";

export interface OutboxCounts {
  queued: number;
  sending: number;
  failed: number;
  sentLastDay: number;
}

export interface FailedMail {
  id: number;
  kind: string;
  /** The full address: mask it before it is shown or logged. */
  toAddress: string;
  subject: string;
  lastError: string | null;
  at: Date;
}

export async function outboxCounts(now = new Date()): Promise<OutboxCounts> {
  const db = await getDb();
  const byStatus = await db
    .select({ status: emailOutbox.status, count: count() })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  const [sent] = await db
    .select({ count: count() })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, "sent"),
        gte(emailOutbox.sentAt, new Date(now.getTime() - 86_400_000)),
      ),
    );
  const of = (status: string) => byStatus.find((row) => row.status === status)?.count ?? 0;
  return {
    queued: of("queued"),
    sending: of("sending"),
    failed: of("failed"),
    sentLastDay: sent?.count ?? 0,
  };
}

/** The newest failed messages; with `since`, only those that failed (were last tried) after it. */
export async function failedMails(limit: number, since?: Date): Promise<FailedMail[]> {
  const db = await getDb();
  return db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      toAddress: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      lastError: emailOutbox.lastError,
      at: emailOutbox.nextAttemptAt,
    })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, "failed"),
        since ? gte(emailOutbox.nextAttemptAt, since) : undefined,
      ),
    )
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}
