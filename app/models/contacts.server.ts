// Contact messages sent from /contact or POST /api/contact; the admin dashboard reads them.
import { and, count, desc, eq, sql } from "drizzle-orm";
import { contactMessages } from "#db/schema.ts";
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
  /** Whether the reply also went out by e-mail. */
  replyEmailed: boolean;
}

function toContactMessage(row: typeof contactMessages.$inferSelect): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    replied: row.replied,
    replyMessage: row.replyMessage,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    replyEmailed: row.replyEmailed,
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
  return rows.map(toContactMessage);
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
 * operators replying at once cannot both succeed.
 */
export async function recordReply(id: number, replyMessage: string): Promise<ReplyClaim> {
  const db = await getDb();
  const [row] = await db
    .update(contactMessages)
    .set({ replied: true, replyMessage, repliedAt: new Date() })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.replied, false)))
    .returning();
  if (row) return { status: "claimed", message: toContactMessage(row) };
  const [existing] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return existing ? { status: "already-replied" } : { status: "not-found" };
}

export async function markReplyEmailed(id: number): Promise<void> {
  const db = await getDb();
  await db.update(contactMessages).set({ replyEmailed: true }).where(eq(contactMessages.id, id));
}
