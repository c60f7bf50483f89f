import { describe, expect, it } from "vitest";
import {
  countClickOut,
  processRegistry,
  recordRequest,
} from "#app/observability/metrics.server.ts";

describe("processRegistry", () => {
  it("counts requests with their latency buckets, and click-outs, in the Prometheus text format", async () => {
    recordRequest("/hotels/:slug", "GET", 200, 0.003);
    recordRequest("/hotels/:slug", "GET", 200, 0.2);
    recordRequest("/hotels/:slug", "GET", 404, 12);
    countClickOut("hotel");

    const text = await processRegistry.metrics();
    expect(text).toContain("# TYPE http_requests_total counter\n");
    expect(text).toContain(
      'http_requests_total{route="/hotels/:slug",method="GET",status="200"} 2\n',
    );
    expect(text).toContain(
      'http_requests_total{route="/hotels/:slug",method="GET",status="404"} 1\n',
    );
    // Cumulative buckets, from 5 ms to 10 s, then +Inf, the sum and the count.
    const bucket = (le: string) =>
      new RegExp(
        `^http_request_duration_seconds_bucket\\{le="${le.replace("+", "\\+")}",route="/hotels/:slug",method="GET"\\} (\\d+)$`,
        "m",
      ).exec(text)?.[1];
    expect(["0.005", "0.1", "0.25", "10", "+Inf"].map(bucket)).toEqual(["1", "1", "2", "2", "3"]);
    expect(text).toMatch(
      /^http_request_duration_seconds_sum\{route="\/hotels\/:slug",method="GET"\} 12\.203$/m,
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{route="/hotels/:slug",method="GET"} 3\n',
    );
    expect(text).toContain('akwaaba_click_outs_total{kind="hotel"} 1\n');
  });

  it("escapes label values, so a route cannot break a line", async () => {
    recordRequest('/a"b\\c\nd', "GET", 200, 0.01);
    expect(await processRegistry.metrics()).toContain(
      'http_requests_total{route="/a\\"b\\\\c\\nd",method="GET",status="200"} 1\n',
    );
  });
});
