import { describe, expect, it } from "vitest";
import { formatNumber } from "#app/domain/shared/numbers.ts";

describe("formatNumber", () => {
  it("writes numbers as toLocaleString('en-US') does", () => {
    const values = [0, 7, 999, 1_000, 1_850, 12_345, 1_234_567, 4.8, 10.92, 1 / 3, 2.0005];
    for (const value of [...values, ...values.filter(Boolean).map((value) => -value)]) {
      expect(formatNumber(value), String(value)).toBe(value.toLocaleString("en-US"));
    }
    expect(formatNumber(1_850)).toBe("1,850");
  });
});
