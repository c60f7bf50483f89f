// "Listing checked {date}" on a hotel's page: the day we last confirmed from public sources that
// the hotel exists where we say, with those sources, so a reader can see the evidence themselves.
// When the newest of them is older than 2021, the page says so: "Listing last confirmed {year}".
// Rendered on the server only (listing-check.server.ts).
import { PublicationItem } from "#app/components/page/publication-item.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { formatLongDate } from "#app/domain/shared/dates.ts";
import { listingLastConfirmed } from "#app/domain/hotels/listing-check.ts";
import type { Hotel } from "#app/models/types.ts";

function sourceDate(date: string): string {
  // A source dated to the month only is shown as such, never with an invented day.
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatLongDate(`${date}T12:00:00Z`) : date;
}

/** The block's words in another language than English (French pages; server-rendered only). */
export interface ListingCheckWords {
  heading: string;
  /** A source's or the check's date, YYYY-MM-DD or coarser. */
  date: (date: string) => string;
  old: (year: string) => string;
  undated: string;
  sources: string;
}

export function ListingCheck({
  listing,
  words,
}: {
  listing: Hotel["listing"];
  words?: ListingCheckWords;
}) {
  if (!listing.checkedOn || listing.sources.length === 0) return null;
  const lastConfirmed = listingLastConfirmed(listing.sources);
  const dateOf = words?.date ?? sourceDate;
  if (words) {
    return (
      <section aria-labelledby="listing-check">
        <Heading level={2} size="subsection" id="listing-check">
          {words.heading} <time dateTime={listing.checkedOn}>{dateOf(listing.checkedOn)}</time>
        </Heading>
        {lastConfirmed !== null ? (
          <p className="mt-2 text-sm font-semibold text-amber-900">
            {lastConfirmed === "undated" ? words.undated : words.old(String(lastConfirmed))}
          </p>
        ) : null}
        <p className="mt-2 text-sm text-slate-600">{words.sources}</p>
        <SourceList listing={listing} dateOf={dateOf} />
      </section>
    );
  }
  return (
    <section aria-labelledby="listing-check">
      <Heading level={2} size="subsection" id="listing-check">
        Listing checked <time dateTime={listing.checkedOn}>{sourceDate(listing.checkedOn)}</time>
      </Heading>
      {lastConfirmed !== null ? (
        <p className="mt-2 text-sm font-semibold text-amber-900">
          {lastConfirmed === "undated"
            ? "Listing last confirmed: none of its public sources gives a date"
            : `Listing last confirmed ${lastConfirmed}. The newest public source we found for this hotel is older than 2021`}
          , so the hotel may have changed or closed since: check with it before you book.
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">
        Public sources that show the hotel exists where we say:
      </p>
      <SourceList listing={listing} dateOf={dateOf} />
    </section>
  );
}

/** The public sources, each linked when it has an address, with its date. */
function SourceList({
  listing,
  dateOf,
}: {
  listing: Hotel["listing"];
  dateOf: (date: string) => string;
}) {
  return (
    <ul className="mt-3 space-y-2 text-sm text-slate-700">
      {listing.sources.map((source) => (
        <PublicationItem
          key={`${source.publisher} ${source.title}`}
          source={source}
          dateOf={dateOf}
        />
      ))}
    </ul>
  );
}
