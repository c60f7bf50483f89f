// What happens after a newsletter or contact submission is valid, shared by the JSON API
// (/api/subscribe, /api/contact) and the no-JS route actions, so both paths apply the same
// rate limits, honeypot rule and analytics.
import { isbot } from "isbot";
import type { EventType } from "#app/domain/analytics-event.ts";
import type { ContactInput, SubscribeInput } from "#app/domain/forms.ts";
import { HONEYPOT_FIELD } from "#app/domain/form-fields.ts";
import { recordEvent } from "#app/models/analytics.server.ts";
import { createContactMessage } from "#app/models/contacts.server.ts";
import { hitRateLimit, type RateLimit } from "#app/models/rate-limits.server.ts";
import { signUp, type SignUpOutcome } from "#app/models/subscriptions.server.ts";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  reportDatabaseDown,
} from "#app/http/database-down.server.ts";
import { errorField, log } from "#app/observability/log.server.ts";

// Generous for people, tight for scripts. Only valid submissions count: invalid ones store nothing.
export const SUBSCRIBE_LIMIT: RateLimit = { bucket: "subscribe", limit: 10, windowMs: 10 * 60_000 };
export const CONTACT_LIMIT: RateLimit = { bucket: "contact", limit: 5, windowMs: 10 * 60_000 };

export type SubmissionResult<Ok = { status: "ok" }> =
  Ok | { status: "refused"; httpStatus: 429 | 503; retryAfterSeconds: number; message: string };

/** While the database is unreachable, a submission is refused with 503 and nothing is lost. */
async function submissionOr503<Ok>(
  what: string,
  work: () => Promise<SubmissionResult<Ok>>,
): Promise<SubmissionResult<Ok>> {
  try {
    return await work();
  } catch (error) {
    reportDatabaseDown(what, error);
    return {
      status: "refused",
      httpStatus: 503,
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      message: `We could not save your ${what} just now. Please try again in a minute.`,
    };
  }
}

interface Client {
  clientAddress: string;
  userAgent: string | null;
  /** The page the form was on, when the browser said (its Referer). */
  sourcePage?: string | null;
}

async function recordSubmission(eventType: EventType, eventData: string, client: Client) {
  if (client.userAgent && isbot(client.userAgent)) return;
  // Analytics must never make a stored submission look failed.
  await recordEvent({ eventType, eventData }, client.userAgent).catch((error: unknown) =>
    log.error("Could not record analytics event", { error: errorField(error) }),
  );
}

export function submitSubscription(
  input: SubscribeInput,
  client: Client,
): Promise<SubmissionResult<{ status: "ok"; outcome: SignUpOutcome }>> {
  return submissionOr503("sign-up", async () => {
    const limit = await hitRateLimit(SUBSCRIBE_LIMIT, client.clientAddress);
    if (!limit.isAllowed) {
      return {
        status: "refused",
        httpStatus: 429,
        retryAfterSeconds: limit.retryAfterSeconds,
        message: "Too many sign-ups from this connection. Please try again in a few minutes.",
      };
    }
    const outcome = await signUp(input.email, {
      sourcePage: client.sourcePage ?? null,
      clientAddress: client.clientAddress,
      userAgent: client.userAgent,
    });
    await recordSubmission("newsletter_signup", outcome, client);
    return { status: "ok", outcome };
  });
}

export function submitContactMessage(
  input: ContactInput,
  client: Client,
): Promise<SubmissionResult> {
  // A filled honeypot is a bot: answer as if it worked, so it learns nothing, and keep nothing.
  if (input[HONEYPOT_FIELD]) return Promise.resolve({ status: "ok" });
  return submissionOr503("message", async () => {
    const limit = await hitRateLimit(CONTACT_LIMIT, client.clientAddress);
    if (!limit.isAllowed) {
      return {
        status: "refused",
        httpStatus: 429,
        retryAfterSeconds: limit.retryAfterSeconds,
        message: "Too many messages from this connection. Please try again in a few minutes.",
      };
    }
    await createContactMessage({ name: input.name, email: input.email, message: input.message });
    await recordSubmission("contact_sent", "", client);
    return { status: "ok" };
  });
}

/** The path of the page a form was sent from, when it is this site's own. */
export function sourcePageOf(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin ? from.pathname.slice(0, 300) : null;
  } catch {
    return null;
  }
}
