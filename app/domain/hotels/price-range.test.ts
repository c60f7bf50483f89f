import { describe, expect, it } from "vitest";
import { priceRangeLabel } from "#app/domain/hotels/price-range.ts";

describe("priceRangeLabel", () => {
  it("labels rates by band, edges included in the lower band", () => {
    expect(priceRangeLabel(25)).toBe("Budget");
    expect(priceRangeLabel(75)).toBe("Budget");
    expect(priceRangeLabel(76)).toBe("Mid-range");
    expect(priceRangeLabel(150)).toBe("Mid-range");
    expect(priceRangeLabel(250)).toBe("Upscale");
    expect(priceRangeLabel(251)).toBe("Luxury");
  });
});
