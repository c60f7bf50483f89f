// Hotels side by side: one column per hotel (its name the column header), one row per
// attribute (the row header), so a screen reader names both for every cell. On a narrow screen
// the table scrolls sideways inside a focusable region, so keyboards can scroll it too.
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { Amenity } from "#app/components/hotel/amenity.tsx";
import { StarRating } from "#app/components/hotel/star-rating.tsx";
import { TypeBadge } from "#app/components/hotel/type-badge.tsx";
import { OutboundLink } from "#app/components/outbound-link.tsx";
import { OtherCurrency } from "#app/components/price.tsx";
import { formatRate } from "#app/domain/hotels/rates.ts";
import { amenitiesOfAny, amenityView } from "#app/domain/hotels/amenities.ts";
import { goPath } from "#app/domain/partners/go-links.ts";
import { compareHref } from "#app/domain/hotel-lists/shortlist.ts";
import type { ComparedHotel } from "#app/components/hotel/compare-data.ts";

/** How many landmarks each hotel lists, nearest first. */
const LANDMARKS_SHOWN = 3;

export function CompareTable({ hotels }: { hotels: readonly ComparedHotel[] }) {
  const amenities = amenitiesOfAny(hotels.map((hotel) => hotel.amenities));
  const slugs = hotels.map((hotel) => hotel.slug);
  // A practical fact gets a row when a source states it for at least one compared hotel.
  const practicalKeys = [
    ...new Map(
      hotels.flatMap((hotel) => hotel.practical).map((fact) => [fact.key, fact] as const),
    ).values(),
  ];
  // Likewise a fact of the hotel's definition (rooms), known for at least one of them.
  const factRows = [
    ...new Map(
      hotels.flatMap((hotel) => hotel.facts).map((fact) => [fact.name, fact.label] as const),
    ),
  ];
  const cells = (render: (hotel: ComparedHotel) => ReactNode) =>
    hotels.map((hotel) => (
      <td key={hotel.slug} className="px-4 py-3 align-top">
        {render(hotel)}
      </td>
    ));

  const hintId = useId();
  return (
    <>
      {/* The table is wider than a phone: without this cue only the first hotel shows, with
          nothing to say the others are beside it (issue 39). Wider screens show them all. */}
      {hotels.length > 1 ? (
        <p id={hintId} className="mt-6 text-sm font-semibold text-slate-700 sm:hidden">
          {`Scroll the table sideways to see all ${hotels.length} hotels`}
          <span aria-hidden="true"> →</span>
        </p>
      ) : null}
      <div
        role="region"
        aria-label="Hotel comparison"
        aria-describedby={hotels.length > 1 ? hintId : undefined}
        // A scrolling region must take focus so a keyboard can scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        // relative: the sr-only texts in the cells are placed against the region, which clips
        // them; against the page they stuck out past a phone's edge.
        className="relative mt-2 overflow-x-auto rounded-xl border border-slate-200 sm:mt-6"
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm text-slate-800">
          <caption className="px-4 pt-4 pb-2 text-left text-base font-semibold text-slate-900">
            {`Comparing ${hotels.length} ${hotels.length === 1 ? "hotel" : "hotels"}: price, rating, amenities and distances`}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 bg-slate-50">
              <td className="sticky left-0 w-32 bg-slate-50 px-4 py-3 sm:w-44" />
              {hotels.map((hotel) => (
                <th key={hotel.slug} scope="col" className="px-4 py-3 align-bottom text-base">
                  <Link
                    to={`/hotels/${hotel.slug}`}
                    className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {hotel.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            <Row label="Price per night">
              {cells((hotel) => (
                <>
                  <p className="text-lg font-bold text-slate-900">{formatRate(hotel.rate)}</p>
                  <OtherCurrency rate={hotel.rate} />
                </>
              ))}
            </Row>
            <Row label="Rate stated">
              {cells((hotel) => (
                <p className="text-sm text-slate-700 first-letter:uppercase">
                  {hotel.rateSource}
                  {hotel.isRateOld ? <span className="text-amber-800"> · old rate</span> : null}
                </p>
              ))}
            </Row>
            <Row label="Guest rating">
              {cells((hotel) => (
                <StarRating rating={hotel.rating} />
              ))}
            </Row>
            <Row label="Type">
              {cells((hotel) => (
                <TypeBadge hotelType={hotel.hotelType} />
              ))}
            </Row>
            {factRows.map(([name, label]) => (
              <Row key={name} label={label}>
                {cells((hotel) => {
                  const fact = hotel.facts.find((known) => known.name === name);
                  return fact ? fact.text : <span className="text-slate-500">Not known</span>;
                })}
              </Row>
            ))}
            <Row label="City and area">
              {cells((hotel) => (
                <>
                  {`${hotel.location}, `}
                  <Link to={`/${hotel.citySlug}`} className="text-brand-800 underline">
                    {hotel.city}
                  </Link>
                </>
              ))}
            </Row>
            {amenities.map((amenity) => (
              <Row key={amenity} label={<Amenity amenity={amenityView(amenity)} />}>
                {cells((hotel) => (
                  <HasAmenity has={hotel.amenities.includes(amenity)} />
                ))}
              </Row>
            ))}
            {practicalKeys.map(({ key, label }) => (
              <Row key={key} label={label}>
                {cells((hotel) => {
                  const row = hotel.practical.find((fact) => fact.key === key);
                  // Unknown is not "no": no public source states it for this hotel.
                  return row ? row.text : <span className="text-slate-500">Not known</span>;
                })}
              </Row>
            ))}
            <Row label="Airport (straight line)">
              {cells((hotel) =>
                hotel.distances === null ? (
                  <NotOnMap />
                ) : (
                  <DistanceList
                    distances={hotel.distances.filter((distance) => distance.kind === "airport")}
                  />
                ),
              )}
            </Row>
            <Row label="Landmarks (straight line)">
              {cells((hotel) =>
                hotel.distances === null ? (
                  <NotOnMap />
                ) : (
                  <DistanceList
                    distances={hotel.distances
                      .filter((distance) => distance.kind === "landmark")
                      .slice(0, LANDMARKS_SHOWN)}
                  />
                ),
              )}
            </Row>
            <Row label="Book">
              {cells((hotel) => (
                <OutboundLink
                  href={goPath("hotel", hotel.slug, "compare")}
                  className="inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800"
                >
                  Book Now<span className="sr-only">{`: ${hotel.name}`}</span>
                </OutboundLink>
              ))}
            </Row>
            <Row label="Change the comparison">
              {cells((hotel) => (
                <Link
                  to={compareHref(slugs.filter((slug) => slug !== hotel.slug))}
                  className="font-semibold text-slate-700 underline underline-offset-2 hover:text-rose-800"
                >
                  Remove<span className="sr-only">{` ${hotel.name} from the comparison`}</span>
                </Link>
              ))}
            </Row>
          </tbody>
        </table>
      </div>
    </>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <tr>
      {/* Stays in view while the hotels scroll sideways on a narrow screen. */}
      <th
        scope="row"
        className="sticky left-0 bg-white px-4 py-3 align-top font-semibold text-slate-900"
      >
        {label}
      </th>
      {children}
    </tr>
  );
}

// A hotel lists the amenities it has, never the ones it lacks: one not listed is unknown, not "No".
function HasAmenity({ has }: { has: boolean }) {
  return has ? (
    <span className="font-bold text-emerald-700">
      <span aria-hidden="true">✓</span>
      <span className="sr-only">Yes</span>
    </span>
  ) : (
    <span className="text-slate-600">Not listed</span>
  );
}

/** A hotel we have no map position for: we cannot measure, which is not a fault of the hotel. */
function NotOnMap() {
  return <span className="text-slate-600">Not on our map</span>;
}

function DistanceList({ distances }: { distances: NonNullable<ComparedHotel["distances"]> }) {
  if (distances.length === 0) {
    return (
      <span className="text-slate-500">
        <span aria-hidden="true">—</span>
        <span className="sr-only">None on our map nearby</span>
      </span>
    );
  }
  return (
    <ul className="space-y-1">
      {distances.map((distance) => (
        <li key={distance.name}>
          <span className="font-semibold whitespace-nowrap">{distance.label}</span>
          {` to ${distance.name}`}
        </li>
      ))}
    </ul>
  );
}
