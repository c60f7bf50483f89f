import { describe, expect, it } from "vitest";
import { formatDateTime } from "#app/domain/shared/date-time.ts";

describe("formatDateTime", () => {
  it("writes short month, day, year, hour and minute in GMT", () => {
    expect(formatDateTime("2026-11-23T09:05:00Z")).toBe("Nov 23, 2026, 9:05 AM");
    expect(formatDateTime("2026-01-02T18:30:00Z")).toBe("Jan 2, 2026, 6:30 PM");
  });
});
