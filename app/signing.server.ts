// The one HMAC signer (issue 30). Links in e-mails, draft previews, sign-in tickets and keyed
// hashes of addresses are all signed here, with SHA-256 under SESSION_SECRET. A signature made
// under a secret in SESSION_SECRET_PREVIOUS still verifies, so rotating the secret breaks no link
// already sent (docs/decisions/028). Callers put their purpose first in the message
// ("newsletter:confirm:…", "preview:post:…"), so a signature for one use verifies for no other.
import { createHmac, timingSafeEqual } from "node:crypto";
import { sessionSecrets } from "#app/env.server.ts";

/** A message made of parts joined by ":", the purpose first. */
export type SignedParts = readonly [purpose: string, ...rest: (string | number)[]];

function hmac(secret: string, parts: SignedParts): string {
  return createHmac("sha256", secret).update(parts.join(":")).digest("base64url");
}

/** The signature of `parts` under the current secret (43 base64url characters). */
export function sign(parts: SignedParts, secrets = sessionSecrets()): string {
  return hmac(secrets[0]!, parts);
}

/** Whether `signature` signs `parts` under the current or a previous secret, in constant time. */
export function isSigned(
  parts: SignedParts,
  signature: string,
  secrets = sessionSecrets(),
): boolean {
  const given = Buffer.from(signature);
  return secrets.some((secret) => {
    const expected = Buffer.from(hmac(secret, parts));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/**
 * The keyed hashes of `parts` under every secret in use, the current first: for looking up a
 * value stored as a hash (a suppressed address, a rate-limit bucket) without keeping the value.
 */
export function keyedHashes(parts: SignedParts, secrets = sessionSecrets()): string[] {
  return secrets.map((secret) => hmac(secret, parts));
}
