// The page-load figures logged to the console in development (DECISIONS.md item 9), computed
// from Performance API entries so they can be checked without a browser.

export interface LayoutShift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
}

/**
 * Cumulative layout shift as Chrome reports it: the largest session window of shifts not caused
 * by input, where a window ends after a 1 s gap or once it spans 5 s.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = 0;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

/** Google's thresholds for a good and a poor value of each metric. */
const THRESHOLDS = {
  TTFB: [800, 1800],
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
} as const;

export type MetricName = keyof typeof THRESHOLDS;

export function rateMetric(name: MetricName, value: number): "good" | "needs improvement" | "poor" {
  const [good, poor] = THRESHOLDS[name];
  if (value <= good) return "good";
  return value <= poor ? "needs improvement" : "poor";
}

export function formatMetric(name: MetricName, value: number): string {
  const shown = name === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`;
  return `[performance] ${name} ${shown} (${rateMetric(name, value)})`;
}
