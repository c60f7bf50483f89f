// Operator sessions: a random 256-bit token lives only in the browser's cookie; the database
// keeps its SHA-256 hash and an expiry that slides forward with use.
import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { adminSessions } from "#db/schema.ts";
import { getDb } from "#app/models/db.server.ts";

export const SESSION_LIFETIME_MS = 7 * 24 * 3_600_000;
// Sliding the expiry on every request would write on every dashboard poll; once an hour is enough.
const SLIDE_AFTER_MS = 3_600_000;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export async function createSession(now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
  const db = await getDb();
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now + SESSION_LIFETIME_MS);
  await db.insert(adminSessions).values({ tokenHash: hashToken(token), expiresAt });
  // Expired sessions are of no use to anyone; clear them when a new one starts.
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date(now)));
  return { token, expiresAt };
}

/** The session's new expiry when the token is valid, else null. */
export async function touchSession(token: string, now = Date.now()): Promise<Date | null> {
  const db = await getDb();
  const tokenHash = hashToken(token);
  const [session] = await db
    .select({ expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .where(eq(adminSessions.tokenHash, tokenHash));
  if (!session || session.expiresAt.getTime() <= now) return null;
  const remaining = session.expiresAt.getTime() - now;
  if (remaining > SESSION_LIFETIME_MS - SLIDE_AFTER_MS) return session.expiresAt;
  const expiresAt = new Date(now + SESSION_LIFETIME_MS);
  await db.update(adminSessions).set({ expiresAt }).where(eq(adminSessions.tokenHash, tokenHash));
  return expiresAt;
}

export async function deleteSession(token: string): Promise<void> {
  const db = await getDb();
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
}
