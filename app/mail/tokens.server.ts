// Links in e-mails carry signed, expiring, single-purpose tokens: a confirmation link cannot
// unsubscribe anyone, and an unsubscribe link cannot confirm. The signature (app/signing.server.ts)
// covers the purpose, the subscriber, the token generation and the expiry; a token signed under a
// secret in SESSION_SECRET_PREVIOUS still verifies, so rotating the secret does not break links
// in e-mails already sent (028).
import { isSigned, sign, type SignedParts } from "#app/signing.server.ts";

export type TokenPurpose = "confirm" | "unsubscribe";

const LIFETIME_DAYS: Record<TokenPurpose, number> = {
  confirm: 7,
  // List-Unsubscribe links must keep working as long as an old e-mail sits in an inbox.
  unsubscribe: 400,
};

/** The signed message: "newsletter:{purpose}:{id}:{generation}:{expires}", as links already sent carry. */
function parts(
  purpose: TokenPurpose,
  id: number,
  generation: number,
  expires: number,
): SignedParts {
  return ["newsletter", purpose, id, generation, expires];
}

export function emailToken(
  purpose: TokenPurpose,
  subscriberId: number,
  generation: number,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + LIFETIME_DAYS[purpose] * 86_400;
  const signature = sign(parts(purpose, subscriberId, generation, expires));
  return `${subscriberId}.${generation}.${expires}.${signature}`;
}

export type TokenReading =
  { status: "valid"; subscriberId: number; generation: number } | { status: "expired" | "invalid" };

export function readEmailToken(
  purpose: TokenPurpose,
  token: string,
  now = Date.now(),
): TokenReading {
  const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return { status: "invalid" };
  const [id, generation, expires] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isSigned(parts(purpose, id, generation, expires), match[4]!)) return { status: "invalid" };
  if (expires * 1000 < now) return { status: "expired" };
  return { status: "valid", subscriberId: id, generation };
}
