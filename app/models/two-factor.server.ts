// Stored two-factor state per person (staff_two_factor, staff_recovery_codes): queries only; the
// rules (codes, encryption, audit) are in app/use-cases/people/two-factor.server.ts, which passes
// its transaction as `db`.
import { and, count, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import { staffRecoveryCodes, staffTwoFactor } from "#db/schema.ts";
import { getDb, type Database } from "#app/models/db.server.ts";

export interface StoredTwoFactor {
  staffId: number;
  secretEncrypted: string;
  enabledAt: Date | null;
  lastUsedStep: number | null;
}

export async function findTwoFactor(
  staffId: number,
  db?: Database,
): Promise<StoredTwoFactor | null> {
  db ??= await getDb();
  const [row] = await db
    .select({
      staffId: staffTwoFactor.staffId,
      secretEncrypted: staffTwoFactor.secretEncrypted,
      enabledAt: staffTwoFactor.enabledAt,
      lastUsedStep: staffTwoFactor.lastUsedStep,
    })
    .from(staffTwoFactor)
    .where(eq(staffTwoFactor.staffId, staffId));
  return row ?? null;
}

export async function isTwoFactorEnabled(staffId: number, db?: Database): Promise<boolean> {
  const row = await findTwoFactor(staffId, db);
  return Boolean(row?.enabledAt);
}

/** The people whose two-factor sign-in is on. */
export async function staffWithTwoFactor(): Promise<Set<number>> {
  const db = await getDb();
  const rows = await db
    .select({ staffId: staffTwoFactor.staffId })
    .from(staffTwoFactor)
    .where(isNotNull(staffTwoFactor.enabledAt));
  return new Set(rows.map((row) => row.staffId));
}

/** Starts (or restarts) an enrolment: a new key, not yet enabled. Never touches an enabled one. */
export async function savePendingKey(staffId: number, secretEncrypted: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .insert(staffTwoFactor)
    .values({ staffId, secretEncrypted })
    .onConflictDoUpdate({
      target: staffTwoFactor.staffId,
      set: { secretEncrypted, lastUsedStep: null, updatedAt: new Date() },
      setWhere: isNull(staffTwoFactor.enabledAt),
    })
    .returning({ staffId: staffTwoFactor.staffId });
  return rows.length === 1;
}

/**
 * Records that a code's step was used, atomically: false when that step (or a later one) was
 * already used, so two requests racing with one code cannot both pass.
 */
export async function claimStep(staffId: number, step: number, db?: Database): Promise<boolean> {
  db ??= await getDb();
  const rows = await db
    .update(staffTwoFactor)
    .set({ lastUsedStep: step, updatedAt: new Date() })
    .where(
      and(
        eq(staffTwoFactor.staffId, staffId),
        or(isNull(staffTwoFactor.lastUsedStep), lt(staffTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ staffId: staffTwoFactor.staffId });
  return rows.length === 1;
}

/** Re-seals the key after SESSION_SECRET was rotated. */
export async function resealKey(
  staffId: number,
  secretEncrypted: string,
  db?: Database,
): Promise<void> {
  db ??= await getDb();
  await db
    .update(staffTwoFactor)
    .set({ secretEncrypted, updatedAt: new Date() })
    .where(eq(staffTwoFactor.staffId, staffId));
}

/** Turns two-factor on with its first recovery codes, in one transaction. */
export async function enableWithCodes(
  staffId: number,
  step: number,
  codeHashes: readonly string[],
  db?: Database,
): Promise<boolean> {
  db ??= await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(staffTwoFactor)
      .set({ enabledAt: new Date(), lastUsedStep: step, updatedAt: new Date() })
      .where(and(eq(staffTwoFactor.staffId, staffId), isNull(staffTwoFactor.enabledAt)))
      .returning({ staffId: staffTwoFactor.staffId });
    if (rows.length !== 1) return false;
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await tx
      .insert(staffRecoveryCodes)
      .values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
    return true;
  });
}

/** Replaces every recovery code, used or not, with new ones. */
export async function replaceRecoveryCodes(
  staffId: number,
  codeHashes: readonly string[],
  db?: Database,
): Promise<void> {
  db ??= await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await tx
      .insert(staffRecoveryCodes)
      .values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
  });
}

/** Uses up one recovery code, atomically; false when it is unknown or already used. */
export async function spendRecoveryCode(
  staffId: number,
  codeHash: string,
  db?: Database,
): Promise<boolean> {
  db ??= await getDb();
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(staffId: number, db?: Database): Promise<number> {
  db ??= await getDb();
  const [row] = await db
    .select({ count: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}

/** Turns two-factor off: the key and every recovery code go. */
export async function deleteTwoFactor(staffId: number, db?: Database): Promise<void> {
  db ??= await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await tx.delete(staffTwoFactor).where(eq(staffTwoFactor.staffId, staffId));
  });
}
