import { describe, expect, it } from "vitest";
import { buildChartColumns } from "#app/admin/analytics/events-chart-data.ts";

describe("buildChartColumns", () => {
  it("gives every day a column, zero when nothing happened, stacked by type", () => {
    const { columns, max } = buildChartColumns(
      [
        { day: "2026-11-21", eventType: "page_view", count: 5 },
        { day: "2026-11-21", eventType: "affiliate_click", count: 2 },
        { day: "2026-11-23", eventType: "search", count: 1 },
      ],
      ["2026-11-21", "2026-11-22", "2026-11-23"],
    );
    expect(columns.map((column) => column.total)).toEqual([7, 0, 1]);
    expect(columns[0]!.segments).toEqual([
      { eventType: "page_view", count: 5 },
      { eventType: "affiliate_click", count: 2 },
    ]);
    expect(columns[1]!.segments).toEqual([]);
    expect(max).toBe(7);
  });

  it("has a zero maximum with no events", () => {
    expect(buildChartColumns([], ["2026-11-23"]).max).toBe(0);
  });
});
