// Hotel detail (SPEC.md section 2): image, type, rating, city, description, price, amenities,
// contact and booking block, six more hotels in the city, and four related articles for the city.
// /fr/hotels/:slug is the same page in French (issue 44): its words, French dates, prices with CFA
// francs and links come in its data (app/i18n/french-hotels.server.ts); the hotel's description,
// written in English, is marked lang="en" and said to be English.
import { useEffect } from "react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { Amenity } from "#app/components/hotel/amenity.tsx";
import { amenityLabel as englishAmenityLabel, amenityView } from "#app/domain/hotels/amenities.ts";
import { HotelGrid } from "#app/components/hotel/hotel-card.tsx";
import { toCardHotel } from "#app/components/hotel/hotel-card-data.ts";
import { toCardPost } from "#app/components/blog/blog-card-data.ts";
import { HotelImage } from "#app/components/hotel/hotel-image.tsx";
import { HotelGallery } from "#app/components/hotel/hotel-gallery.tsx";
import { StarRating } from "#app/components/hotel/star-rating.tsx";
import { TypeBadge } from "#app/components/hotel/type-badge.tsx";
import { CediRateNote, OtherCurrency } from "#app/components/price.tsx";
import { OutboundLink } from "#app/components/outbound-link.tsx";
import { RouteError } from "#app/components/route-error.tsx";
import { sortHotels, takeMatching } from "#app/domain/hotel-lists/hotel-filters.ts";
import { buildMeta, errorMeta } from "#app/seo/meta.ts";
import { mapSearchUrl, rollingStayDates } from "#app/domain/partners/go-links.ts";
import { breadcrumbList, hotelMarkup } from "#app/seo/structured-data.ts";
import { missingContent } from "#app/pages/missing-content.server.ts";
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
import { HeldStayForm } from "#app/components/stay/server-markup-stay-form.tsx";
import { holdBookStayForm } from "#app/components/stay/stay-forms.server.ts";
import { readStayCookie } from "#app/domain/partners/stay.ts";
import { usableMemory } from "#app/domain/partners/stay-query.ts";
import { PlaceMap } from "#app/components/map/place-map.tsx";
import { hotelLocator } from "#app/maps/ghana-map.server.ts";
import { findCityBySlug } from "#app/models/cities.server.ts";
import { airports } from "#app/content/airports.ts";
import { formatRate, isRateOld, rateSourceWords } from "#app/domain/hotels/rates.ts";
import { formatDistance, hotelDistances } from "#app/domain/hotels/distances.ts";
import { hotelFacts } from "#app/domain/content/hotel-definition.ts";
import { SaveHotelButton } from "#app/components/hotel/save-hotel-button.tsx";
import { ShortlistLink } from "#app/components/hotel/shortlist-link.tsx";
import { holdListingCheck } from "#app/components/hotel/listing-check.server.ts";
import { ServerMarkupBlock } from "#app/components/server-markup.tsx";
import { holdPracticalFacts } from "#app/components/hotel/practical-facts.server.ts";
import { HotelContacts } from "#app/components/hotel/hotel-contacts.tsx";
import { recordRecentlyViewed } from "#app/browser/shortlist.ts";
import { localeOfPath } from "#app/domain/languages/locale.ts";
import { englishHotelPageWords } from "#app/i18n/english-hotel.server.ts";
import { useChrome } from "#app/site-config.ts";
import { frenchLongDate } from "#app/domain/languages/french-formats.ts";
import { currentFrenchPages } from "#app/i18n/french-pages.server.ts";
import { translate, translated } from "#app/i18n/i18n.server.ts";
import {
  frenchBookStayWords,
  frenchRateNote,
  frenchHotelFacts,
  frenchListingWords,
  frenchNoteWords,
  frenchPracticalWords,
  frenchCard,
  frenchPrices,
  frenchRates,
  frenchTypeLabel,
  frenchRateSource,
  frenchXofRateWords,
  frenchMissingHotel,
  type MissingHotelWords,
} from "#app/i18n/french-hotels.server.ts";

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
  if (!hotel) {
    // A French address's screen speaks French, with its words in the error's data (issue 44).
    throw localeOfPath(url.pathname) === "fr"
      ? await frenchMissingHotel(params.slug)
      : await missingContent("hotels", params.slug, (slug) => `/hotels/${slug}`);
  }
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
  const isFrench = localeOfPath(url.pathname) === "fr";
  // The facts, their earlier statements and the listing check go as server markup below, and the
  // partner's ids only into Book Now's address: the page's data carries none of them.
  const {
    practicalFacts: _facts,
    earlierFacts: _earlier,
    listing: _listing,
    affiliateLink: _link,
    agodaHotelId: _agoda,
    ...shown
  } = hotel;
  const french = isFrench ? await frenchPageData(hotel, moreInCity.map(toCardHotel)) : null;
  return data(
    {
      hotel: shown,
      // Where the rate is from and when, worded here so the page's script carries neither the
      // words nor the date.
      rateSource: french ? frenchRateSource(hotel.rate) : rateSourceWords(hotel.rate),
      // The known facts its definition shows (rooms and the like), worded on the server.
      facts: french ? frenchHotelFacts(hotelFacts(hotel), hotel.rooms) : hotelFacts(hotel),
      isRateOld: isRateOld(hotel.rate.date, new Date().toISOString().slice(0, 10)),
      locator: hotelLocator(hotel),
      distances: hotelDistances(hotel, airports, city?.landmarks ?? []).map((distance) => ({
        ...distance,
        // French writes 1,5 km and 1 234 km.
        label: french
          ? formatDistance(distance.km).replace(",", "\u00a0").replace(".", ",")
          : formatDistance(distance.km),
        // The airport's former name, said in French.
        name: french ? distance.name.replace("(formerly ", "(ex-") : distance.name,
      })),
      isPreview: preview !== null,
      stayForm: holdBookStayForm(
        context,
        hotel,
        remembered,
        french ? frenchBookStayWords() : undefined,
      ),
      listingCheck: holdListingCheck(
        context,
        hotel.listing,
        french ? frenchListingWords() : undefined,
      ),
      practicalFacts: holdPracticalFacts(
        context,
        hotel,
        french ? frenchPracticalWords() : undefined,
      ),
      moreInCity: french?.moreInCity ?? moreInCity.map(toCardHotel),
      related: related.map(toCardPost),
      french: french?.words ?? null,
      // Worded here, so the amenity vocabulary stays out of the page's script.
      amenities: french?.amenities ?? hotel.amenities.map(amenityView),
      words: french
        ? {
            ...french.words.page,
            mapTitle: french.words.mapTitle,
            mapCaption: french.words.mapCaption,
            moreIn: french.words.moreIn,
            guidesFor: french.words.guidesFor,
          }
        : englishHotelPageWords(hotel),
    },
    preview ? { headers: PREVIEW_HEADERS } : isOwnStay ? { headers: OWN_STAY_HEADERS } : undefined,
  );
}

/** A French page's words and prices, and its cards with theirs (issue 44). */
async function frenchPageData(
  hotel: NonNullable<Awaited<ReturnType<typeof findHotelBySlug>>>,
  moreInCity: ReturnType<typeof toCardHotel>[],
) {
  const rates = await frenchRates();
  const all = translated("fr", "hotels");
  const page = all.page;
  const named = { name: hotel.name, city: hotel.city };
  // The city's French page when there is one, else its English page, said to be English.
  const cityPath = (await currentFrenchPages()).byPath(`/fr/${hotel.citySlug}`)
    ? `/fr/${hotel.citySlug}`
    : `/${hotel.citySlug}`;
  const crumbs = [
    { label: all.list.home, href: "/fr" },
    { label: all.list.hotels, href: "/fr/hotels" },
    { label: hotel.city, href: cityPath },
    { label: hotel.name, href: `/fr/hotels/${hotel.slug}` },
  ];
  return {
    amenities: hotel.amenities.map((key) => ({
      ...amenityView(key),
      label: (all.amenities as Record<string, string>)[key] ?? englishAmenityLabel(key),
    })),
    moreInCity: moreInCity.map((card) => frenchCard(card, rates)),
    words: {
      page,
      rateNote: frenchRateNote(rates),
      notes: frenchNoteWords(),
      crumbs,
      cityPath,
      cityLang: cityPath.startsWith("/fr/") ? undefined : "en",
      prices: frenchPrices(hotel.rate, rates),
      type: frenchTypeLabel(hotel.hotelType),
      rating: hotel.rating.toFixed(1).replace(".", ","),
      xofRate: frenchXofRateWords(rates.euro),
      priceRange: (all.priceRanges as Record<string, string>)[hotel.priceRange] ?? hotel.priceRange,
      title: translate("fr", "hotels.page.title", named),
      mapTitle: translate("fr", "hotels.page.mapTitle", named),
      mapCaption: translate("fr", "hotels.page.mapCaption", named),
      moreIn: translate("fr", "hotels.page.moreIn", named),
      guidesFor: translate("fr", "hotels.page.guidesFor", named),
      photos: translate("fr", "hotels.page.photos", named),
      contacts: hotel.contacts
        ? {
            heading: translate("fr", "hotels.page.contact", named),
            email: page.email,
            phone: page.phone,
            whatsapp: page.whatsapp,
            given: translate("fr", "hotels.page.contactGiven", {
              date: frenchLongDate(hotel.contacts.since),
            }),
          }
        : undefined,
      metaDescription: translate("fr", "hotels.page.metaDescription", {
        ...named,
        location: hotel.location,
        type: (
          (all.types as Record<string, string>)[hotel.hotelType] ?? hotel.hotelType
        ).toLowerCase(),
        price: hotel.price,
        rating: hotel.rating.toFixed(1).replace(".", ","),
      }),
    },
  };
}

export default function HotelRoute({ loaderData }: Route.ComponentProps) {
  const { hotel, moreInCity, related, isPreview, french } = loaderData;
  const cards = useChrome().cards;
  const page = loaderData.words;
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
      <Breadcrumbs crumbs={french?.crumbs ?? crumbsFor(hotel)} label={french?.notes.breadcrumb} />
      {/* Phones read the name, price and Book Now first; wide screens show the photos first,
          with the booking box beside them (grid placement). */}
      <article className="mt-4 grid gap-6 lg:mt-6 lg:grid-cols-[1fr_22rem] lg:gap-x-10">
        <header className="lg:col-start-1 lg:row-start-2">
          <div className="flex flex-wrap items-center gap-3">
            <TypeBadge hotelType={hotel.hotelType} label={french?.type} />
            <StarRating rating={hotel.rating} size="lg" said={french?.rating} />
            <Link
              to={french?.cityPath ?? `/${hotel.citySlug}`}
              hrefLang={french?.cityLang}
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
          title={page.book}
          size="card"
          className="h-fit rounded-2xl border border-slate-200 p-4 shadow-sm sm:p-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1"
        >
          <p className="mt-2">
            <span className="text-3xl font-bold text-slate-900">
              {french?.prices.rate ?? formatRate(hotel.rate)}
            </span>
            <span className="text-slate-600">{page.perNight}</span>
          </p>
          {french ? (
            <>
              {french.prices.other ? (
                <p className="text-base whitespace-nowrap text-slate-700">{french.prices.other}</p>
              ) : null}
              {french.prices.xof ? (
                <p className="text-base text-slate-700">
                  <span className="whitespace-nowrap">{french.prices.xof}</span>, {french.xofRate}
                </p>
              ) : null}
            </>
          ) : (
            <OtherCurrency rate={hotel.rate} className="text-base" />
          )}
          <p className="mt-1 text-sm text-slate-600">
            {french?.priceRange ?? hotel.priceRange} · {loaderData.rateSource}
          </p>
          {loaderData.isRateOld ? (
            <p className="mt-1 text-sm font-semibold text-amber-800">{page.oldRate}</p>
          ) : null}
          <div className="mt-4">
            <HeldStayForm part={loaderData.stayForm} />
          </div>
          <PartnerNote className="mt-2" />
          {french ? (
            french.rateNote ? (
              <p className="mt-1 text-sm text-slate-700">{french.rateNote}</p>
            ) : null
          ) : (
            <CediRateNote className="mt-1" />
          )}
          <OutboundLink
            href={mapSearchUrl(partners, mapQuery)}
            isSponsored={false}
            newTab={cards.newTab}
            className="mt-3 block rounded-md border border-slate-300 px-4 py-3 text-center font-semibold text-slate-800 hover:bg-slate-50"
          >
            {page.viewOnMap}
          </OutboundLink>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <SaveHotelButton slug={hotel.slug} name={hotel.name} look="page" />
            <ShortlistLink />
          </div>
          <dl className="mt-6 space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-slate-900">{page.address}</dt>
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
              <dt className="font-semibold text-slate-900">{page.booking}</dt>
              <dd className="text-slate-700">{page.bookingText}</dd>
            </div>
          </dl>
          <p className="mt-6 border-t border-slate-200 pt-4 text-xs leading-5 text-slate-600">
            {page.indicative}
          </p>
        </Section>

        <div className="lg:col-start-1 lg:row-start-1">
          {hotel.photos.length > 0 ? (
            <HotelGallery name={hotel.name} photos={hotel.photos} label={french?.photos} />
          ) : (
            <HotelImage
              src={hotel.image}
              alt={cards.illustration.replace("{name}", hotel.name)}
              size="page"
              isLazy={false}
              className="rounded-2xl"
            />
          )}
        </div>

        <div className="lg:col-start-1 lg:row-start-3">
          {french ? (
            // The description is the hotel's English editorial text, said to be so.
            <section aria-labelledby="description">
              <Heading level={2} size="subsection" id="description">
                {french?.page.description}
              </Heading>
              <p className="mt-2 text-sm text-slate-600">{french?.page.descriptionNote}</p>
              <p lang="en" className="mt-3 text-lg leading-8 text-slate-700">
                {hotel.description}
              </p>
            </section>
          ) : (
            <p className="text-lg leading-8 text-slate-700">{hotel.description}</p>
          )}

          <section aria-labelledby="amenities" className="mt-10">
            <Heading level={2} size="subsection" id="amenities">
              {page.amenities}
            </Heading>
            {hotel.amenities.length > 0 ? (
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {loaderData.amenities.map((amenity) => (
                  <li key={amenity.key} className="rounded-lg bg-slate-50 px-4 py-3 text-slate-800">
                    <Amenity amenity={amenity} />
                  </li>
                ))}
              </ul>
            ) : (
              // An empty list would read as "none"; the hotel has only not told us yet.
              <p className="mt-4 text-slate-700">{page.noAmenities}</p>
            )}
          </section>

          {loaderData.locator ? (
            <section aria-labelledby="location" className="mt-10">
              <Heading level={2} size="subsection" id="location">
                {page.location}
              </Heading>
              <div className="mt-4 grid gap-6 sm:grid-cols-[12rem_1fr]">
                <PlaceMap
                  map={loaderData.locator}
                  title={page.mapTitle}
                  caption={page.mapCaption}
                  className="max-w-48"
                />
                <div>
                  <Heading level={3} size="card">
                    {page.distances}
                  </Heading>
                  <p className="mt-1 text-sm text-slate-600">{page.distancesHint}</p>
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

          <ServerMarkupBlock part={loaderData.practicalFacts} />

          {loaderData.listingCheck ? (
            <ServerMarkupBlock part={loaderData.listingCheck} className="mt-10" />
          ) : null}

          {hotel.contacts ? (
            <HotelContacts name={hotel.name} contacts={hotel.contacts} words={french?.contacts} />
          ) : null}
        </div>
      </article>

      {moreInCity.length > 0 ? (
        <section aria-labelledby="more" className="mt-16">
          <Heading level={2} size="title" id="more">
            {page.moreIn}
          </Heading>
          <div className="mt-6">
            <HotelGrid hotels={moreInCity} label={page.moreIn} frenchRateNote={french?.rateNote} />
          </div>
        </section>
      ) : null}

      <div className="mt-16">
        <RelatedArticles
          id="related"
          title={page.guidesFor}
          posts={related}
          lang={french ? "en" : undefined}
        />
      </div>
    </div>
  );
  // French cards, badges and the Save button take their words from the page's data.
}

export const headers: Route.HeadersFunction = publicPageHeaders;

/** The French words a French hotel address's 404 or 410 carries, if this is one. */
function missingWordsOf(error: unknown): MissingHotelWords | undefined {
  return isRouteErrorResponse(error)
    ? (error.data as { words?: MissingHotelWords } | null)?.words
    : undefined;
}

export function ErrorBoundary() {
  const french = missingWordsOf(useRouteError());
  if (french) {
    return (
      <RouteError
        notFoundTitle={french.title}
        notFoundText={french.text}
        goneTitle={french.goneTitle}
        goneText={french.gone}
        backHref={french.back.href}
        backLabel={french.back.label}
        elsewhere={french.elsewhere}
      />
    );
  }
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

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  const site = matches[0].loaderData.site;
  if (!loaderData) {
    const french = missingWordsOf(error);
    if (french) {
      const gone = isRouteErrorResponse(error) && error.status === 410;
      return errorMeta(site, gone ? french.goneTitle : french.title, "fr");
    }
    return errorMeta(site, "Hotel Not Found");
  }
  const { hotel, french } = loaderData;
  const amenityLabel = (key: string) =>
    loaderData.amenities.find((amenity) => amenity.key === key)?.label ?? key;
  if (french) {
    const path = `/fr/hotels/${hotel.slug}`;
    const markup = hotelMarkup(site, hotel, amenityLabel);
    return buildMeta(site, {
      title: french.title,
      description: french.metaDescription,
      path,
      locale: "fr",
      index: !loaderData.isPreview,
      jsonLd: [
        {
          ...markup,
          url: `${site.url}${path}`,
          priceRange: `À partir d'environ ${hotel.price} $ US la nuit (indicatif)`,
          inLanguage: "fr",
        },
        breadcrumbList(site, french.crumbs),
      ],
    });
  }
  const path = `/hotels/${hotel.slug}`;
  return buildMeta(site, {
    title: `${hotel.name}, ${hotel.city}`,
    description: `${hotel.name} in ${hotel.location}, ${hotel.city}: ${hotel.hotelType}, from about $${hotel.price} a night (indicative), rated ${hotel.rating.toFixed(1)} of 5. Amenities and booking.`,
    path,
    index: !loaderData.isPreview,
    jsonLd: [hotelMarkup(site, hotel, amenityLabel), breadcrumbList(site, crumbsFor(hotel))],
  });
};
