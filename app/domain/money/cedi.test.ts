import { describe, expect, it } from "vitest";
import {
  cediAmount,
  cediRateAgeDays,
  formatCedis,
  isCediRateStale,
} from "#app/domain/money/cedi.ts";
import {
  cediRateOf,
  conversionRate,
  CurrencySettingsSchema,
  REFERENCE_CEDI_SETTINGS,
} from "#app/domain/money/cedi-settings.ts";

describe("cediAmount", () => {
  it("rounds to a precision a traveller can use", () => {
    expect(cediAmount(120, 15.42)).toBe(1_850);
    expect(cediAmount(5, 15.42)).toBe(77);
    expect(cediAmount(45, 15.42)).toBe(695);
    expect(cediAmount(850, 15.42)).toBe(13_100);
  });

  it("writes cedis with the symbol and thousands separators", () => {
    expect(formatCedis(cediAmount(120, 15.42))).toBe("GH₵ 1,850");
  });
});

describe("CurrencySettingsSchema", () => {
  it("takes no rate (no cedi prices), or a rate with its date", () => {
    expect(CurrencySettingsSchema.parse({ usdToGhs: "", rateDate: "" })).toEqual({
      usdToGhs: "",
      rateDate: "",
      rateSource: "",
    });
    expect(CurrencySettingsSchema.parse({ usdToGhs: "15.45", rateDate: "2026-11-24" })).toEqual({
      usdToGhs: "15.45",
      rateDate: "2026-11-24",
      rateSource: "",
    });
  });

  it("refuses a rate without its date, a rate that is not a number, and an absurd one", () => {
    for (const input of [
      { usdToGhs: "15.45", rateDate: "" },
      { usdToGhs: "fifteen", rateDate: "2026-11-24" },
      { usdToGhs: "0.5", rateDate: "2026-11-24" },
      { usdToGhs: "15.45", rateDate: "2026-13-45" },
    ]) {
      expect(CurrencySettingsSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });
});

describe("isCediRateStale", () => {
  it("asks for a new rate once it is 30 days old", () => {
    expect(cediRateAgeDays({ date: "2026-11-24" }, "2026-11-29")).toBe(5);
    expect(isCediRateStale({ date: "2026-10-31" }, "2026-11-29")).toBe(false);
    expect(isCediRateStale({ date: "2026-10-30" }, "2026-11-29")).toBe(true);
  });
});

describe("the fresh install's reference rate", () => {
  it("is a valid, dated and sourced setting", () => {
    const rate = cediRateOf(CurrencySettingsSchema.parse(REFERENCE_CEDI_SETTINGS));
    expect(rate).toEqual({
      rate: 10.92,
      date: "2026-01-29",
      source: "Bank of Ghana interbank rate",
    });
    expect(conversionRate(null)).toEqual(rate);
  });
});
