// Dates as pages show them. Ghana keeps GMT all year, so dates are formatted in UTC and read
// the same on the server and in the browser. Formatters are made on first use (onFirstUse).

import { onFirstUse } from "#app/domain/shared/on-first-use.ts";

/** A date formatter made the first time it formats (onFirstUse). */
export function dateFormatter(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  return onFirstUse(() => new Intl.DateTimeFormat(locale, options));
}

const longDate = dateFormatter("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

const dayMonthYear = dateFormatter("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const shortMonthYear = dateFormatter("en-US", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * 'Sep 2026' from YYYY-MM or YYYY-MM-DD, as a fact's provenance reads ("Stated by the hotel, Sep
 * 2026"): three letters for every month (British English writes "Sept"); a year alone stays.
 */
export function formatMonthYear(date: string): string {
  const [year, month] = date.split("-").map(Number);
  if (!year || !month) return date;
  return shortMonthYear().format(new Date(Date.UTC(year, month - 1, 15)));
}

/** '17 July 2025', as a fact check's date reads (issue 39: "Checked {d Month yyyy}"). */
export function formatDayMonthYear(iso: string): string {
  return dayMonthYear().format(new Date(`${iso.slice(0, 10)}T12:00:00Z`));
}

/** 'July 17, 2025' */
export function formatLongDate(iso: string | Date): string {
  return longDate().format(new Date(iso));
}

const shortDateTime = dateFormatter("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
});

/** 'Nov 23, 2026, 9:05 AM' (GMT, Ghana's time), for the operator's lists. */
export function formatDateTime(iso: string | Date): string {
  // Some ICU versions put a narrow no-break space before AM/PM; server and browser must agree.
  return shortDateTime()
    .format(new Date(iso))
    .replace(/\u202f/g, " ");
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
