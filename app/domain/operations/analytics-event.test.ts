import { describe, expect, it } from "vitest";
import { AnalyticsEventSchema } from "#app/domain/operations/analytics-event.ts";

describe("AnalyticsEventSchema", () => {
  it("accepts a known event type with short data", () => {
    expect(AnalyticsEventSchema.parse({ eventType: "page_view", eventData: "/about" })).toEqual({
      eventType: "page_view",
      eventData: "/about",
    });
  });

  it("defaults missing data to an empty string", () => {
    expect(AnalyticsEventSchema.parse({ eventType: "search" }).eventData).toBe("");
  });

  it("rejects an unknown event type with a message listing the allowed ones", () => {
    const result = AnalyticsEventSchema.safeParse({ eventType: "purchase", eventData: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^eventType must be one of: page_view/);
  });

  it("rejects data that is too long or not a string, and unknown fields", () => {
    expect(
      AnalyticsEventSchema.safeParse({ eventType: "search", eventData: "x".repeat(501) }).success,
    ).toBe(false);
    expect(AnalyticsEventSchema.safeParse({ eventType: "search", eventData: 5 }).success).toBe(
      false,
    );
    expect(AnalyticsEventSchema.safeParse({ eventType: "search", ip: "1.2.3.4" }).success).toBe(
      false,
    );
  });
});
