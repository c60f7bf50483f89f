import { describe, expect, it } from "vitest";
import {
  formatXof,
  frenchNumber,
  roundXof,
  usdToXof,
  XOF_PER_EUR,
  xofAmount,
} from "#app/domain/money/xof.ts";
import {
  euroRateOf,
  EuroSettingsSchema,
  REFERENCE_EURO_SETTINGS,
} from "#app/domain/money/euro-settings.ts";

const euro = { usdPerEur: 1.1761, date: "2026-05-08", source: "BCE" };
const cedi = { rate: 10.92, date: "2026-01-29", source: "Bank of Ghana interbank rate" };

describe("usdToXof", () => {
  it("goes through the euro at the fixed parity", () => {
    expect(XOF_PER_EUR).toBe(655.957);
    // One euro's worth of dollars is exactly one euro's worth of francs.
    expect(usdToXof(1.1761, euro)).toBeCloseTo(655.957, 6);
    expect(usdToXof(150, euro)).toBeCloseTo(83_660.9, 1);
  });
});

describe("roundXof", () => {
  it("rounds to a precision a traveller can use", () => {
    expect(roundXof(8_349)).toBe(8_300);
    expect(roundXof(83_660.9)).toBe(83_500);
    expect(roundXof(97_843)).toBe(98_000);
    expect(roundXof(168_322)).toBe(168_000);
    expect(roundXof(20)).toBe(100);
  });
});

describe("xofAmount", () => {
  it("converts a dollar rate through the euro rate", () => {
    expect(xofAmount({ currency: "USD", amount: 150 }, euro, cedi)).toBe(83_500);
  });

  it("converts a cedi rate to dollars first at the cedi rate", () => {
    // 1 200 GH₵ / 10.92 = 109.89 $; / 1.1761 × 655.957 = 61 290 → 61 500.
    expect(xofAmount({ currency: "GHS", amount: 1_200 }, euro, cedi)).toBe(61_500);
  });

  it("shows nothing without the rates it needs", () => {
    expect(xofAmount({ currency: "USD", amount: 150 }, null, cedi)).toBeNull();
    expect(xofAmount({ currency: "GHS", amount: 1_200 }, euro, null)).toBeNull();
  });
});

describe("French number formats", () => {
  it("groups thousands with no-break spaces", () => {
    expect(frenchNumber(98_000)).toBe("98\u00a0000");
    expect(frenchNumber(1_234_567)).toBe("1\u00a0234\u00a0567");
    expect(frenchNumber(950)).toBe("950");
  });

  it("writes CFA francs as F CFA", () => {
    expect(formatXof(98_000)).toBe("98\u00a0000\u00a0F\u00a0CFA");
  });
});

describe("the euro rate setting", () => {
  it("starts at the cited ECB reference rate", () => {
    expect(euroRateOf(REFERENCE_EURO_SETTINGS)).toEqual(euro);
  });

  it("shows no CFA price once cleared", () => {
    const cleared = EuroSettingsSchema.parse({ eurToUsd: "", eurRateDate: "", eurRateSource: "" });
    expect(euroRateOf(cleared)).toBeNull();
  });

  it("refuses a rate without its date, or a figure far from any the euro has had", () => {
    expect(EuroSettingsSchema.safeParse({ eurToUsd: "1.15" }).success).toBe(false);
    expect(
      EuroSettingsSchema.safeParse({ eurToUsd: "655.957", eurRateDate: "2026-11-27" }).success,
    ).toBe(false);
    expect(
      EuroSettingsSchema.safeParse({ eurToUsd: "1.1547", eurRateDate: "2026-11-27" }).success,
    ).toBe(true);
  });
});
