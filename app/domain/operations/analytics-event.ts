// The analytics event contract shared by the browser helper and POST /api/analytics.
import { z } from "#app/domain/shared/zod.ts";

export const EVENT_TYPES = [
  "page_view",
  "affiliate_click",
  "search",
  "product_click",
  "newsletter_signup",
  "contact_sent",
  "name_generated",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_DATA_MAX_LENGTH = 500;

export const AnalyticsEventSchema = z.strictObject({
  eventType: z.enum(EVENT_TYPES, {
    error: `eventType must be one of: ${EVENT_TYPES.join(", ")}.`,
  }),
  eventData: z
    .string({ error: "eventData must be a string." })
    .max(EVENT_DATA_MAX_LENGTH, `eventData must be at most ${EVENT_DATA_MAX_LENGTH} characters.`)
    .default(""),
});
export type AnalyticsEventInput = z.infer<typeof AnalyticsEventSchema>;
