import type { AnalyticsEventInput } from "#app/domain/analytics-event.ts";
import { analyticsEvents } from "#db/schema.ts";
import { getDb } from "../db.server.ts";

const USER_AGENT_MAX_LENGTH = 400;

export async function recordEvent(event: AnalyticsEventInput, userAgent: string | null) {
  const db = await getDb();
  await db.insert(analyticsEvents).values({
    eventType: event.eventType,
    eventData: event.eventData,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
  });
}
