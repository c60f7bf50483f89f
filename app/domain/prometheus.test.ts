import { describe, expect, it } from "vitest";
import { bucketIndex, writeExposition } from "#app/domain/prometheus.ts";

describe("writeExposition", () => {
  it("writes counters and gauges with escaped labels", () => {
    expect(
      writeExposition([
        {
          name: "http_requests_total",
          help: "Requests answered.",
          type: "counter",
          samples: [{ labels: { route: '/a"b\\c\nd', status: "200" }, value: 3 }],
        },
        { name: "akwaaba_backup_age_seconds", help: "Age.", type: "gauge", samples: [] },
      ]),
    ).toBe(
      [
        "# HELP http_requests_total Requests answered.",
        "# TYPE http_requests_total counter",
        'http_requests_total{route="/a\\"b\\\\c\\nd",status="200"} 3',
        "# HELP akwaaba_backup_age_seconds Age.",
        "# TYPE akwaaba_backup_age_seconds gauge",
        "",
      ].join("\n"),
    );
  });

  it("writes a histogram's buckets cumulatively, with +Inf, sum and count", () => {
    const text = writeExposition([
      {
        name: "http_request_duration_seconds",
        help: "Latency.",
        type: "histogram",
        bounds: [0.1, 1],
        series: [{ labels: { route: "/" }, counts: [2, 1, 1], sum: 3.5 }],
      },
    ]);
    expect(text).toContain('http_request_duration_seconds_bucket{route="/",le="0.1"} 2\n');
    expect(text).toContain('http_request_duration_seconds_bucket{route="/",le="1"} 3\n');
    expect(text).toContain('http_request_duration_seconds_bucket{route="/",le="+Inf"} 4\n');
    expect(text).toContain('http_request_duration_seconds_sum{route="/"} 3.5\n');
    expect(text).toContain('http_request_duration_seconds_count{route="/"} 4\n');
  });
});

describe("bucketIndex", () => {
  it("puts a value in the first bucket whose bound it does not exceed", () => {
    expect(bucketIndex([0.1, 1], 0.1)).toBe(0);
    expect(bucketIndex([0.1, 1], 0.5)).toBe(1);
    expect(bucketIndex([0.1, 1], 7)).toBe(2);
  });
});
