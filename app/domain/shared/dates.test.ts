import { describe, expect, it } from "vitest";
import {
  formatDayMonthYear,
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

describe("the dates written without Intl", () => {
  it("read as Intl writes them, every day of two years", () => {
    const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    const long = intl("en-US", { month: "long", day: "numeric", year: "numeric" });
    const british = intl("en-GB", { day: "numeric", month: "long", year: "numeric" });
    const short = intl("en-US", { month: "short", year: "numeric" });
    for (const iso of lastDays(new Date("2026-12-31T12:00:00Z"), 730)) {
      const noon = new Date(`${iso}T12:00:00Z`);
      expect(formatLongDate(`${iso}T12:00:00Z`)).toBe(long.format(noon));
      expect(formatDayMonthYear(iso)).toBe(british.format(noon));
      expect(formatMonthYear(iso)).toBe(short.format(noon).replace("Sept", "Sep"));
    }
    expect(() => formatLongDate("not a date")).toThrow(RangeError);
  });
});
