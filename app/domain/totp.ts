// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) as every authenticator app
// computes them: HMAC-SHA1, 6 digits, 30-second steps, the key shared as RFC 4648 base32.
// Pure: the HMAC comes in as a parameter, so this module imports nothing (the server passes
// node:crypto's, the tests too), and the clock is a number the caller gives.

/** HMAC-SHA1 of `message` under `key`. */
export type HmacSha1 = (key: Uint8Array, message: Uint8Array) => Uint8Array;

export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** Steps either side of now that are still accepted: a phone's clock a little off still works. */
export const TOTP_DRIFT_STEPS = 1;
export const TOTP_ISSUER = "Akwaaba Stays";

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32; `padding: false` for keys in otpauth URIs and for reading aloud. */
export function base32Encode(bytes: Uint8Array, options: { padding?: boolean } = {}): string {
  let output = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32_ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  if (options.padding ?? true) output += "=".repeat((8 - (output.length % 8)) % 8);
  return output;
}

/**
 * Reads base32 as people type it: any case, spaces and hyphens ignored, padding optional.
 * Null when a character is not base32.
 */
export function base32Decode(text: string): Uint8Array | null {
  const clean = text.replace(/[\s-]/g, "").replace(/=+$/, "").toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value === -1) return null;
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(bytes);
}

function counterBytes(counter: number): Uint8Array {
  const bytes = new Uint8Array(8);
  let rest = counter;
  for (let index = 7; index >= 0; index -= 1) {
    bytes[index] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return bytes;
}

/** RFC 4226: the one-time password for one counter value. */
export function hotp(
  key: Uint8Array,
  counter: number,
  hmac: HmacSha1,
  digits = TOTP_DIGITS,
): string {
  const mac = hmac(key, counterBytes(counter));
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) |
    (mac[offset + 1]! << 16) |
    (mac[offset + 2]! << 8) |
    mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The 30-second step a moment falls in (RFC 6238's T, counted from the Unix epoch). */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
}

/** RFC 6238: the code an authenticator app shows at `nowMs`. */
export function totp(key: Uint8Array, nowMs: number, hmac: HmacSha1, digits = TOTP_DIGITS): string {
  return hotp(key, totpStep(nowMs), hmac, digits);
}

/** Compares two codes in time that does not depend on where they first differ. */
function isSameCode(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < given.length; index += 1) {
    difference |= given.charCodeAt(index) ^ expected.charCodeAt(index);
  }
  return difference === 0;
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
  hmac: HmacSha1,
): TotpCheck {
  const typed = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(typed)) return { isValid: false };
  const now = totpStep(nowMs);
  let matched: number | null = null;
  // Every candidate is computed and compared, so the time taken does not tell which matched.
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step += 1) {
    const isUnused = lastUsedStep === null || step > lastUsedStep;
    if (isSameCode(typed, hotp(key, step, hmac)) && isUnused && matched === null) matched = step;
  }
  return matched === null ? { isValid: false } : { isValid: true, step: matched };
}

/** The URI the QR code carries; authenticator apps read the issuer and the account from it. */
export function otpauthUri(email: string, key: Uint8Array): string {
  const issuer = encodeURIComponent(TOTP_ISSUER);
  const secret = base32Encode(key, { padding: false });
  return `otpauth://totp/${issuer}:${encodeURIComponent(email)}?secret=${secret}&issuer=${issuer}`;
}

/** The key as a person types it into an app: base32 in groups of four, "ABCD EFGH ...". */
export function groupedKey(key: Uint8Array): string {
  return base32Encode(key, { padding: false }).replace(/(.{4})(?=.)/g, "$1 ");
}
