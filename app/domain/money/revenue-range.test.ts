import { describe, expect, it } from "vitest";
import { parseRevenueRange } from "#app/domain/money/revenue-range.ts";

const now = new Date("2026-11-24T12:00:00Z");
const range = (query: string) => parseRevenueRange(new URLSearchParams(query), now);

describe("parseRevenueRange", () => {
  it("defaults to the last 30 days, today included", () => {
    expect(range("")).toEqual({ ok: true, from: "2026-10-26", to: "2026-11-24" });
  });

  it("takes a range and refuses bad ones with a reason", () => {
    expect(range("from=2026-11-01&to=2026-11-01")).toEqual({
      ok: true,
      from: "2026-11-01",
      to: "2026-11-01",
    });
    expect(range("from=2026-11-02&to=2026-11-01")).toEqual({
      ok: false,
      field: "from",
      error: "from must not be after to.",
    });
    expect(range("from=yesterday")).toMatchObject({ ok: false });
    expect(range("from=2026-13-45&to=2026-11-01")).toMatchObject({ ok: false });
    expect(range("from=2024-01-01&to=2026-11-01")).toEqual({
      ok: false,
      field: "from",
      error: "Ask for at most a year at a time.",
    });
  });

  it("names the parameter at fault, `to` included, without throwing on what is not a day", () => {
    for (const bad of ["banana", "2026-13-45", "2026-02-30", "2026-1-5", "99999-01-01"]) {
      expect(range(`to=${bad}`)).toEqual({
        ok: false,
        field: "to",
        error: expect.stringMatching(/^to must be a date written YYYY-MM-DD/),
      });
    }
    expect(range("from=banana&to=2026-11-01")).toMatchObject({ ok: false, field: "from" });
    expect(range("to=2027-02-29")).toMatchObject({ ok: false, field: "to" });
    expect(range("to=2028-02-29")).toMatchObject({ ok: true, from: "2028-01-31" });
  });
});
