// Contact messages sent from /contact or POST /api/contact; the admin dashboard reads them.
import { contactMessages } from "#db/schema.ts";
import { getDb } from "../db.server.ts";

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
