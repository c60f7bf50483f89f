// Hotel detail (SPEC.md section 2): image, type, rating, city, description, price, amenities,
// contact and booking block, six more hotels in the city, and four related articles for the city.
import { useEffect } from "react";
import { data, Link } from "react-router";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { Amenity } from "#app/components/hotel/amenity.tsx";
import { amenityLabel, amenityView } from "#app/domain/amenities.ts";
import { HotelGrid } from "#app/components/hotel/hotel-card.tsx";
import { toCardHotel, toCardPost } from "#app/models/cards.ts";
import { HotelImage } from "#app/components/hotel/hotel-image.tsx";
import { HotelGallery } from "#app/components/hotel/hotel-gallery.tsx";
import { StarRating } from "#app/components/hotel/star-rating.tsx";
import { TypeBadge } from "#app/components/hotel/type-badge.tsx";
import { CediRateNote, OtherCurrency } from "#app/components/price.tsx";
import { OutboundLink } from "#app/components/outbound-link.tsx";
import { RouteError } from "#app/components/route-error.tsx";
import { sortHotels, takeMatching } from "#app/domain/hotel-filters.ts";
import { buildMeta, errorMeta } from "#app/seo/meta.ts";
import { mapSearchUrl, rollingStayDates } from "#app/domain/outbound.ts";
import { breadcrumbList, hotelMarkup } from "#app/seo/structured-data.ts";
import { missingContent } from "#app/http/missing-content.server.ts";
import { findPreview, PREVIEW_HEADERS } from "#app/models/preview.server.ts";
import { PreviewBanner } from "#app/components/preview-banner.tsx";
import { findHotelBySlug, listCityHotels } from "#app/models/hotels.server.ts";
import { useSiteConfig } from "#app/site-config.ts";
import type { Route } from "./+types/hotel";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { RelatedArticles } from "#app/components/blog/related-articles.tsx";
import { listRelatedPosts } from "#app/models/posts.server.ts";
import { HOTELS_CRUMB, trail } from "#app/seo/breadcrumbs.ts";
import { Heading } from "#app/components/ui/heading.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { PartnerNote } from "#app/components/partner-note.tsx";
import { HeldStayForm } from "#app/components/stay/held-stay-form.tsx";
import { holdBookStayForm } from "#app/components/stay/stay-forms.server.ts";
import { readStayCookie } from "#app/domain/stay.ts";
import { usableMemory } from "#app/domain/stay-query.ts";
import { PlaceMap } from "#app/components/map/place-map.tsx";
import { hotelLocator } from "#app/maps/ghana-map.server.ts";
import { findCityBySlug } from "#app/models/cities.server.ts";
import { airports } from "#app/content/airports.ts";
import { formatRate, isRateOld, rateSourceWords } from "#app/domain/rates.ts";
import { formatDistance, hotelDistances } from "#app/domain/distances.ts";
import { hotelFacts } from "#app/domain/hotel-definition.ts";
import { SaveHotelButton } from "#app/components/hotel/save-hotel-button.tsx";
import { ShortlistLink } from "#app/components/hotel/shortlist-link.tsx";
import { holdListingCheck } from "#app/components/hotel/listing-check.server.ts";
import { HeldHtmlBlock } from "#app/components/held-html.tsx";
import { holdPracticalFacts } from "#app/components/hotel/practical-facts.server.ts";
import { HotelContacts } from "#app/components/hotel/hotel-contacts.tsx";
import { recordRecentlyViewed } from "#app/browser/shortlist.ts";

/** A page showing one visitor's remembered stay is never kept by a shared cache. */
const OWN_STAY_HEADERS = { "Cache-Control": "private, no-store" };

const crumbsFor = (hotel: { name: string; slug: string; city: string; citySlug: string }) =>
  trail(
    HOTELS_CRUMB,
    { label: hotel.city, href: `/${hotel.citySlug}` },
    { label: hotel.name, href: `/hotels/${hotel.slug}` },
  );

export async function loader({ params, url, context, request }: Route.LoaderArgs) {
  const preview = await findPreview("hotels", url);
  const hotel = preview ?? (await findHotelBySlug(params.slug));
  if (!hotel) throw await missingContent("hotels", params.slug, (slug) => `/hotels/${slug}`);
  const moreInCity = takeMatching(
    sortHotels(await listCityHotels(hotel.citySlug), "rating"),
    (other) => other.slug !== hotel.slug,
    6,
  );
  const related = await listRelatedPosts({ category: hotel.city, limit: 4 });
  const city = await findCityBySlug(hotel.citySlug);
  // Book Now sends the remembered stay (decision 024): the fields show it, so a page without
  // scripts (or a Lite one) does not look empty while sending dates (issue 39). Such a page is
  // this visitor's alone.
  const remembered = usableMemory(
    readStayCookie(request.headers.get("Cookie")),
    rollingStayDates(new Date()).checkin,
  );
  const isOwnStay = remembered.dates !== null || remembered.party !== null;
  // The facts, their earlier statements and the listing check go as held HTML below, and the
  // partner's ids only into Book Now's address: the page's data carries none of them.
  const {
    practicalFacts: _facts,
    earlierFacts: _earlier,
    listing: _listing,
    affiliateLink: _link,
    agodaHotelId: _agoda,
    ...shown
  } = hotel;
  return data(
    {
      hotel: shown,
      // Where the rate is from and when, worded here so the page's script carries neither the
      // words nor the date.
      rateSource: rateSourceWords(hotel.rate),
      // The known facts its definition shows (rooms and the like), worded on the server.
      facts: hotelFacts(hotel),
      isRateOld: isRateOld(hotel.rate.date, new Date().toISOString().slice(0, 10)),
      locator: hotelLocator(hotel),
      distances: hotelDistances(hotel, airports, city?.landmarks ?? []).map((distance) => ({
        ...distance,
        label: formatDistance(distance.km),
      })),
      isPreview: preview !== null,
      stayForm: holdBookStayForm(context, hotel, remembered),
      listingCheck: holdListingCheck(context, hotel.listing),
      practicalFacts: holdPracticalFacts(context, hotel),
      moreInCity: moreInCity.map(toCardHotel),
      related: related.map(toCardPost),
    },
    preview ? { headers: PREVIEW_HEADERS } : isOwnStay ? { headers: OWN_STAY_HEADERS } : undefined,
  );
}

export default function HotelRoute({ loaderData }: Route.ComponentProps) {
  const { hotel, moreInCity, related, isPreview } = loaderData;
  const { partners } = useSiteConfig();
  // The home page lists the hotels viewed lately (kept in this browser); a draft is not one.
  useEffect(() => {
    if (!isPreview) recordRecentlyViewed(hotel.slug);
  }, [hotel.slug, isPreview]);
  const mapQuery =
    hotel.latitude !== null && hotel.longitude !== null
      ? `${hotel.latitude},${hotel.longitude}`
      : `${hotel.name}, ${hotel.location}, ${hotel.city}, Ghana`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:py-10">
      {isPreview ? <PreviewBanner /> : null}
      <Breadcrumbs crumbs={crumbsFor(hotel)} />
      {/* Phones read the name, price and Book Now first; wide screens show the photos first,
          with the booking box beside them (grid placement). */}
      <article className="mt-4 grid gap-6 lg:mt-6 lg:grid-cols-[1fr_22rem] lg:gap-x-10">
        <header className="lg:col-start-1 lg:row-start-2">
          <div className="flex flex-wrap items-center gap-3">
            <TypeBadge hotelType={hotel.hotelType} />
            <StarRating rating={hotel.rating} size="lg" />
            <Link
              to={`/${hotel.citySlug}`}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              {hotel.city}
            </Link>
          </div>
          <Heading level={1} size="page" className="mt-3">
            {hotel.name}
          </Heading>
          <p className="mt-2 text-slate-600">
            {hotel.location}, {hotel.city}
          </p>
        </header>

        <Section
          as="aside"
          id="booking"
          title="Book your stay"
          size="card"
          className="h-fit rounded-2xl border border-slate-200 p-4 shadow-sm sm:p-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1"
        >
          <p className="mt-2">
            <span className="text-3xl font-bold text-slate-900">{formatRate(hotel.rate)}</span>
            <span className="text-slate-600"> per night</span>
          </p>
          <OtherCurrency rate={hotel.rate} className="text-base" />
          <p className="mt-1 text-sm text-slate-600">
            {hotel.priceRange} · {loaderData.rateSource}
          </p>
          {loaderData.isRateOld ? (
            <p className="mt-1 text-sm font-semibold text-amber-800">
              Old rate: stated more than 12 months ago, expect a different price.
            </p>
          ) : null}
          <div className="mt-4">
            <HeldStayForm part={loaderData.stayForm} />
          </div>
          <PartnerNote className="mt-2" />
          <CediRateNote className="mt-1" />
          <OutboundLink
            href={mapSearchUrl(partners, mapQuery)}
            isSponsored={false}
            className="mt-3 block rounded-md border border-slate-300 px-4 py-3 text-center font-semibold text-slate-800 hover:bg-slate-50"
          >
            View on Map
          </OutboundLink>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <SaveHotelButton slug={hotel.slug} name={hotel.name} look="page" />
            <ShortlistLink />
          </div>
          <dl className="mt-6 space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-slate-900">Address</dt>
              <dd className="text-slate-700">
                {hotel.location}, {hotel.city}, Ghana
              </dd>
            </div>
            {loaderData.facts.map((fact) => (
              <div key={fact.name}>
                <dt className="font-semibold text-slate-900">{fact.label}</dt>
                <dd className="text-slate-700">{fact.text}</dd>
              </div>
            ))}
            <div>
              <dt className="font-semibold text-slate-900">Booking</dt>
              <dd className="text-slate-700">
                On our travel partner's site, in Ghanaian Cedi (GHS) or US Dollars. Rooms, rates and
                cancellation terms are confirmed there.
              </dd>
            </div>
          </dl>
          <p className="mt-6 border-t border-slate-200 pt-4 text-xs leading-5 text-slate-600">
            Prices and ratings are indicative and can change; check the partner's live rate before
            you book.
          </p>
        </Section>

        <div className="lg:col-start-1 lg:row-start-1">
          {hotel.photos.length > 0 ? (
            <HotelGallery name={hotel.name} photos={hotel.photos} />
          ) : (
            <HotelImage
              src={hotel.image}
              alt={`Illustration for ${hotel.name}`}
              size="page"
              isLazy={false}
              className="rounded-2xl"
            />
          )}
        </div>

        <div className="lg:col-start-1 lg:row-start-3">
          <p className="text-lg leading-8 text-slate-700">{hotel.description}</p>

          <section aria-labelledby="amenities" className="mt-10">
            <Heading level={2} size="subsection" id="amenities">
              Amenities
            </Heading>
            {hotel.amenities.length > 0 ? (
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {hotel.amenities.map((amenity) => (
                  <li key={amenity} className="rounded-lg bg-slate-50 px-4 py-3 text-slate-800">
                    <Amenity amenity={amenityView(amenity)} />
                  </li>
                ))}
              </ul>
            ) : (
              // An empty list would read as "none"; the hotel has only not told us yet.
              <p className="mt-4 text-slate-700">
                This hotel has not listed its amenities with us yet. Our travel partner's page shows
                what the rooms offer.
              </p>
            )}
          </section>

          {loaderData.locator ? (
            <section aria-labelledby="location" className="mt-10">
              <Heading level={2} size="subsection" id="location">
                Location
              </Heading>
              <div className="mt-4 grid gap-6 sm:grid-cols-[12rem_1fr]">
                <PlaceMap
                  map={loaderData.locator}
                  title={`Where ${hotel.name} is in Ghana`}
                  caption={`${hotel.name}, ${hotel.city}, with Ghana's airports for reference.`}
                  className="max-w-48"
                />
                <div>
                  <Heading level={3} size="card">
                    Straight-line distances
                  </Heading>
                  <p className="mt-1 text-sm text-slate-600">
                    As the crow flies, from the hotel's map position; roads are longer.
                  </p>
                  <dl className="mt-3 divide-y divide-slate-100 text-sm">
                    {loaderData.distances.map((distance) => (
                      <div key={distance.name} className="flex justify-between gap-4 py-2">
                        <dt className="text-slate-800">{distance.name}</dt>
                        <dd className="font-semibold whitespace-nowrap text-slate-900">
                          {distance.label}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </div>
              </div>
            </section>
          ) : null}

          <HeldHtmlBlock part={loaderData.practicalFacts} />

          {loaderData.listingCheck ? (
            <HeldHtmlBlock part={loaderData.listingCheck} className="mt-10" />
          ) : null}

          {hotel.contacts ? <HotelContacts name={hotel.name} contacts={hotel.contacts} /> : null}
        </div>
      </article>

      {moreInCity.length > 0 ? (
        <section aria-labelledby="more" className="mt-16">
          <Heading level={2} size="title" id="more">
            More hotels in {hotel.city}
          </Heading>
          <div className="mt-6">
            <HotelGrid hotels={moreInCity} label={`More hotels in ${hotel.city}`} />
          </div>
        </section>
      ) : null}

      <div className="mt-16">
        <RelatedArticles id="related" title={`Travel guides for ${hotel.city}`} posts={related} />
      </div>
    </div>
  );
}

export const headers: Route.HeadersFunction = publicPageHeaders;

export function ErrorBoundary() {
  return (
    <RouteError
      notFoundTitle="Hotel Not Found"
      notFoundText="The hotel you're looking for doesn't exist."
      goneText="This hotel is no longer listed on our site. Other hotels in Ghana are one click away."
      backHref="/hotels"
      backLabel="Browse all hotels"
    />
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = matches[0].loaderData.site;
  if (!loaderData) {
    return errorMeta(site, "Hotel Not Found");
  }
  const { hotel } = loaderData;
  const path = `/hotels/${hotel.slug}`;
  return buildMeta(site, {
    title: `${hotel.name}, ${hotel.city}`,
    description: `${hotel.name} in ${hotel.location}, ${hotel.city}: ${hotel.hotelType}, from about $${hotel.price} a night (indicative), rated ${hotel.rating.toFixed(1)} of 5. Amenities and booking.`,
    path,
    index: !loaderData.isPreview,
    jsonLd: [hotelMarkup(site, hotel, amenityLabel), breadcrumbList(site, crumbsFor(hotel))],
  });
};
