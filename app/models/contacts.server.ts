// Contact messages sent from /contact or POST /api/contact; the admin dashboard reads them.
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { contactMessages, emailOutbox } from "#db/schema.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { getDb } from "#app/models/db.server.ts";

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
}

/** Stores a message as Pending (replied=false), stamped with the time it arrived. */
export async function createContactMessage(input: NewContactMessage): Promise<{ id: number }> {
  const db = await getDb();
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

function toContactMessage(
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

export type ReplyClaim =
  | { status: "claimed"; message: ContactMessage }
  | { status: "not-found" }
  | { status: "already-replied" };

/**
 * Records a reply on a pending message. The update only matches an unreplied row, so two
 * operators replying at once cannot both succeed. The audit entry, in the same transaction, says
 * who replied to which message and how long the reply was: not its words, which quote and answer
 * a member of the public, and which the append-only log could never erase.
 */
export async function recordReply(
  id: number,
  replyMessage: string,
  actor: Actor,
): Promise<ReplyClaim> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(contactMessages)
      .set({ replied: true, replyMessage, repliedAt: new Date() })
      .where(and(eq(contactMessages.id, id), eq(contactMessages.replied, false)))
      .returning();
    if (updated) {
      await recordAudit(
        actor,
        `contact message ${id} replied to (${replyMessage.length} characters)`,
        { replied: { from: false, to: true } },
        tx,
      );
    }
    return updated;
  });
  if (row) return { status: "claimed", message: toContactMessage(row) };
  const [existing] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return existing ? { status: "already-replied" } : { status: "not-found" };
}
