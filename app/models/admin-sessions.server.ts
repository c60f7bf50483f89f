// Staff sessions: a random 256-bit token lives only in the browser's cookie; the database keeps
// its SHA-256 hash, whose session it is, the device and when it was last seen. A session ends
// after 7 idle days (the expiry slides forward with use) and, whatever the use, 30 days after
// sign-in (docs/decisions/032): a stolen cookie cannot live for ever. Queries only: the cookie is
// app/admin/people/auth.server.ts's, signing in and out app/use-cases/people/sign-in.server.ts's.
import { and, desc, eq, gt, lt, ne, or } from "drizzle-orm";
import { adminSessions, staff } from "#db/schema.ts";
import { getDb, type Database } from "#app/models/db.server.ts";
import { hashSecretToken, newSecretToken } from "#app/models/secret-token.server.ts";
import { isRole } from "#app/domain/accounts/roles.ts";
import type { StaffMember } from "#app/models/staff.server.ts";

export const SESSION_LIFETIME_MS = 7 * 24 * 3_600_000;
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 3_600_000;
// Writing on every request would write on every dashboard poll; "last seen" to 5 minutes is enough.
const TOUCH_AFTER_MS = 5 * 60_000;

export async function createSession(
  staffId: number,
  device: string,
  db?: Database,
  now = Date.now(),
): Promise<{ token: string; expiresAt: Date }> {
  db ??= await getDb();
  const token = newSecretToken();
  const expiresAt = new Date(now + SESSION_LIFETIME_MS);
  await db.insert(adminSessions).values({
    tokenHash: hashSecretToken(token),
    staffId,
    device,
    createdAt: new Date(now),
    lastSeenAt: new Date(now),
    expiresAt,
  });
  // Ended sessions are of no use to anyone; clear them when a new one starts.
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.expiresAt, new Date(now)),
        lt(adminSessions.createdAt, new Date(now - SESSION_ABSOLUTE_LIFETIME_MS)),
      ),
    );
  return { token, expiresAt };
}

export interface SessionHolder {
  sessionId: number;
  expiresAt: Date;
  staff: StaffMember;
}

/**
 * The session and its person when the token is valid (not idle too long, not past its absolute
 * lifetime, its person active), else null; slides the idle expiry and "last seen" forward.
 */
export async function touchSession(token: string, now = Date.now()): Promise<SessionHolder | null> {
  const db = await getDb();
  const tokenHash = hashSecretToken(token);
  const [row] = await db
    .select({
      sessionId: adminSessions.id,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
      staffId: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      status: staff.status,
    })
    .from(adminSessions)
    .innerJoin(staff, eq(staff.id, adminSessions.staffId))
    .where(eq(adminSessions.tokenHash, tokenHash));
  if (!row || row.status !== "active" || !isRole(row.role)) return null;
  const absoluteEnd = row.createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS;
  if (row.expiresAt.getTime() <= now || absoluteEnd <= now) return null;
  let expiresAt = row.expiresAt;
  if (now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    expiresAt = new Date(Math.min(now + SESSION_LIFETIME_MS, absoluteEnd));
    await db
      .update(adminSessions)
      .set({ expiresAt, lastSeenAt: new Date(now) })
      .where(eq(adminSessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    expiresAt,
    staff: { id: row.staffId, email: row.email, name: row.name, role: row.role },
  };
}

/** Ends the session a token opens; false when there was none. */
export async function deleteSession(token: string, db?: Database): Promise<boolean> {
  db ??= await getDb();
  const ended = await db
    .delete(adminSessions)
    .where(eq(adminSessions.tokenHash, hashSecretToken(token)))
    .returning({ id: adminSessions.id });
  return ended.length > 0;
}

export interface SessionSummary {
  id: number;
  device: string;
  createdAt: string;
  lastSeenAt: string;
}

/** A person's live sessions, most recently seen first. */
export async function listSessions(staffId: number, now = Date.now()): Promise<SessionSummary[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.staffId, staffId),
        gt(adminSessions.expiresAt, new Date(now)),
        gt(adminSessions.createdAt, new Date(now - SESSION_ABSOLUTE_LIFETIME_MS)),
      ),
    )
    .orderBy(desc(adminSessions.lastSeenAt));
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  }));
}

/** Ends one of a person's sessions; false when it is not theirs (or already ended). */
export async function endSession(
  staffId: number,
  sessionId: number,
  db?: Database,
): Promise<boolean> {
  db ??= await getDb();
  const ended = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.staffId, staffId), eq(adminSessions.id, sessionId)))
    .returning({ id: adminSessions.id });
  return ended.length > 0;
}

/** Ends every session of a person, but the one given (their current device) when set. */
export async function endSessionsOf(
  staffId: number,
  exceptSessionId?: number,
  db?: Database,
): Promise<number> {
  db ??= await getDb();
  const ended = await db
    .delete(adminSessions)
    .where(
      and(
        eq(adminSessions.staffId, staffId),
        exceptSessionId === undefined ? undefined : ne(adminSessions.id, exceptSessionId),
      ),
    )
    .returning({ id: adminSessions.id });
  return ended.length;
}
