// "Listing checked {date}" on a hotel's page: the day we last confirmed from public sources that
// the hotel exists where we say, with those sources, so a reader can see the evidence themselves.
// When the newest of them is older than 2021, the page says so: "Listing last confirmed {year}".
// Rendered on the server only (listing-check.server.ts).
import { Heading } from "#app/components/ui/heading.tsx";
import { formatLongDate } from "#app/domain/dates.ts";
import { listingLastConfirmed } from "#app/domain/listing-check.ts";
import type { Hotel } from "#app/models/types.ts";

function sourceDate(date: string): string {
  // A source dated to the month only is shown as such, never with an invented day.
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatLongDate(`${date}T12:00:00Z`) : date;
}

export function ListingCheck({ listing }: { listing: Hotel["listing"] }) {
  if (!listing.checkedOn || listing.sources.length === 0) return null;
  const lastConfirmed = listingLastConfirmed(listing.sources);
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
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        {listing.sources.map((source) => (
          <li key={`${source.publisher} ${source.title}`}>
            <span className="font-semibold text-slate-900">{source.publisher}</span>
            {": "}
            {source.url ? (
              <a href={source.url} rel="nofollow noopener" className="text-brand-700 underline">
                {source.title}
              </a>
            ) : (
              source.title
            )}
            {source.date ? ` (${sourceDate(source.date)})` : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
