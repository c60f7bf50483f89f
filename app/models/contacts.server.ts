// Contact messages sent from /contact or POST /api/contact, and the operator's replies, with
// where each reply's e-mail stands (read from the outbox's rows). Data access only: the use-cases
// in app/use-cases/contact/ store, reply, audit and queue the e-mail.
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { contactMessages, emailOutbox } from "#db/schema.ts";
import { getDb, type Database } from "#app/models/db.server.ts";

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
}

/** Stores a message as Pending (replied=false), stamped with the time it arrived. */
export async function insertContactMessage(
  db: Database,
  input: NewContactMessage,
): Promise<{ id: number }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, message: input.message, replied: false })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("The contact message was not stored");
  return row;
}

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  replied: boolean;
  replyMessage: string | null;
  repliedAt: string | null;
  /**
   * Where the reply's e-mail stands on the outbox: queued (or being sent), sent, or failed with
   * the reason; null for no reply, or a reply recorded while e-mail was off.
   */
  replyEmail: { status: ReplyEmailStatus; error: string | null } | null;
}

export type ReplyEmailStatus = "queued" | "sent" | "failed";

type OutboxState = { status: string; lastError: string | null };

function replyEmailOf(
  row: typeof contactMessages.$inferSelect,
  outbox: OutboxState | undefined,
): ContactMessage["replyEmail"] {
  if (outbox) {
    const status: ReplyEmailStatus =
      outbox.status === "sent" ? "sent" : outbox.status === "failed" ? "failed" : "queued";
    // A queued reply that already failed once says why it is waiting.
    return { status, error: status === "sent" ? null : outbox.lastError };
  }
  // Replies e-mailed before the outbox existed.
  return row.replyEmailed ? { status: "sent", error: null } : null;
}

export function toContactMessage(
  row: typeof contactMessages.$inferSelect,
  outbox?: OutboxState,
): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    replied: row.replied,
    replyMessage: row.replyMessage,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    replyEmail: replyEmailOf(row, outbox),
  };
}

/** Newest first, one page at a time. */
export async function listContactMessages({ page, pageSize }: { page: number; pageSize: number }) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const ids = rows.map((row) => row.id);
  const mails =
    ids.length === 0
      ? []
      : await db
          .select({
            contactId: emailOutbox.contactId,
            status: emailOutbox.status,
            lastError: emailOutbox.lastError,
          })
          .from(emailOutbox)
          .where(inArray(emailOutbox.contactId, ids))
          .orderBy(asc(emailOutbox.id));
  const latest = new Map(mails.map((mail) => [mail.contactId, mail]));
  return rows.map((row) => toContactMessage(row, latest.get(row.id)));
}

export async function countContactMessages(): Promise<{ total: number; unread: number }> {
  const db = await getDb();
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where not ${contactMessages.replied})`.mapWith(Number),
    })
    .from(contactMessages);
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/**
 * Records a reply on a pending message and answers the message, or nothing when it has a reply
 * already or does not exist. The update only matches an unreplied row, so two operators replying
 * at once cannot both succeed.
 */
export async function markReplied(
  db: Database,
  id: number,
  replyMessage: string,
): Promise<typeof contactMessages.$inferSelect | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ replied: true, replyMessage, repliedAt: new Date() })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.replied, false)))
    .returning();
  return row;
}

export async function contactMessageExists(id: number, db?: Database): Promise<boolean> {
  const [row] = await (db ?? (await getDb()))
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return row !== undefined;
}
