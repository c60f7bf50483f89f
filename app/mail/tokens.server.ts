// Links in e-mails carry signed, expiring, single-purpose tokens: a confirmation link cannot
// unsubscribe anyone, and an unsubscribe link cannot confirm. The signature covers the purpose,
// the subscriber, the token generation and the expiry, and is checked in constant time. New
// tokens are signed with SESSION_SECRET; a token signed with one in SESSION_SECRET_PREVIOUS
// still verifies, so rotating the secret does not break links in e-mails already sent (028).
import { createHmac, timingSafeEqual } from "node:crypto";
import { sessionSecrets } from "#app/env.server.ts";

export type TokenPurpose = "confirm" | "unsubscribe";

const LIFETIME_DAYS: Record<TokenPurpose, number> = {
  confirm: 7,
  // List-Unsubscribe links must keep working as long as an old e-mail sits in an inbox.
  unsubscribe: 400,
};

function sign(
  secret: string,
  purpose: TokenPurpose,
  id: number,
  generation: number,
  expires: number,
): string {
  return createHmac("sha256", secret)
    .update(`newsletter:${purpose}:${id}:${generation}:${expires}`)
    .digest("base64url");
}

export function emailToken(
  purpose: TokenPurpose,
  subscriberId: number,
  generation: number,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + LIFETIME_DAYS[purpose] * 86_400;
  const [current] = sessionSecrets();
  const signature = sign(current!, purpose, subscriberId, generation, expires);
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
  const given = Buffer.from(match[4]!);
  const isSigned = sessionSecrets().some((secret) => {
    const expected = Buffer.from(sign(secret, purpose, id, generation, expires));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!isSigned) return { status: "invalid" };
  if (expires * 1000 < now) return { status: "expired" };
  return { status: "valid", subscriberId: id, generation };
}
