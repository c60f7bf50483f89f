import { describe, expect, it } from "vitest";
import {
  frenchLongDate,
  frenchMonthYear,
  frenchOtherPrices,
  frenchRate,
  xofRateWords,
} from "#app/domain/languages/french-formats.ts";

const euro = { usdPerEur: 1.1761, date: "2026-05-08", source: "BCE" };
const cedi = { rate: 10.92, date: "2026-01-29", source: "" };

describe("French dates", () => {
  it("writes the day, the month in words and the year", () => {
    expect(frenchLongDate("2026-11-12")).toBe("12 novembre 2026");
    expect(frenchLongDate("2026-11-01")).toBe("1er novembre 2026");
    expect(frenchMonthYear("2026-11")).toBe("novembre 2026");
    expect(frenchMonthYear("2026")).toBe("2026");
  });
});

describe("French prices", () => {
  it("writes a rate with its currency after the figure", () => {
    expect(frenchRate({ currency: "USD", amount: 1_330 })).toBe("1\u00a0330\u00a0$\u00a0US");
    expect(frenchRate({ currency: "GHS", amount: 1_200 })).toBe("1\u00a0200\u00a0GH₵");
  });

  it("gives cedis or dollars, then CFA francs, each only with its rate", () => {
    expect(frenchOtherPrices({ currency: "USD", amount: 150 }, cedi, euro)).toEqual({
      other: "≈ 1\u00a0640\u00a0GH₵",
      xof: "≈ 83\u00a0500\u00a0F\u00a0CFA",
    });
    expect(frenchOtherPrices({ currency: "GHS", amount: 1_200 }, cedi, null)).toEqual({
      other: "environ 110\u00a0$\u00a0US",
      xof: null,
    });
  });

  it("names the euro rate's source and day", () => {
    expect(xofRateWords(euro)).toBe("au cours BCE du 8 mai 2026");
  });
});
