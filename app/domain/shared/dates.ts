// Dates as pages show them. Ghana keeps GMT all year, so dates are formatted in UTC and read
// the same on the server and in the browser. The English dates travellers see are written out
// from a table of month names: the first Intl formatter a page makes loads the browser's locale
// data, about 30 ms on a slow phone, which every hotel list paid while hydrating its cards' rate
// dates (issue 42). Other formatters are made on first use (onFirstUse).

import { onFirstUse } from "#app/domain/shared/on-first-use.ts";

/** A date formatter made the first time it formats (onFirstUse). */
export function dateFormatter(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  return onFirstUse(() => new Intl.DateTimeFormat(locale, options));
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** The day, month name and year of `date` in GMT; an invalid date throws, as Intl's format does. */
function dayMonthYearOf(date: Date): { day: number; month: string; year: number } {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  return {
    day: date.getUTCDate(),
    month: MONTHS[date.getUTCMonth()]!,
    year: date.getUTCFullYear(),
  };
}

/**
 * 'Sep 2026' from YYYY-MM or YYYY-MM-DD, as a fact's provenance reads ("Stated by the hotel, Sep
 * 2026"): three letters for every month (British English writes "Sept"); a year alone stays.
 */
export function formatMonthYear(date: string): string {
  const [year, month] = date.split("-").map(Number);
  if (!year || !month) return date;
  const parts = dayMonthYearOf(new Date(Date.UTC(year, month - 1, 15)));
  return `${parts.month.slice(0, 3)} ${parts.year}`;
}

/** '17 July 2025', as a fact check's date reads (issue 39: "Checked {d Month yyyy}"). */
export function formatDayMonthYear(iso: string): string {
  const parts = dayMonthYearOf(new Date(`${iso.slice(0, 10)}T12:00:00Z`));
  return `${parts.day} ${parts.month} ${parts.year}`;
}

/** 'July 17, 2025' */
export function formatLongDate(iso: string | Date): string {
  const parts = dayMonthYearOf(new Date(iso));
  return `${parts.month} ${parts.day}, ${parts.year}`;
}

/** The last `days` calendar days up to and including `now`'s, as YYYY-MM-DD (GMT). */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Today in Ghana as YYYY-MM-DD: Ghana keeps GMT all year, so it is today in UTC. */
export function todayInGhana(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
