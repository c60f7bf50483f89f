// The date range of the revenue figures: YYYY-MM-DD days, `from` not after `to`, at most a year;
// the last 30 days when none is given.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;

export type RevenueRange = { ok: true; from: string; to: string } | { ok: false; error: string };

const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export function parseRevenueRange(params: URLSearchParams, now: Date): RevenueRange {
  const to = params.get("to") || dayOf(now);
  const from =
    params.get("from") || dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000));
  if (!isDay(from) || !isDay(to)) {
    return { ok: false, error: "from and to must be dates written YYYY-MM-DD." };
  }
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days < 1) return { ok: false, error: "from must not be after to." };
  if (days > MAX_DAYS) return { ok: false, error: "Ask for at most a year at a time." };
  return { ok: true, from, to };
}
