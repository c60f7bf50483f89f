// What the public forms (newsletter sign-up, contact message) share once a submission is valid,
// whether it came from the JSON API or a no-JS form: the per-client rate limits, and the analytics
// event for a person's (not a bot's) submission.
import { isbot } from "isbot";
import type { EventType } from "#app/domain/operations/analytics-event.ts";
import { refusal, type Refusal } from "#app/domain/shared/outcome.ts";
import { recordEvent } from "#app/models/analytics.server.ts";
import { hitRateLimit, type RateLimit } from "#app/models/rate-limits.server.ts";
import { errorField, log } from "#app/observability/log.server.ts";

/** Who sent a form. */
export interface Client {
  clientAddress: string;
  userAgent: string | null;
  /** The page the form was on, when the browser said (its Referer). */
  sourcePage?: string | null;
}

/** A refusal that says when to try again (the answer's Retry-After). */
export type RetryRefusal = Refusal & { retryAfterSeconds: number };

// Generous for people, tight for scripts. Only valid submissions count: invalid ones store nothing.
export const SUBSCRIBE_LIMIT: RateLimit = { bucket: "subscribe", limit: 10, windowMs: 10 * 60_000 };
export const CONTACT_LIMIT: RateLimit = { bucket: "contact", limit: 5, windowMs: 10 * 60_000 };

/** Counts the submission against the client's limit; a refusal once it is reached. */
export async function limitSubmission(
  limit: RateLimit,
  client: Client,
  tooMany: string,
): Promise<RetryRefusal | null> {
  const hit = await hitRateLimit(limit, client.clientAddress);
  if (hit.isAllowed) return null;
  return { ...refusal(429, tooMany), retryAfterSeconds: hit.retryAfterSeconds };
}

/** The analytics event for a stored submission; it never makes the submission look failed. */
export async function recordSubmission(eventType: EventType, eventData: string, client: Client) {
  if (client.userAgent && isbot(client.userAgent)) return;
  await recordEvent({ eventType, eventData }, client.userAgent).catch((error: unknown) =>
    log.error("Could not record analytics event", { error: errorField(error) }),
  );
}
