// The date range of the revenue figures: YYYY-MM-DD days, `from` not after `to`, at most a year;
// the last 30 days when none is given. A refusal names the parameter at fault, so the page can
// show it beside that field and the API can say it.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;

export type RangeField = "from" | "to";
export type RevenueRange =
  { ok: true; from: string; to: string } | { ok: false; field: RangeField; error: string };

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A real calendar day: Date.parse alone takes 2026-02-30 as 2 March. */
function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && dayOf(new Date(time)) === value;
}

function notADay(field: RangeField, value: string): RevenueRange {
  const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return {
    ok: false,
    field,
    error: `${field} must be a date written YYYY-MM-DD, such as 2026-11-24 ("${shown}" is not one).`,
  };
}

export function parseRevenueRange(params: URLSearchParams, now: Date): RevenueRange {
  const to = params.get("to") || dayOf(now);
  if (!isDay(to)) return notADay("to", to);
  const from =
    params.get("from") || dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000));
  if (!isDay(from)) return notADay("from", from);
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days < 1) return { ok: false, field: "from", error: "from must not be after to." };
  if (days > MAX_DAYS) {
    return { ok: false, field: "from", error: "Ask for at most a year at a time." };
  }
  return { ok: true, from, to };
}

/** The range to show when the one asked for was refused: the last 30 days. */
export function defaultRevenueRange(now: Date): { from: string; to: string } {
  return parseRevenueRange(new URLSearchParams(), now) as { from: string; to: string };
}
