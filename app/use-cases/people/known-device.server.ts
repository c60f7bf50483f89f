// The "known device" a browser becomes when someone signs in on it (issue 39): a long-lived,
// signed cookie naming the person and a random id for this browser. Sign-in limits (see
// sign-in.server.ts) count a known device's failures against that device alone, so guesses from
// elsewhere, however many, never lock the person out of a browser they signed in on before. The
// value is "<staffId>.<expires>.<deviceId>.<HMAC>", signed by the one signer
// (app/signing.server.ts), so it cannot be made for someone else, and a rotated secret
// (kept in SESSION_SECRET_PREVIOUS) keeps it valid.
import { randomBytes } from "node:crypto";
import { parseId } from "#app/domain/shared/ids.ts";
import { isSigned, sign } from "#app/signing.server.ts";

export const KNOWN_DEVICE_LIFETIME_MS = 365 * 24 * 3_600_000;

/** A known-device value for a person who just signed in on this browser. */
export function issueKnownDevice(staffId: number, now = Date.now()): string {
  const expires = Math.floor((now + KNOWN_DEVICE_LIFETIME_MS) / 1000);
  const deviceId = randomBytes(16).toString("base64url");
  return `${staffId}.${expires}.${deviceId}.${sign(["known-device", staffId, expires, deviceId])}`;
}

/**
 * The browser's device id when `value` is a live known-device value for `staffId`; null for
 * anything else (another person's, expired, forged, absent).
 */
export function knownDeviceOf(
  value: string | undefined,
  staffId: number,
  now = Date.now(),
): string | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{22})\.([\w-]{43})$/.exec(value ?? "");
  if (!match || parseId(match[1]) !== staffId) return null;
  const [expires, deviceId] = [Number(match[2]), match[3]!];
  if (expires * 1000 < now) return null;
  return isSigned(["known-device", staffId, expires, deviceId], match[4]!) ? deviceId : null;
}
