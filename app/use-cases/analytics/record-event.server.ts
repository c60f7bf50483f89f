// A page's analytics event (POST /api/analytics): the site's own figures, with nothing about who
// sent it but the browser's user agent. Bots are not counted; each browser may send 120 events a
// minute, so a script cannot flood the figures.
import { isbot } from "isbot";
import type { AnalyticsEventInput } from "#app/domain/operations/analytics-event.ts";
import { refusal, type Refusal } from "#app/domain/shared/outcome.ts";
import { recordEvent } from "#app/models/analytics.server.ts";
import { hitRateLimit } from "#app/models/rate-limits.server.ts";

const ANALYTICS_LIMIT = { bucket: "analytics", limit: 120, windowMs: 60_000 };

/** Done (recorded, or left out as a bot's), or refused over the limit with when to try again. */
export type EventOutcome = { ok: true } | (Refusal & { retryAfterSeconds: number });

export async function recordAnalyticsEvent(
  event: AnalyticsEventInput,
  userAgent: string | null,
  clientAddress: string,
): Promise<EventOutcome> {
  if (userAgent && isbot(userAgent)) return { ok: true };
  const limit = await hitRateLimit(ANALYTICS_LIMIT, clientAddress);
  if (!limit.isAllowed) {
    return {
      ...refusal(429, "Too many analytics events from this browser. Please slow down."),
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  await recordEvent(event, userAgent);
  return { ok: true };
}
