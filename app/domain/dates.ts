// Dates as pages show them. Ghana keeps GMT all year, so dates are formatted in UTC and read
// the same on the server and in the browser.

const longDate = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** 'July 17, 2025' */
export function formatLongDate(iso: string | Date): string {
  return longDate.format(new Date(iso));
}
