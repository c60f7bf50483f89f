import { describe, expect, it } from "vitest";
import { parseBookingFilter } from "#app/domain/money/booking-filter.ts";

const parse = (query: string) => parseBookingFilter(new URLSearchParams(query));

describe("parseBookingFilter", () => {
  it("reads every partner and month by default, page 1", () => {
    expect(parse("")).toEqual({ ok: true, filter: { partner: null, month: null, page: 1 } });
    expect(parse("partner=&month=")).toEqual({
      ok: true,
      filter: { partner: null, month: null, page: 1 },
    });
  });

  it("reads a partner, a month and a page", () => {
    expect(parse("partner=booking&month=2026-11&page=3")).toEqual({
      ok: true,
      filter: { partner: "booking", month: "2026-11", page: 3 },
    });
  });

  it("says what is wrong with a partner, month or page it cannot read", () => {
    expect(parse("partner=trivago")).toEqual({
      ok: false,
      error: "Partner must be one of booking, aviasales, getyourguide, amazon, or all partners.",
    });
    expect(parse("month=2026-13")).toEqual({
      ok: false,
      error: "Write the month as YYYY-MM, like 2026-11.",
    });
    expect(parse("page=0").ok).toBe(false);
  });
});
