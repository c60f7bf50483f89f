// Compare: two to four hotels side by side (docs/decisions/020), named in the address
// (?hotels=a,b,c) so the page renders in full on the server and can be shared. Hotels no longer
// listed are named and the rest compared; a malformed or too long list is refused with a 400.
import { data, Link } from "react-router";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { CompareTable } from "#app/components/hotel/compare-table.tsx";
import { PartnerNote } from "#app/components/partner-note.tsx";
import { HeldYourDatesForm } from "#app/components/stay/server-markup-your-dates-form.tsx";
import { holdYourDatesForm } from "#app/components/stay/stay-forms.server.ts";
import { CediRateNote } from "#app/components/price.tsx";
import { PriceNote } from "#app/components/price-note.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { airports } from "#app/content/airports.ts";
import { hotelDistances } from "#app/domain/hotels/distances.ts";
import { parseHotelListQuery } from "#app/domain/hotel-lists/hotel-list-query.ts";
import { COMPARE_MAX, COMPARE_MIN } from "#app/domain/hotel-lists/shortlist.ts";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { toComparedHotel, type ComparedHotel } from "#app/components/hotel/compare-data.ts";
import { findCityBySlug } from "#app/models/cities.server.ts";
import { findHotelBySlug } from "#app/models/hotels.server.ts";
import { HOTELS_CRUMB, trail } from "#app/seo/breadcrumbs.ts";
import { buildMeta } from "#app/seo/meta.ts";
import type { ServerMarkup } from "#app/domain/text/markdown-html.ts";
import type { Route } from "./+types/compare";

const CRUMBS = trail(HOTELS_CRUMB, { label: "Compare", href: "/compare" });

type CompareData =
  | { state: "help" }
  | { state: "refused"; problem: string }
  | { state: "compared"; hotels: ComparedHotel[]; missing: string[]; yourDates: ServerMarkup };

export async function loader({ url, context }: Route.LoaderArgs) {
  const query = parseHotelListQuery(url.searchParams, COMPARE_MAX);
  if (query.kind === "none") return data<CompareData>({ state: "help" });
  if (query.kind === "invalid") {
    return data<CompareData>({ state: "refused", problem: query.message }, { status: 400 });
  }
  const found = await Promise.all(query.slugs.map((slug) => findHotelBySlug(slug)));
  const hotels = await Promise.all(
    found
      .flatMap((hotel) => (hotel ? [hotel] : []))
      .map(async (hotel) => {
        const city = await findCityBySlug(hotel.citySlug);
        return toComparedHotel(hotel, hotelDistances(hotel, airports, city?.landmarks ?? []));
      }),
  );
  return data<CompareData>({
    state: "compared",
    hotels,
    missing: query.slugs.filter((_, index) => !found[index]),
    yourDates: holdYourDatesForm(context, url),
  });
}

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <Breadcrumbs crumbs={CRUMBS} />
      <Heading level={1} size="page" className="mt-4">
        Compare hotels
      </Heading>
      {loaderData.state === "help" ? (
        <HowToCompare />
      ) : loaderData.state === "refused" ? (
        <>
          <div className="mt-6 max-w-3xl rounded-xl border border-amber-200 bg-amber-50 p-6">
            <p className="font-semibold text-slate-900">We cannot compare that list of hotels.</p>
            <p className="mt-2 text-slate-800">{loaderData.problem}</p>
          </div>
          <HowToCompare />
        </>
      ) : (
        <Comparison
          hotels={loaderData.hotels}
          missing={loaderData.missing}
          yourDates={loaderData.yourDates}
        />
      )}
    </div>
  );
}

function Comparison({
  hotels,
  missing,
  yourDates,
}: {
  hotels: ComparedHotel[];
  missing: string[];
  yourDates: ServerMarkup;
}) {
  return (
    <>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Prices are indicative nightly rates, each in the currency its source gave; distances are
        straight lines from each hotel's map position, and roads are longer. Share this page's
        address to show someone the same comparison.
      </p>
      {missing.length > 0 ? (
        <div className="mt-6 max-w-3xl rounded-xl border border-amber-200 bg-amber-50 p-4">
          <p className="font-semibold text-slate-900">No longer listed</p>
          <p className="mt-1 text-slate-800">
            {`These hotels are no longer listed on our site, so they are left out: ${missing.join(", ")}.`}
          </p>
        </div>
      ) : null}
      {hotels.length === 0 ? (
        <HowToCompare />
      ) : (
        <>
          {hotels.length < COMPARE_MIN ? (
            <p className="mt-6 text-slate-800">
              Only one hotel is left to compare. Add others from{" "}
              <Link to="/shortlist" className="font-semibold text-brand-800 underline">
                your shortlist
              </Link>
              .
            </p>
          ) : null}
          <HeldYourDatesForm part={yourDates} className="mt-6 max-w-3xl" />
          <CompareTable hotels={hotels} />
          <PartnerNote className="mt-3" />
          <CediRateNote className="mt-1" />
          <PriceNote />
          <p className="mt-6">
            <Link to="/shortlist" className="font-semibold text-brand-800 underline">
              Back to your shortlist
            </Link>
          </p>
        </>
      )}
    </>
  );
}

function HowToCompare() {
  return (
    <div className="mt-6 max-w-3xl">
      <p className="text-lg text-slate-700">
        {`Set ${COMPARE_MIN} to ${COMPARE_MAX} hotels side by side: price per night, guest rating, type, area, amenities and how far each is from the airport. Press Save on the hotels you like, then open your shortlist and tick the ones to compare.`}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/shortlist" className={buttonClass()}>
          Open your shortlist
        </Link>
        <Link to="/hotels" className={buttonClass({ variant: "outline-brand" })}>
          Browse hotels
        </Link>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = matches[0].loaderData.site;
  const names =
    loaderData?.state === "compared" ? loaderData.hotels.map((hotel) => hotel.name) : [];
  return buildMeta(site, {
    title: names.length > 0 ? `Compare ${names.join(", ")}` : "Compare hotels",
    description:
      "Hotels in Ghana side by side: price per night, guest rating, amenities and straight-line distances to the airport and landmarks.",
    path: "/compare",
    // Ad-hoc combinations: not pages for search engines.
    index: false,
  });
};

export const headers: Route.HeadersFunction = publicPageHeaders;
