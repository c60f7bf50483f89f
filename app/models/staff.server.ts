// The people who run the site: their rows, the first owner made from the environment, and the
// single-use links e-mailed to them (invitations, password resets), stored as hashes. Queries
// only: the use-cases (app/use-cases/people/) pass their transaction as `db` and write the audit
// log themselves.
import { and, asc, count, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { staff, staffTokens } from "#db/schema.ts";
import { getDb, type Database } from "#app/models/db.server.ts";
import { hashSecretToken, newSecretToken } from "#app/models/secret-token.server.ts";
import { isRole, type Role } from "#app/domain/accounts/roles.ts";

export type StaffStatus = "invited" | "active" | "removed";
export type TokenPurpose = "invite" | "reset";

export const INVITE_LIFETIME_MS = 7 * 24 * 3_600_000;
export const RESET_LIFETIME_MS = 3_600_000;

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: Role;
  status: StaffStatus;
  passwordHash: string | null;
  lastSignInAt: Date | null;
  createdAt: Date;
}

/** A signed-in person as the rest of the app sees them. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: Role;
}

export function memberOf(row: StaffMember): StaffMember {
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function toRow(row: typeof staff.$inferSelect): StaffRow {
  // The column is only ever written from ROLES; an unknown value would be a bug, read as the least.
  const role: Role = isRole(row.role) ? row.role : "analyst";
  return { ...row, role, status: row.status as StaffStatus };
}

export async function findStaffByEmail(email: string, db?: Database): Promise<StaffRow | null> {
  db ??= await getDb();
  const [row] = await db
    .select()
    .from(staff)
    .where(eq(staff.email, normaliseEmail(email)));
  return row ? toRow(row) : null;
}

export async function getStaff(id: number, db?: Database): Promise<StaffRow | null> {
  db ??= await getDb();
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row ? toRow(row) : null;
}

/** Everyone, removed people last, then by when they joined. */
export async function listStaff(): Promise<StaffRow[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(staff)
    .orderBy(sql`${staff.status} = 'removed'`, asc(staff.id));
  return rows.map(toRow);
}

/**
 * On first start, when nobody has an account: the owner, from OWNER_EMAIL and the bootstrap
 * password's hash. Existing installs upgrade this way: the shared password signs in the owner.
 */
export async function ensureFirstOwner(email: string, passwordHash: string): Promise<boolean> {
  const db = await getDb();
  const [existing] = await db.select({ count: count() }).from(staff);
  if ((existing?.count ?? 0) > 0) return false;
  // Two processes starting at once both see no one; the unique e-mail lets only one insert.
  const inserted = await db
    .insert(staff)
    .values({
      email: normaliseEmail(email),
      name: "Owner",
      role: "owner",
      status: "active",
      passwordHash,
    })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  return inserted.length > 0;
}

export async function countActiveOwners(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ count: count() })
    .from(staff)
    .where(and(eq(staff.role, "owner"), eq(staff.status, "active")));
  return row?.count ?? 0;
}

/** A new invited person, or a removed one invited back; null when the address already has an account. */
export async function inviteStaff(
  email: string,
  role: Role,
  db?: Database,
): Promise<StaffRow | null> {
  db ??= await getDb();
  const normalised = normaliseEmail(email);
  const [row] = await db
    .insert(staff)
    .values({ email: normalised, role, status: "invited" })
    .onConflictDoUpdate({
      target: staff.email,
      set: { role, status: "invited", passwordHash: null, updatedAt: new Date() },
      setWhere: eq(staff.status, "removed"),
    })
    .returning();
  return row ? toRow(row) : null;
}

export async function setStaffRole(id: number, role: Role, db?: Database): Promise<void> {
  db ??= await getDb();
  await db.update(staff).set({ role, updatedAt: new Date() }).where(eq(staff.id, id));
}

/** Keeps the row (the audit log names it) and voids every link. */
export async function removeStaff(id: number, db?: Database): Promise<void> {
  db ??= await getDb();
  await db
    .update(staff)
    .set({ status: "removed", passwordHash: null, updatedAt: new Date() })
    .where(eq(staff.id, id));
  await db
    .update(staffTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(staffTokens.staffId, id), isNull(staffTokens.usedAt)));
}

export async function setStaffPassword(
  id: number,
  passwordHash: string,
  extra: { name?: string; activate?: boolean } = {},
  db?: Database,
): Promise<void> {
  db ??= await getDb();
  await db
    .update(staff)
    .set({
      passwordHash,
      updatedAt: new Date(),
      ...(extra.name ? { name: extra.name } : {}),
      ...(extra.activate ? { status: "active" } : {}),
    })
    .where(eq(staff.id, id));
}

export async function setStaffName(id: number, name: string): Promise<void> {
  const db = await getDb();
  await db.update(staff).set({ name, updatedAt: new Date() }).where(eq(staff.id, id));
}

export async function markSignedIn(id: number, db?: Database): Promise<void> {
  db ??= await getDb();
  await db.update(staff).set({ lastSignInAt: new Date() }).where(eq(staff.id, id));
}

/** A new single-use link token; earlier unused ones of the same purpose stop working. */
export async function issueStaffToken(
  staffId: number,
  purpose: TokenPurpose,
  db?: Database,
  now = Date.now(),
): Promise<string> {
  db ??= await getDb();
  const token = newSecretToken();
  await db
    .update(staffTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(staffTokens.staffId, staffId),
        eq(staffTokens.purpose, purpose),
        isNull(staffTokens.usedAt),
      ),
    );
  await db.insert(staffTokens).values({
    staffId,
    purpose,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(now + (purpose === "invite" ? INVITE_LIFETIME_MS : RESET_LIFETIME_MS)),
  });
  return token;
}

function tokenIsLive(token: string, purpose: TokenPurpose, now: number) {
  return and(
    eq(staffTokens.tokenHash, hashSecretToken(token)),
    eq(staffTokens.purpose, purpose),
    isNull(staffTokens.usedAt),
    gt(staffTokens.expiresAt, new Date(now)),
  );
}

/** The person a link names, unless they were removed. */
async function linkedPerson(
  row: { staffId: number } | undefined,
  db: Database,
): Promise<StaffRow | null> {
  const person = row ? await getStaff(row.staffId, db) : null;
  return person && person.status !== "removed" ? person : null;
}

/** The person a live (unused, unexpired) link is for, without using it up. */
export async function peekStaffToken(
  token: string,
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<StaffRow | null> {
  const db = await getDb();
  const [row] = await db
    .select({ staffId: staffTokens.staffId })
    .from(staffTokens)
    .where(tokenIsLive(token, purpose, now));
  return linkedPerson(row, db);
}

/** Uses a link up, atomically (two tabs cannot both use it): its person, or null. */
export async function consumeStaffToken(
  token: string,
  purpose: TokenPurpose,
  db?: Database,
  now = Date.now(),
): Promise<StaffRow | null> {
  db ??= await getDb();
  const [row] = await db
    .update(staffTokens)
    .set({ usedAt: new Date(now) })
    .where(tokenIsLive(token, purpose, now))
    .returning({ staffId: staffTokens.staffId });
  return linkedPerson(row, db);
}

/** The other active owners besides this one: the last owner may not be removed or demoted. */
export async function isLastOwner(id: number, db?: Database): Promise<boolean> {
  db ??= await getDb();
  const person = await getStaff(id, db);
  if (!person || person.role !== "owner" || person.status !== "active") return false;
  const [row] = await db
    .select({ count: count() })
    .from(staff)
    .where(and(eq(staff.role, "owner"), eq(staff.status, "active"), ne(staff.id, id)));
  return (row?.count ?? 0) === 0;
}
