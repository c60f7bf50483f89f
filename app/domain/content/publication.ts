// Whether an item is on the site: a published post whose publish time is still ahead is
// scheduled, not published (its page answers 404 until then), and the studio says so.

import { dateFormatter } from "#app/domain/shared/dates.ts";

export type PublicationState = "draft" | "scheduled" | "published" | "archived";

export function publicationState(
  status: string,
  publishedAt: string | null | undefined,
  now: Date,
): PublicationState {
  if (status === "published" && publishedAt && Date.parse(publishedAt) > now.getTime()) {
    return "scheduled";
  }
  return status === "published" || status === "archived" ? status : "draft";
}

const accraDateTime = /* @__PURE__ */ dateFormatter("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Africa/Accra",
});

/** "Scheduled for Thu, Nov 26, 2026, 9:00 AM Accra time" */
export function scheduledFor(publishedAt: string): string {
  // Some ICU versions put a narrow no-break space before AM/PM; server and browser must agree.
  const when = accraDateTime()
    .format(new Date(publishedAt))
    .replace(/\u202f/g, " ");
  return `Scheduled for ${when} Accra time`;
}
