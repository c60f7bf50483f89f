// Shapes analytics counts for the dashboard's chart: one column per day (missing days count
// zero), one stacked segment per event type.
import { EVENT_TYPES } from "#app/domain/operations/analytics-event.ts";

export interface DayCount {
  day: string;
  eventType: string;
  count: number;
}

export interface ChartColumn {
  day: string;
  total: number;
  segments: { eventType: string; count: number }[];
}

export function buildChartColumns(counts: readonly DayCount[], days: readonly string[]) {
  const byDay = new Map<string, Map<string, number>>();
  for (const { day, eventType, count } of counts) {
    const types = byDay.get(day) ?? new Map<string, number>();
    types.set(eventType, (types.get(eventType) ?? 0) + count);
    byDay.set(day, types);
  }
  const columns: ChartColumn[] = days.map((day) => {
    const types = byDay.get(day);
    const segments = EVENT_TYPES.map((eventType) => ({
      eventType,
      count: types?.get(eventType) ?? 0,
    })).filter((segment) => segment.count > 0);
    return { day, total: segments.reduce((sum, segment) => sum + segment.count, 0), segments };
  });
  const max = Math.max(0, ...columns.map((column) => column.total));
  return { columns, max };
}
