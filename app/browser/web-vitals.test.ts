import { describe, expect, it } from "vitest";
import { cumulativeLayoutShift, formatMetric, rateMetric } from "#app/browser/web-vitals.ts";

const shift = (startTime: number, value: number, hadRecentInput = false) => ({
  startTime,
  value,
  hadRecentInput,
});

describe("cumulativeLayoutShift", () => {
  it("is 0 without shifts and ignores shifts right after input", () => {
    expect(cumulativeLayoutShift([])).toBe(0);
    expect(cumulativeLayoutShift([shift(100, 0.3, true)])).toBe(0);
  });

  it("adds shifts less than a second apart into one window", () => {
    expect(cumulativeLayoutShift([shift(100, 0.05), shift(900, 0.05)])).toBeCloseTo(0.1);
  });

  it("takes the largest window once a gap of over a second splits them", () => {
    const shifts = [shift(100, 0.05), shift(1500, 0.02), shift(1600, 0.02)];
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.05);
  });

  it("closes a window after 5 s even without a gap", () => {
    const shifts = Array.from({ length: 12 }, (_, index) => shift(index * 900, 0.01));
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(0.06);
  });
});

describe("rating and formatting", () => {
  it("uses the good and poor thresholds, inclusive of the good one", () => {
    expect(rateMetric("LCP", 2500)).toBe("good");
    expect(rateMetric("LCP", 2501)).toBe("needs improvement");
    expect(rateMetric("LCP", 4001)).toBe("poor");
    expect(rateMetric("CLS", 0)).toBe("good");
  });

  it("shows milliseconds, or three decimals for layout shift", () => {
    expect(formatMetric("FCP", 812.4)).toBe("[performance] FCP 812 ms (good)");
    expect(formatMetric("CLS", 0.1234)).toBe("[performance] CLS 0.123 (needs improvement)");
  });
});
