import { describe, expect, it } from "vitest";
import { cediAmount, formatCedis } from "#app/domain/cedi.ts";
import { CurrencySettingsSchema } from "#app/domain/cedi-settings.ts";

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
    });
    expect(CurrencySettingsSchema.parse({ usdToGhs: "15.45", rateDate: "2026-11-24" })).toEqual({
      usdToGhs: "15.45",
      rateDate: "2026-11-24",
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
