import { describe, expect, it } from "vitest";
import {
  bookingRow,
  currencyTotals,
  formatMoney,
  rollUp,
  rowKeyOf,
  tableTotal,
  UNMATCHED,
  withRates,
  withRest,
  type BookedCommission,
  type Dimension,
  type RevenueRow,
} from "#app/domain/money/revenue.ts";

const row = (key: string, fields: Partial<RevenueRow>): RevenueRow => ({
  key,
  pageViews: 0,
  clicks: 0,
  conversions: 0,
  commissionByCurrency: {},
  ...fields,
});

describe("revenue arithmetic", () => {
  it("computes click-through rate and earnings per click per currency, and says when there is nothing to divide", () => {
    expect(
      withRates(
        row("/accra", {
          pageViews: 200,
          clicks: 10,
          conversions: 2,
          commissionByCurrency: { USD: 1250, GHS: 4000 },
        }),
      ),
    ).toMatchObject({
      clickThroughRate: 0.05,
      earningsPerClickByCurrency: { USD: 125, GHS: 400 },
    });
    expect(withRates(row("/x", {}))).toMatchObject({
      clickThroughRate: null,
      earningsPerClickByCurrency: null,
    });
  });

  it("adds rows up by key without adding currencies together, most bookings first, unmatched last", () => {
    const rows = rollUp([
      row("hotel-card", { clicks: 3 }),
      row(UNMATCHED, { conversions: 3, commissionByCurrency: { USD: 100 } }),
      row("hotel-page", { clicks: 1, conversions: 1, commissionByCurrency: { USD: 900 } }),
      row("hotel-card", { clicks: 2, conversions: 1, commissionByCurrency: { GHS: 100 } }),
      row("hotel-card", { conversions: 1, commissionByCurrency: { USD: 50 } }),
      row("city-hero", { clicks: 7 }),
    ]);
    expect(rows.map((item) => [item.key, item.clicks, item.commissionByCurrency])).toEqual([
      ["hotel-card", 5, { GHS: 100, USD: 50 }],
      ["hotel-page", 1, { USD: 900 }],
      ["city-hero", 7, {}],
      [UNMATCHED, 0, { USD: 100 }],
    ]);
    expect(rows[0]!.earningsPerClickByCurrency).toEqual({ GHS: 20, USD: 10 });
  });

  it("folds a long table's tail into one row, so it still adds up, and keeps the unmatched row", () => {
    const rows = rollUp([
      ...Array.from({ length: 30 }, (_, index) =>
        row(`/page-${index}`, {
          clicks: 30 - index,
          conversions: 1,
          commissionByCurrency: { USD: 100 },
        }),
      ),
      row(UNMATCHED, { conversions: 1, commissionByCurrency: { GHS: 700 } }),
    ]);
    const shown = withRest(rows, 25);
    expect(shown).toHaveLength(26);
    expect(shown[24]).toMatchObject({ key: "All 6 others", clicks: 6 + 5 + 4 + 3 + 2 + 1 });
    expect(shown[25]!.key).toBe(UNMATCHED);
    expect(tableTotal(shown)).toEqual(tableTotal(rows));
    expect(withRest(rows.slice(0, 3), 25)).toEqual(rows.slice(0, 3));
  });

  it("writes amounts per currency, never as one sum", () => {
    expect(formatMoney({ USD: 4250, GHS: 12000 })).toBe("120.00 GHS · 42.50 USD");
    expect(formatMoney({})).toBe("0.00");
    expect(formatMoney(null)).toBe("–");
  });
});

describe("reconciliation", () => {
  const click = (page: string | null, placement: string, partner = "booking") =>
    ({ kind: "click", clickId: `c-${placement}`, page, placement, partner }) as const;
  const bookings: BookedCommission[] = [
    {
      partner: "booking",
      status: "confirmed",
      commissionCents: 4250,
      currency: "USD",
      match: click("/hotels/labadi-beach-hotel", "hotel-page"),
      hotel: "labadi-beach-hotel",
    },
    {
      partner: "booking",
      status: "pending",
      commissionCents: 12000,
      currency: "GHS",
      match: click(null, "city-hero"),
      hotel: null,
    },
    {
      partner: "booking",
      status: "confirmed",
      commissionCents: 1000,
      currency: "USD",
      match: null,
      hotel: null,
    },
    {
      partner: "amazon",
      status: "confirmed",
      commissionCents: 210,
      currency: "USD",
      match: { kind: "tag", tag: "akwaabacards-20", placement: "product-card" },
      hotel: null,
    },
    {
      partner: "amazon",
      status: "pending",
      commissionCents: 90,
      currency: "USD",
      match: { kind: "tag", tag: "akwaaba-20", placement: null },
      hotel: null,
    },
  ];

  it("totals each currency apart, confirmed and pending apart", () => {
    expect(currencyTotals(bookings)).toEqual([
      {
        currency: "GHS",
        bookings: 1,
        commissionCents: 12000,
        confirmedCents: 0,
        pendingCents: 12000,
      },
      {
        currency: "USD",
        bookings: 4,
        commissionCents: 5550,
        confirmedCents: 5460,
        pendingCents: 90,
      },
    ]);
  });

  it("credits every booking to a row of every table, so each table adds up to the headline", () => {
    const headline = currencyTotals(bookings);
    for (const dimension of ["page", "placement", "partner"] as Dimension[]) {
      const table = rollUp(
        bookings.map((booking) => bookingRow(booking, rowKeyOf(booking, dimension))),
      );
      expect(tableTotal(table)).toEqual({
        conversions: headline.reduce((sum, total) => sum + total.bookings, 0),
        money: Object.fromEntries(headline.map((total) => [total.currency, total.commissionCents])),
      });
      expect(table.find((item) => item.key === UNMATCHED)?.commissionByCurrency).toEqual({
        USD: 1000,
      });
    }
  });

  it("names the row a booking goes to in each table", () => {
    const [hotel, hero, unmatched, card, defaultTag] = bookings as [
      BookedCommission,
      BookedCommission,
      BookedCommission,
      BookedCommission,
      BookedCommission,
    ];
    expect(rowKeyOf(hotel, "page")).toBe("/hotels/labadi-beach-hotel");
    expect(rowKeyOf(hero, "page")).toBe("(unknown page)");
    expect(rowKeyOf(unmatched, "partner")).toBe(UNMATCHED);
    expect(rowKeyOf(card, "placement")).toBe("product-card");
    expect(rowKeyOf(card, "partner")).toBe("amazon");
    expect(rowKeyOf(defaultTag, "placement")).toBe("(unknown placement)");
  });
});
