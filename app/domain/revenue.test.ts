import { describe, expect, it } from "vitest";
import { rollUp, withRates } from "#app/domain/revenue.ts";

describe("revenue arithmetic", () => {
  it("computes click-through rate and earnings per click, and says when there is nothing to divide", () => {
    expect(
      withRates({
        key: "/accra",
        pageViews: 200,
        clicks: 10,
        conversions: 1,
        commissionCents: 1250,
      }),
    ).toMatchObject({ clickThroughRate: 0.05, earningsPerClickCents: 125 });
    expect(
      withRates({ key: "/x", pageViews: 0, clicks: 0, conversions: 0, commissionCents: 0 }),
    ).toMatchObject({ clickThroughRate: null, earningsPerClickCents: null });
  });

  it("adds rows up by key, biggest commission first, then most clicks", () => {
    const rows = rollUp([
      { key: "hotel-card", pageViews: 0, clicks: 3, conversions: 0, commissionCents: 0 },
      { key: "hotel-page", pageViews: 0, clicks: 1, conversions: 1, commissionCents: 900 },
      { key: "hotel-card", pageViews: 0, clicks: 2, conversions: 1, commissionCents: 100 },
      { key: "city-hero", pageViews: 0, clicks: 7, conversions: 0, commissionCents: 0 },
    ]);
    expect(rows.map((row) => [row.key, row.clicks, row.commissionCents])).toEqual([
      ["hotel-page", 1, 900],
      ["hotel-card", 5, 100],
      ["city-hero", 7, 0],
    ]);
    expect(rows[1]!.earningsPerClickCents).toBe(20);
  });
});
