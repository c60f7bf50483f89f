// Recovery codes: what a person types when their authenticator app is not at hand. Each is 12
// base32 characters (60 random bits) shown as "abcd-efgh-jkmn"; typed in any case, with or
// without the hyphens or spaces. Pure: the random bytes come from the caller.

export const RECOVERY_CODE_COUNT = 10;
/** Random bytes each code needs: one a character, of which the low 5 bits are used. */
export const RECOVERY_CODE_BYTES = 12;

const ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";

/** One code from 12 random bytes: "abcd-efgh-ijkl". */
export function formatRecoveryCode(bytes: Uint8Array): string {
  if (bytes.length !== RECOVERY_CODE_BYTES) {
    throw new Error(`A recovery code needs ${RECOVERY_CODE_BYTES} random bytes.`);
  }
  const characters = Array.from(bytes, (byte) => ALPHABET[byte & 31]).join("");
  return characters.replace(/(.{4})(?=.)/g, "$1-");
}

/** A typed recovery code in its stored form (lowercase, no separators), or null if it is not one. */
export function normalizeRecoveryCode(typed: string): string | null {
  const clean = typed.replace(/[\s-]/g, "").toLowerCase();
  return /^[a-z2-7]{12}$/.test(clean) ? clean : null;
}

export type SecondFactorCode =
  { kind: "totp"; code: string } | { kind: "recovery"; code: string } | { kind: "invalid" };

/** What a code field holds: the app's 6 digits, a recovery code, or neither. */
export function readSecondFactorCode(typed: string): SecondFactorCode {
  const digits = typed.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) return { kind: "totp", code: digits };
  const recovery = normalizeRecoveryCode(typed);
  return recovery ? { kind: "recovery", code: recovery } : { kind: "invalid" };
}

/** The .txt a person downloads beside the codes shown once. */
export function recoveryCodesText(codes: readonly string[], email: string): string {
  return [
    `Akwaaba Stays recovery codes for ${email}`,
    "",
    "Each code signs you in once, in place of the code from your authenticator app.",
    "Keep them somewhere safe, apart from your phone.",
    "",
    ...codes,
    "",
  ].join("\n");
}
