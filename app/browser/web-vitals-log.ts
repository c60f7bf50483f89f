// DECISIONS.md item 9: in development, the console shows how the page loaded. TTFB and FCP are
// logged as soon as they are known; LCP stops changing at the first interaction, and CLS is
// final only when the page is hidden, so each is logged then.
import { cumulativeLayoutShift, formatMetric, type LayoutShift } from "#app/browser/web-vitals.ts";

function observe(type: string, onEntry: (entry: PerformanceEntry) => void) {
  if (!PerformanceObserver.supportedEntryTypes.includes(type)) return;
  new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({
    type,
    buffered: true,
  });
}

let started = false;

export function logWebVitals() {
  // Strict mode runs effects twice in development; the figures belong to the page load, once.
  if (!import.meta.env.DEV || started || typeof PerformanceObserver === "undefined") return;
  started = true;
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (navigation) console.info(formatMetric("TTFB", navigation.responseStart));
  observe("paint", (entry) => {
    if (entry.name === "first-contentful-paint") console.info(formatMetric("FCP", entry.startTime));
  });
  let largestPaint: number | null = null;
  observe("largest-contentful-paint", (entry) => (largestPaint = entry.startTime));
  const shifts: LayoutShift[] = [];
  observe("layout-shift", (entry) => shifts.push(entry as unknown as LayoutShift));

  const logLargestPaint = () => {
    if (largestPaint !== null) console.info(formatMetric("LCP", largestPaint));
    largestPaint = null;
  };
  addEventListener("pointerdown", logLargestPaint, { once: true, capture: true });
  addEventListener("keydown", logLargestPaint, { once: true, capture: true });
  addEventListener("visibilitychange", function onHidden() {
    if (document.visibilityState !== "hidden") return;
    removeEventListener("visibilitychange", onHidden);
    logLargestPaint();
    console.info(formatMetric("CLS", cumulativeLayoutShift(shifts)));
  });
}
