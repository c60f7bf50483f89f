import { describe, expect, it } from "vitest";
import {
  formatRate,
  isRateOld,
  otherCurrencyWords,
  rateOf,
  rateSourceWords,
  usdValue,
} from "#app/domain/hotels/rates.ts";

const cedi = { rate: 10.92, date: "2026-01-29", source: "Bank of Ghana interbank rate" };

describe("usdValue", () => {
  it("keeps a dollar rate and converts a cedi rate at the reference rate, whole dollars", () => {
    expect(usdValue({ currency: "USD", amount: 330 }, cedi)).toBe(330);
    expect(usdValue({ currency: "GHS", amount: 1_200 }, cedi)).toBe(110);
    expect(usdValue({ currency: "GHS", amount: 3 }, cedi)).toBe(1);
  });
});

describe("isRateOld", () => {
  it("marks a rate dated more than 12 months before today, never an undated one", () => {
    expect(isRateOld("2025-11-28", "2026-11-29")).toBe(true);
    expect(isRateOld("2025-11-29", "2026-11-29")).toBe(false);
    expect(isRateOld("2026-11-20", "2026-11-29")).toBe(false);
    expect(isRateOld(null, "2026-11-29")).toBe(false);
  });
});

describe("rateSourceWords", () => {
  it("says who stated the rate and when", () => {
    const date = "2026-11-20";
    expect(rateSourceWords({ date, source: { kind: "hotel", name: "", url: null } })).toBe(
      "stated by the hotel, Nov 2026",
    );
    expect(
      rateSourceWords({ date, source: { kind: "partner", name: "Booking.com", url: null } }),
    ).toBe("seen on Booking.com, November 20, 2026");
    expect(
      rateSourceWords({
        date,
        source: { kind: "publication", name: "Ghana Business News", url: "https://example.org" },
      }),
    ).toBe("Ghana Business News, November 20, 2026");
  });

  it("says what is not known rather than inventing it", () => {
    expect(rateSourceWords({ date: null, source: null })).toBe(
      "undated, indicative rate, source not recorded",
    );
    expect(rateSourceWords({ date: "2026-11-20", source: null })).toBe(
      "indicative rate, seen November 20, 2026, source not recorded",
    );
    expect(rateSourceWords({ date: null, source: { kind: "hotel", name: "", url: null } })).toBe(
      "stated by the hotel, undated",
    );
  });
});

describe("formatRate and otherCurrencyWords", () => {
  it("shows a rate in its own currency and the other one as approximate", () => {
    expect(formatRate({ currency: "USD", amount: 1_330 })).toBe("$1,330");
    expect(formatRate({ currency: "GHS", amount: 1_200 })).toBe("GH₵ 1,200");
    expect(otherCurrencyWords({ currency: "USD", amount: 120 }, cedi)).toBe("≈ GH₵ 1,310");
    expect(otherCurrencyWords({ currency: "GHS", amount: 1_200 }, cedi)).toBe("about $110");
  });

  it("gives no other-currency figure without a reference rate", () => {
    expect(otherCurrencyWords({ currency: "GHS", amount: 1_200 }, null)).toBeNull();
  });
});

describe("rateOf", () => {
  const stored = {
    price: 330,
    priceCurrency: "USD",
    priceCheckedOn: null,
    priceSourceKind: null,
    priceSourceName: "",
    priceSourceUrl: null,
  };

  it("reads a row stored before sources: dollars, undated, source not recorded", () => {
    expect(rateOf(stored)).toEqual({ currency: "USD", amount: 330, date: null, source: null });
  });

  it("reads a cedi rate seen on a partner", () => {
    expect(
      rateOf({
        ...stored,
        price: 1_200,
        priceCurrency: "GHS",
        priceCheckedOn: "2026-11-20",
        priceSourceKind: "partner",
        priceSourceName: "Booking.com",
      }),
    ).toEqual({
      currency: "GHS",
      amount: 1_200,
      date: "2026-11-20",
      source: { kind: "partner", name: "Booking.com", url: null },
    });
  });
});
