// Counters this process keeps between scrapes, in a prom-client registry: requests and their
// latency by route, method and status, and click-outs by partner kind. The Express host (server/)
// records requests and the app build counts click-outs, each from its own copy of this module, so
// the registry lives on globalThis under a registered symbol that both copies share. Gauges read
// from the database (queue depth, outbox) are set at scrape time instead
// (app/observability/scrape.server.ts).
import { Counter, Histogram, Registry } from "prom-client";

function createCounters() {
  const registry = new Registry();
  return {
    registry,
    requests: new Counter({
      name: "http_requests_total",
      help: "Requests answered, by matched route pattern, method and status.",
      labelNames: ["route", "method", "status"],
      registers: [registry],
    }),
    durations: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from receiving a request to the end of its answer, by route pattern and method.",
      labelNames: ["route", "method"],
      // Seconds: from a page cache hit (about a millisecond) to a slow render on a busy machine.
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    clickOuts: new Counter({
      name: "akwaaba_click_outs_total",
      help: "Visitors sent to a partner through /go/, by link kind, since this process started.",
      labelNames: ["kind"],
      registers: [registry],
    }),
  };
}

const KEY = Symbol.for("akwaaba-stays.metrics");
const shared = globalThis as typeof globalThis & { [KEY]?: ReturnType<typeof createCounters> };
const counters = (shared[KEY] ??= createCounters());

/** What this process counted, for the scrape to add its gauges to. */
export const processRegistry = counters.registry;

export function recordRequest(
  route: string,
  method: string,
  status: number,
  durationSeconds: number,
) {
  counters.requests.inc({ route, method, status: String(status) });
  counters.durations.observe({ route, method }, durationSeconds);
}

/** A visitor sent on to a partner through /go/ (docs/decisions/016). */
export function countClickOut(kind: string) {
  counters.clickOuts.inc({ kind });
}
