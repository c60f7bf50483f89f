// Time-based one-time passwords as every authenticator app computes them (RFC 6238: HMAC-SHA1,
// 6 digits, 30-second steps, the key shared as RFC 4648 base32), computed by `otpauth`. What is
// ours is the policy: one step either side of now, never a step at or before the last one used,
// and the enrolment texts the page shows.
import { Secret, TOTP } from "otpauth";

const ISSUER = "Akwaaba Stays";
/** Steps either side of now that are still accepted: a phone's clock a little off still works. */
const DRIFT_STEPS = 1;

function totpOf(key: Uint8Array): TOTP {
  // A copy: a Buffer from node:crypto is a view into a shared pool, and Secret takes the whole
  // ArrayBuffer it is given.
  return new TOTP({ secret: new Secret({ buffer: Uint8Array.from(key).buffer }) });
}

export type TotpCheck = { isValid: true; step: number } | { isValid: false };

/**
 * Checks a typed code against now and one step either side. A step at or before `lastUsedStep`
 * is never accepted, so a code seen over someone's shoulder cannot be used again, nor an older
 * one. The step that matched is returned: store it as the new last used step.
 */
export function verifyTotp(
  key: Uint8Array,
  code: string,
  nowMs: number,
  lastUsedStep: number | null,
): TotpCheck {
  const typed = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(typed)) return { isValid: false };
  const totp = totpOf(key);
  const delta = totp.validate({ token: typed, timestamp: nowMs, window: DRIFT_STEPS });
  if (delta === null) return { isValid: false };
  const step = totp.counter({ timestamp: nowMs }) + delta;
  return lastUsedStep !== null && step <= lastUsedStep
    ? { isValid: false }
    : { isValid: true, step };
}

export interface Enrolment {
  /** The key in base32, unpadded, as an app takes it. */
  secret: string;
  /** The same, in groups of four for reading and typing: "ABCD EFGH ...". */
  groupedSecret: string;
  /** What the QR code carries; authenticator apps read the issuer and the account from it. */
  otpauthUri: string;
}

/**
 * What the enrolment page shows for a key. The URI is written here rather than by otpauth's
 * `toString()`, which adds the default algorithm, digits and period: this shorter form is the one
 * decision 033 names and the phones enrolled so far scanned.
 */
export function enrolmentOf(key: Uint8Array, email: string): Enrolment {
  const secret = totpOf(key).secret.base32;
  const issuer = encodeURIComponent(ISSUER);
  return {
    secret,
    groupedSecret: secret.replace(/(.{4})(?=.)/g, "$1 "),
    otpauthUri: `otpauth://totp/${issuer}:${encodeURIComponent(email)}?secret=${secret}&issuer=${issuer}`,
  };
}
