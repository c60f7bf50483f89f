import { describe, expect, it } from "vitest";
import { formatLongDate } from "./dates.ts";

describe("formatLongDate", () => {
  it("writes the long US format, in Ghana's time zone", () => {
    expect(formatLongDate("2025-07-17T12:00:00Z")).toBe("July 17, 2025");
    expect(formatLongDate("2026-01-01T00:30:00Z")).toBe("January 1, 2026");
    expect(formatLongDate(new Date("2026-11-22T23:59:00Z"))).toBe("November 22, 2026");
  });
});
