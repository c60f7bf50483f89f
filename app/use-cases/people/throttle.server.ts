// The refusal every people use-case gives when a rate limit is spent (sign-in, two-factor codes):
// a 429 saying when to try again, which the screens and the API also send as Retry-After.
import { refusal, type Refusal } from "#app/domain/shared/outcome.ts";
import type { RateLimitResult } from "#app/models/rate-limits.server.ts";

export type Throttled = Refusal & { retryAfterSeconds?: number };

/** "<what> Try again in 3 minutes." */
export function tooManyTries(what: string, limit: RateLimitResult): Throttled {
  const minutes = Math.ceil(limit.retryAfterSeconds / 60);
  return {
    ...refusal(429, `${what} Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`),
    retryAfterSeconds: limit.retryAfterSeconds,
  };
}
