// Two-factor sign-in (issue 28, docs/decisions/033): enrolment, the check at sign-in, turning it
// off and new recovery codes. The screen (app/admin/people/two-factor.tsx), the JSON API
// (app/admin/people/api/two-factor.ts) and signing in (sign-in.server.ts) call these; each change
// and its audit entry commit in one transaction, and a refusal is an Outcome with the words to show.
import { createHash, randomBytes } from "node:crypto";
import { refusal, type Outcome } from "#app/domain/shared/outcome.ts";
import {
  formatRecoveryCode,
  RECOVERY_CODE_BYTES,
  RECOVERY_CODE_COUNT,
  readSecondFactorCode,
} from "#app/domain/accounts/recovery-codes.ts";
import { enrolmentOf, verifyTotp, type Enrolment } from "#app/domain/accounts/totp.ts";
import { recordAudit, type Actor } from "#app/models/audit-log.server.ts";
import { getDb, type Database } from "#app/models/db.server.ts";
import { hitRateLimit, returnRateLimitHit } from "#app/models/rate-limits.server.ts";
import {
  claimStep,
  countUnusedRecoveryCodes,
  deleteTwoFactor,
  enableWithCodes,
  findTwoFactor,
  replaceRecoveryCodes,
  resealKey,
  savePendingKey,
  spendRecoveryCode,
  type StoredTwoFactor,
} from "#app/models/two-factor.server.ts";
import { log } from "#app/observability/log.server.ts";
import { open, seal } from "#app/use-cases/people/secret-box.server.ts";
import { tooManyTries, type Throttled } from "#app/use-cases/people/throttle.server.ts";

const KEY_PURPOSE = "two-factor-key";
/** 160 bits, the key length RFC 4226 recommends for HMAC-SHA1. */
const KEY_BYTES = 20;
/** Wrong codes on the account screen, per person: a stolen session cannot guess its way in. */
const CODE_FAILURES = { bucket: "two-factor-code-failures", limit: 5, windowMs: 15 * 60_000 };

export const CODE_REQUIRED = "Enter the 6-digit code from your authenticator app.";
export const WRONG_CODE =
  "That code is not right. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.";
const WRONG_FIRST_CODE =
  "That code is not right. Enter the 6-digit code your authenticator app shows now.";
const NOT_ON = "Two-factor sign-in is not on.";
/**
 * The key is sealed under a secret the server no longer has (SESSION_SECRET rotated without the
 * old value in SESSION_SECRET_PREVIOUS): no app code can pass, but recovery codes (hashed, under
 * no secret) still do.
 */
export const KEY_UNREADABLE =
  "Your two-factor setup can no longer be read: the site's secret key was changed. Sign in with one of your recovery codes, then set two-factor up again (turn it off with another recovery code and set it up anew), or ask an owner to reset your two-factor sign-in.";

function hashRecoveryCode(normalized: string): string {
  return createHash("sha256").update(`recovery-code:${normalized}`).digest("base64url");
}

function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    formatRecoveryCode(randomBytes(RECOVERY_CODE_BYTES)),
  );
  return { codes, hashes: codes.map((code) => hashRecoveryCode(code.replaceAll("-", ""))) };
}

export interface TwoFactorStatus {
  isEnabled: boolean;
  /** On, but its key cannot be opened any more (KEY_UNREADABLE): only recovery codes pass. */
  isKeyUnreadable: boolean;
  enabledAt: string | null;
  /** Enrolment started (a key made) and waiting for its first code. */
  isPending: boolean;
  recoveryCodesLeft: number;
}

export async function twoFactorStatus(staffId: number): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(staffId);
  return {
    isEnabled: Boolean(row?.enabledAt),
    isKeyUnreadable: Boolean(row?.enabledAt) && !open(row!.secretEncrypted, KEY_PURPOSE),
    enabledAt: row?.enabledAt?.toISOString() ?? null,
    isPending: Boolean(row && !row.enabledAt),
    recoveryCodesLeft: row?.enabledAt ? await countUnusedRecoveryCodes(staffId) : 0,
  };
}

/** What a code check answers: done, or refused (a 429 says when to try again). */
export type CodeOutcome<Done extends object> = Outcome<Done> | Throttled;

/** Makes a new key for a person without two-factor (a restart replaces an unconfirmed one). */
export async function startEnrolment(staff: {
  id: number;
  email: string;
}): Promise<Outcome<{ enrolment: Enrolment }>> {
  const key = randomBytes(KEY_BYTES);
  if (!(await savePendingKey(staff.id, seal(key, KEY_PURPOSE)))) {
    return refusal(409, "Two-factor sign-in is already on. Turn it off first to set it up again.");
  }
  return { ok: true, enrolment: enrolmentOf(key, staff.email) };
}

/** The enrolment waiting for its first code, to show again; null when there is none. */
export async function pendingEnrolment(staff: {
  id: number;
  email: string;
}): Promise<Enrolment | null> {
  const row = await findTwoFactor(staff.id);
  if (!row || row.enabledAt) return null;
  const opened = open(row.secretEncrypted, KEY_PURPOSE);
  return opened ? enrolmentOf(opened.plain, staff.email) : null;
}

/** Whether the person's key opens under the secrets this server has; logs it when not. */
function isKeyReadable(row: StoredTwoFactor): boolean {
  if (open(row.secretEncrypted, KEY_PURPOSE)) return true;
  log.error(
    "A two-factor key cannot be opened: SESSION_SECRET changed and the secret it was sealed under is not in SESSION_SECRET_PREVIOUS. The person can sign in with a recovery code; put the old secret back in SESSION_SECRET_PREVIOUS, or have an owner reset their two-factor sign-in.",
    { staffId: row.staffId },
  );
  return false;
}

/** The person's key, re-sealed under the current SESSION_SECRET when it was under an old one. */
async function keyOf(row: StoredTwoFactor, db: Database): Promise<Buffer | null> {
  const opened = open(row.secretEncrypted, KEY_PURPOSE);
  if (!opened) return null;
  if (opened.isUnderOldSecret) await resealKey(row.staffId, seal(opened.plain, KEY_PURPOSE), db);
  return opened.plain;
}

/**
 * Checks a code from the app (a step not used before) or a recovery code (used up here), and
 * records a used recovery code in the audit log, in the caller's transaction. Nothing is counted
 * against a limit here.
 */
async function isRightCode(
  row: StoredTwoFactor,
  typed: string,
  actor: Actor,
  db: Database,
): Promise<boolean> {
  const code = readSecondFactorCode(typed);
  if (code.kind === "totp") {
    const key = await keyOf(row, db);
    if (!key) return false;
    const check = verifyTotp(key, code.code, Date.now(), row.lastUsedStep);
    return check.isValid && (await claimStep(row.staffId, check.step, db));
  }
  if (code.kind === "recovery") {
    if (!(await spendRecoveryCode(row.staffId, hashRecoveryCode(code.code), db))) return false;
    const left = await countUnusedRecoveryCodes(row.staffId, db);
    await recordAudit(
      actor,
      "two-factor recovery code used",
      { recoveryCodesLeft: { from: left + 1, to: left } },
      db,
    );
    return true;
  }
  return false;
}

/**
 * A code check on the account screen or API, limited per person. `work` checks the code and makes
 * its change in one transaction, answering false for a wrong code (before it changes anything);
 * a right code gives its counted try back.
 */
async function withCodeLimit<Done extends object>(
  staffId: number,
  work: (tx: Database) => Promise<Done | false>,
): Promise<CodeOutcome<Done>> {
  const limit = await hitRateLimit(CODE_FAILURES, `staff:${staffId}`);
  if (!limit.isAllowed) return tooManyTries("Too many wrong codes.", limit);
  const done = await (await getDb()).transaction(work);
  if (!done) return refusal(400, WRONG_CODE);
  await returnRateLimitHit(CODE_FAILURES, `staff:${staffId}`);
  return { ok: true, ...done };
}

/** A step taken with a code from the person's app (or a recovery code, where one is taken). */
export type CodeStep<Done extends object> = (
  staffId: number,
  typed: string,
  actor: Actor,
) => Promise<CodeOutcome<Done>>;

/** The first code from the app turns two-factor on and makes the recovery codes, shown once. */
export const confirmEnrolment: CodeStep<{ recoveryCodes: string[] }> = async (
  staffId,
  typed,
  actor,
) => {
  const row = await findTwoFactor(staffId);
  if (!row || row.enabledAt) return refusal(409, "Start setting up two-factor sign-in first.");
  const { codes, hashes } = newRecoveryCodes();
  const outcome = await withCodeLimit(staffId, async (tx) => {
    const code = readSecondFactorCode(typed);
    const key = open(row.secretEncrypted, KEY_PURPOSE)?.plain;
    if (code.kind !== "totp" || !key) return false;
    const check = verifyTotp(key, code.code, Date.now(), null);
    if (!check.isValid || !(await enableWithCodes(staffId, check.step, hashes, tx))) return false;
    await recordAudit(actor, "two-factor sign-in turned on", {}, tx);
    return { recoveryCodes: codes };
  });
  return !outcome.ok && outcome.status === 400 ? refusal(400, WRONG_FIRST_CODE) : outcome;
};

/** A change to two-factor sign-in that is on, made only with a right code. */
function withRightCode<Done extends object>(
  change: (staffId: number, actor: Actor, tx: Database) => Promise<Done>,
): CodeStep<Done> {
  return async (staffId, typed, actor) => {
    const row = await findTwoFactor(staffId);
    if (!row?.enabledAt) return refusal(409, NOT_ON);
    return withCodeLimit(staffId, async (tx) =>
      (await isRightCode(row, typed, actor, tx)) ? change(staffId, actor, tx) : false,
    );
  };
}

/** Turns two-factor off, given a fresh code (or a recovery code). */
export const disableTwoFactor = withRightCode(async (staffId, actor, tx) => {
  await deleteTwoFactor(staffId, tx);
  await recordAudit(actor, "two-factor sign-in turned off", {}, tx);
  return {};
});

/** Ten new recovery codes in place of the old ones, given a fresh code. */
export const regenerateRecoveryCodes = withRightCode(async (staffId, actor, tx) => {
  const { codes, hashes } = newRecoveryCodes();
  await replaceRecoveryCodes(staffId, hashes, tx);
  await recordAudit(actor, "two-factor recovery codes replaced", {}, tx);
  return { recoveryCodes: codes };
});

export type SecondFactorResult = "ok" | "code-required" | "wrong-code" | "unreadable-key";

/**
 * The second step of signing in, once the password has passed: "ok" for a person without
 * two-factor or with a right code, else what is missing; "unreadable-key" when the person's key
 * cannot be opened and no recovery code was given. Sign-in throttling is the caller's.
 */
export async function checkSecondFactor(
  staffId: number,
  code: string | undefined,
  actor: Actor,
): Promise<SecondFactorResult> {
  const row = await findTwoFactor(staffId);
  if (!row?.enabledAt) return "ok";
  const isRecoveryCode = readSecondFactorCode(code ?? "").kind === "recovery";
  if (!isRecoveryCode && !isKeyReadable(row)) return "unreadable-key";
  if (!code || code.trim() === "") return "code-required";
  const isRight = await (await getDb()).transaction((tx) => isRightCode(row, code, actor, tx));
  return isRight ? "ok" : "wrong-code";
}

/**
 * An owner turns a person's two-factor sign-in off (a lost phone and lost recovery codes, or a
 * key no longer readable): the key and codes go; the person signs in with their password and
 * can set it up again. Audited; 409 when it is not on.
 */
export async function resetTwoFactorOf(
  actor: Actor,
  staffId: number,
): Promise<Outcome<{ staffId: number }>> {
  return (await getDb()).transaction(async (tx) => {
    const row = await findTwoFactor(staffId, tx);
    if (!row?.enabledAt) return refusal(409, NOT_ON);
    await deleteTwoFactor(staffId, tx);
    await recordAudit(actor, `person ${staffId} two-factor sign-in reset`, {}, tx);
    return { ok: true, staffId };
  });
}
