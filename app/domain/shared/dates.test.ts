import { describe, expect, it } from "vitest";
import {
  formatDateTime,
  formatLongDate,
  formatMonthYear,
  lastDays,
} from "#app/domain/shared/dates.ts";

describe("formatLongDate", () => {
  it("writes the long US format, in Ghana's time zone", () => {
    expect(formatLongDate("2025-07-17T12:00:00Z")).toBe("July 17, 2025");
    expect(formatLongDate("2026-01-01T00:30:00Z")).toBe("January 1, 2026");
    expect(formatLongDate(new Date("2026-11-22T23:59:00Z"))).toBe("November 22, 2026");
  });
});

describe("formatDateTime", () => {
  it("writes short month, day, year, hour and minute in GMT", () => {
    expect(formatDateTime("2026-11-23T09:05:00Z")).toBe("Nov 23, 2026, 9:05 AM");
    expect(formatDateTime("2026-01-02T18:30:00Z")).toBe("Jan 2, 2026, 6:30 PM");
  });
});

describe("lastDays", () => {
  it("lists the days ending today, oldest first, across a month end", () => {
    expect(lastDays(new Date("2026-12-02T23:00:00Z"), 4)).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
  });
});

describe("formatMonthYear", () => {
  it("writes every month in three letters, September too", () => {
    expect(formatMonthYear("2026-09")).toBe("Sep 2026");
    expect(formatMonthYear("2026-11-29")).toBe("Nov 2026");
    expect(formatMonthYear("2025")).toBe("2025");
  });
});
