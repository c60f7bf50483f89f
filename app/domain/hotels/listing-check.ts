// Which hotels' listing checks are due: a check is good for 12 months, like a fact in the register
// (app/domain/facts/facts.ts), after which the operator looks at the hotel's sources again; an unverified
// hotel waits here until sources are found. A hotel whose newest source is older than 2021 (or
// undated) comes first: the check found it only in old reports, so it may have closed since. Then
// hotels never checked, then the oldest checks.
import { MAX_FACT_AGE_MONTHS } from "#app/domain/facts/facts.ts";
import { reviewByDate } from "#app/domain/facts/fact-review.ts";

export interface ListingCheckRow {
  id: number;
  slug: string;
  name: string;
  citySlug: string;
  status: string;
  listingStatus: string;
  listingCheckedOn: string | null;
  /** The public sources the last check found (only their dates matter here). */
  listingSources?: readonly { date?: string }[];
}

export interface DueListingCheck extends ListingCheckRow {
  /** The day the check went stale, or null when the hotel was never checked. */
  dueSince: string | null;
  /** The year of its newest source when that is older than 2021 ("undated" when none is dated). */
  lastConfirmed: number | "undated" | null;
}

/** Sources from this year on are recent enough to stand for a hotel that still trades. */
export const RECENT_SOURCE_YEAR = 2021;

/**
 * The year a hotel was last confirmed, when its newest source is older than 2021: its page says
 * "Listing last confirmed {year}". "undated" when no source has a date; null when a source from
 * 2021 or later confirms it, or when it has no sources at all (nothing was confirmed).
 */
export function listingLastConfirmed(
  sources: readonly { date?: string }[],
): number | "undated" | null {
  if (sources.length === 0) return null;
  const years = sources
    .map((source) => Number(source.date?.slice(0, 4)))
    .filter((year) => Number.isInteger(year) && year > 0);
  if (years.length === 0) return "undated";
  const newest = Math.max(...years);
  return newest < RECENT_SOURCE_YEAR ? newest : null;
}

export const LISTING_CHECK_MONTHS = MAX_FACT_AGE_MONTHS;

/** The hotels to re-check, oldest check first (never-checked before all). */
export function dueListingChecks(rows: readonly ListingCheckRow[], today: Date): DueListingCheck[] {
  const todayIso = today.toISOString().slice(0, 10);
  return (
    rows
      .map((row) => ({
        ...row,
        dueSince: row.listingCheckedOn === null ? null : reviewByDate(row.listingCheckedOn),
        lastConfirmed: listingLastConfirmed(row.listingSources ?? []),
      }))
      // An unverified hotel is waiting for sources however recent its last search was, and so is
      // one only old sources confirm.
      .filter(
        (row) =>
          row.dueSince === null ||
          row.dueSince <= todayIso ||
          row.listingStatus !== "verified" ||
          row.lastConfirmed !== null,
      )
      .sort((a, b) => {
        const oldA = a.lastConfirmed !== null;
        if (oldA !== (b.lastConfirmed !== null)) return oldA ? -1 : 1;
        if (a.listingCheckedOn === b.listingCheckedOn) return a.name.localeCompare(b.name);
        if (a.listingCheckedOn === null) return -1;
        if (b.listingCheckedOn === null) return 1;
        return a.listingCheckedOn.localeCompare(b.listingCheckedOn);
      })
  );
}
