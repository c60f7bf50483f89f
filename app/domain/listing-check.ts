// Which hotels' listing checks are due: a check is good for 12 months, like a fact in the register
// (app/domain/facts.ts), after which the operator looks at the hotel's sources again; an unverified
// hotel waits here until sources are found. Hotels never checked come first, then the oldest checks.
import { MAX_FACT_AGE_MONTHS } from "#app/domain/facts.ts";
import { reviewByDate } from "#app/domain/fact-review.ts";

export interface ListingCheckRow {
  id: number;
  slug: string;
  name: string;
  citySlug: string;
  status: string;
  listingStatus: string;
  listingCheckedOn: string | null;
}

export interface DueListingCheck extends ListingCheckRow {
  /** The day the check went stale, or null when the hotel was never checked. */
  dueSince: string | null;
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
      }))
      // An unverified hotel is waiting for sources however recent its last search was.
      .filter(
        (row) =>
          row.dueSince === null || row.dueSince <= todayIso || row.listingStatus !== "verified",
      )
      .sort((a, b) => {
        if (a.listingCheckedOn === b.listingCheckedOn) return a.name.localeCompare(b.name);
        if (a.listingCheckedOn === null) return -1;
        if (b.listingCheckedOn === null) return 1;
        return a.listingCheckedOn.localeCompare(b.listingCheckedOn);
      })
  );
}
