// Counters this process keeps between scrapes: requests and their latency by route, method and
// status, and click-outs by partner kind. The Express host (server/) records requests and the app
// build counts click-outs, each from its own copy of this module, so the numbers live on
// globalThis under a registered symbol that both copies share. Gauges read from the database
// (queue depth, outbox) are gathered at scrape time instead (app/observability/scrape.server.ts).
import { bucketIndex, type HistogramSeries, type MetricFamily } from "#app/domain/prometheus.ts";

/** Seconds: from a page cache hit (about a millisecond) to a slow render on a busy machine. */
export const DURATION_BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Registry {
  requests: Map<string, { route: string; method: string; status: string; count: number }>;
  durations: Map<string, HistogramSeries>;
  clickOuts: Map<string, number>;
}

const KEY = Symbol.for("akwaaba-stays.metrics");
const shared = globalThis as typeof globalThis & { [KEY]?: Registry };
const registry = (shared[KEY] ??= {
  requests: new Map(),
  durations: new Map(),
  clickOuts: new Map(),
});

export function recordRequest(
  route: string,
  method: string,
  status: number,
  durationSeconds: number,
) {
  const requestKey = `${route} ${method} ${status}`;
  const counted = registry.requests.get(requestKey) ?? {
    route,
    method,
    status: String(status),
    count: 0,
  };
  counted.count += 1;
  registry.requests.set(requestKey, counted);

  const durationKey = `${route} ${method}`;
  const series = registry.durations.get(durationKey) ?? {
    labels: { route, method },
    counts: new Array<number>(DURATION_BOUNDS.length + 1).fill(0),
    sum: 0,
  };
  series.counts[bucketIndex(DURATION_BOUNDS, durationSeconds)]! += 1;
  series.sum += durationSeconds;
  registry.durations.set(durationKey, series);
}

/** A visitor sent on to a partner through /go/ (docs/decisions/016). */
export function countClickOut(kind: string) {
  registry.clickOuts.set(kind, (registry.clickOuts.get(kind) ?? 0) + 1);
}

export function processMetrics(): MetricFamily[] {
  return [
    {
      name: "http_requests_total",
      help: "Requests answered, by matched route pattern, method and status.",
      type: "counter",
      samples: [...registry.requests.values()].map(({ count, ...labels }) => ({
        labels,
        value: count,
      })),
    },
    {
      name: "http_request_duration_seconds",
      help: "Time from receiving a request to the end of its answer, by route pattern and method.",
      type: "histogram",
      bounds: DURATION_BOUNDS,
      series: [...registry.durations.values()],
    },
    {
      name: "akwaaba_click_outs_total",
      help: "Visitors sent to a partner through /go/, by link kind, since this process started.",
      type: "counter",
      samples: [...registry.clickOuts].map(([kind, value]) => ({ labels: { kind }, value })),
    },
  ];
}
