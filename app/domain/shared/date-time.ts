// Dates with their time, for the operator's lists and mails: apart from dates.ts, which every
// public page's script carries, so that the visitor's pages do not.

import { dateFormatter } from "#app/domain/shared/dates.ts";

const shortDateTime = /* @__PURE__ */ dateFormatter("en-US", {
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
