// City pages (SPEC.md section 2): /accra, /kumasi, /cape-coast, /tamale with their own
// sections, and every other city with hotels on the common layout (DECISIONS.md item 3).
import { PriceNote } from "#app/components/price-note.tsx";
import { data, redirect, useLocation, type RouterContextProvider } from "react-router";
import { useIsListLoading } from "#app/components/use-list-loading.ts";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { FilterPanel } from "#app/components/hotel/filter-panel.tsx";
import { englishFilterWords } from "#app/i18n/english-hotel.server.ts";
import { HotelGrid } from "#app/components/hotel/hotel-card.tsx";
import { toCardHotel } from "#app/components/hotel/hotel-card-data.ts";
import { toCardPost } from "#app/components/blog/blog-card-data.ts";
import { Pagination } from "#app/components/pagination.tsx";
import { HtmlBody } from "#app/components/html-body.tsx";
import { bodyHtmlOf, holdParts, renderStatic } from "#app/components/markdown-html.server.tsx";
import { ServerMarkupBlock } from "#app/components/server-markup.tsx";
import { isLitePage } from "#app/http/lite-page.server.ts";
import { keepServerMarkup } from "#app/hydration/server-markup.server.ts";
import type { ServerMarkup } from "#app/domain/text/markdown-html.ts";
import { Picture } from "#app/components/picture.tsx";
import { cityPageConfig } from "#app/content/city-pages.ts";
import {
  canonicalFilterSearch,
  collectFilterOptions,
  selectHotels,
  sortHotels,
  takeMatching,
} from "#app/domain/hotel-lists/hotel-filters.ts";
import { parseHotelFilters } from "#app/domain/hotel-lists/hotel-filter-query.ts";
import { filterCountsFor } from "#app/domain/hotel-lists/filter-counts.ts";
import { buildMeta, errorMeta, pagedPath } from "#app/seo/meta.ts";
import { goPath, mapSearchUrl } from "#app/domain/partners/go-links.ts";
import { HeldYourDatesForm } from "#app/components/stay/server-markup-your-dates-form.tsx";
import { holdYourDatesForm } from "#app/components/stay/stay-forms.server.ts";
import { breadcrumbList, hotelItemList, priceRangeOf } from "#app/seo/structured-data.ts";
import { findCityBySlug } from "#app/models/cities.server.ts";
import { missingContent } from "#app/pages/missing-content.server.ts";
import { findPreview, PREVIEW_HEADERS } from "#app/models/preview.server.ts";
import { PreviewBanner } from "#app/components/preview-banner.tsx";
import { listCityHotels, listHotels } from "#app/models/hotels.server.ts";
import { useSiteConfig } from "#app/site-config.ts";
import type { Route } from "./+types/city";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { RelatedArticles } from "#app/components/blog/related-articles.tsx";
import { holdGuideCards } from "#app/components/blog/guide-cards.server.ts";
import { guidesFor } from "#app/models/guides.server.ts";
import { listRelatedPosts } from "#app/models/posts.server.ts";
import { CITIES_CRUMB, trail } from "#app/seo/breadcrumbs.ts";
import { Heading } from "#app/components/ui/heading.tsx";
import { TextCards } from "#app/components/ui/text-cards.tsx";
import { HeroActions } from "#app/components/hero-actions.tsx";
import { PlaceMap } from "#app/components/map/place-map.tsx";
import { cityMap } from "#app/maps/ghana-map.server.ts";
import { markerNames, type MapData } from "#app/maps/map-data.ts";

const crumbsFor = (city: { name: string; slug: string }) =>
  trail(CITIES_CRUMB, { label: city.name, href: `/${city.slug}` });

function cityMapCaption(map: MapData, cityName: string): string {
  const hotels = map.markers.filter((marker) => marker.kind === "hotel").length;
  const landmarks = markerNames(map, "landmark");
  return [
    `The ${hotels === 1 ? "hotel" : `${hotels} hotels`} in ${cityName} whose location we know: ${markerNames(map, "hotel")}.`,
    landmarks ? `Landmarks shown: ${landmarks}.` : "",
    "Positions are approximate. Select a hotel's marker to open its page.",
  ]
    .filter(Boolean)
    .join(" ");
}

/** The city's map, drawn on the server and shown as it is: it holds no state. */
function cityMapHtml(
  context: Readonly<RouterContextProvider>,
  map: MapData | null,
  cityName: string,
): ServerMarkup | null {
  if (!map) return null;
  const figure = (
    <PlaceMap
      map={map}
      title={`Map of hotels in ${cityName}`}
      caption={cityMapCaption(map, cityName)}
      className="mt-6 max-w-3xl"
    />
  );
  return keepServerMarkup(context, "city-map-figure", renderStatic(figure, false, "city-map-"));
}

export async function loader({ params, url, context, request }: Route.LoaderArgs) {
  const preview = await findPreview("cities", url);
  const found = preview ?? (await findCityBySlug(params.city));
  if (!found) {
    throw await missingContent("cities", params.city, (slug) => `/${slug}${url.search}`);
  }
  // A preview shows the city with the hotels it will list once published.
  const city = preview
    ? { ...found, hotelCount: (await listCityHotels(found.slug)).length }
    : found;
  if (city.hotelCount === 0 && !preview) throw data(null, { status: 404 });
  const parsed = parseHotelFilters(preview ? new URLSearchParams() : url.searchParams, "lenient");
  if (!parsed.success) throw data(null, { status: 400 });
  const canonical = preview
    ? null
    : canonicalFilterSearch(url.search, parsed.filters, { omitCity: true });
  if (canonical !== null) throw redirect(canonical ? `${url.pathname}?${canonical}` : url.pathname);
  const filters = { ...parsed.filters, city: city.slug };
  const [hotels, cityHotels] = await Promise.all([listHotels(), listCityHotels(city.slug)]);
  const selection = selectHotels(cityHotels, filters);
  if (filters.page > Math.max(selection.pageCount, 1)) throw data(null, { status: 404 });

  const config = cityPageConfig(city.slug);
  const shown = new Set(selection.items.map((hotel) => hotel.slug));
  const { citySlugs } = config.elsewhere;
  const elsewhere = takeMatching(
    sortHotels(hotels, "rating"),
    (hotel) =>
      citySlugs
        ? citySlugs.includes(hotel.citySlug) && !shown.has(hotel.slug)
        : hotel.citySlug !== city.slug,
    config.elsewhere.limit,
  );

  const options = collectFilterOptions(cityHotels);
  const related = await listRelatedPosts({
    category: config.related.word ?? city.name,
    limit: config.related.limit,
  });

  const { guide, ...shownCity } = city;
  return data(
    {
      city: shownCity,
      guide: holdParts(context, "city-guide", bodyHtmlOf(city, guide, isLitePage(request))),
      isPreview: preview !== null,
      guides: holdGuideCards(context, {
        id: "guides",
        title: `Travel guides for ${city.name}`,
        guides: await guidesFor(config.guides),
        columns: "lg:grid-cols-4",
      }),
      related: related.map(toCardPost),
      filters,
      selection: { ...selection, items: selection.items.map(toCardHotel) },
      options,
      filterWords: englishFilterWords(options),
      counts: filterCountsFor(cityHotels, filters, options),
      priceRange: priceRangeOf(cityHotels),
      elsewhere: { title: config.elsewhere.title, hotels: elsewhere.map(toCardHotel) },
      map: cityMapHtml(context, cityMap(city, cityHotels), city.name),
      yourDates: holdYourDatesForm(context, url),
    },
    preview ? { headers: PREVIEW_HEADERS } : undefined,
  );
}

export default function CityRoute({ loaderData }: Route.ComponentProps) {
  const { city, guide, filters, selection, elsewhere, guides, related, isPreview } = loaderData;
  const { partners } = useSiteConfig();
  const location = useLocation();
  const isLoading = useIsListLoading();
  const path = `/${city.slug}`;
  const facts = [
    ["Population", city.population],
    ["Region", `${city.region} Region`],
    ["Climate", city.climate],
    ["Languages", city.languages],
    ["Currency", "Ghana cedi (GHS)"],
  ] as const;

  return (
    <div>
      {isPreview ? (
        <div className="mx-auto max-w-7xl px-4 pt-6">
          <PreviewBanner />
        </div>
      ) : null}
      <section className="relative isolate overflow-hidden bg-brand-900 text-white">
        {city.photo ? (
          <div className="absolute inset-0 -z-10 opacity-45">
            <Picture photo={{ ...city.photo, alt: "" }} sizes="100vw" isLazy={false} />
          </div>
        ) : (
          <img
            src={city.image}
            alt=""
            width={1200}
            height={800}
            fetchPriority="high"
            className="absolute inset-0 -z-10 size-full object-cover opacity-45"
          />
        )}
        <div className="mx-auto max-w-7xl px-4 py-16">
          <Breadcrumbs tone="light" crumbs={crumbsFor(city)} />
          <Heading level={1} size="display" className="mt-4">
            Hotels in {city.name}
          </Heading>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-brand-50">{city.description}</p>
          <HeroActions
            bookHref={goPath("city", city.slug, "city-hero")}
            bookLabel={`Book Hotels in ${city.name}`}
            mapHref={mapSearchUrl(partners, `hotels in ${city.name}, Ghana`)}
            mapClassName="rounded-md border border-white bg-brand-900/40 px-5 py-3 font-semibold text-white hover:bg-white/10"
          />
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
        <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
          <aside>
            <FilterPanel
              action={path}
              filters={filters}
              options={loaderData.options}
              words={loaderData.filterWords}
              counts={loaderData.counts}
            />
          </aside>
          <section aria-labelledby="results-heading">
            <Heading level={2} size="subsection" id="results-heading" aria-live="polite">
              {selection.total} Hotels Found in {city.name}
            </Heading>
            <PriceNote />
            <HeldYourDatesForm part={loaderData.yourDates} className="mt-4" />
            <div className="mt-6">
              {selection.total === 0 && !isLoading ? (
                <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-700">
                  No hotels in {city.name} match these filters. Clear a filter or two to see more.
                </p>
              ) : (
                <HotelGrid
                  hotels={selection.items}
                  isLoading={isLoading}
                  label={`Hotels in ${city.name}`}
                />
              )}
            </div>
            <Pagination
              page={selection.page}
              pageCount={selection.pageCount}
              path={path}
              search={location.search}
            />
          </section>
        </div>

        {/* After the list: on a phone the first hotel is then within the first two screens. */}
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          <section aria-labelledby="why">
            <Heading level={2} size="title" id="why">
              Why choose {city.name}
            </Heading>
            <TextCards
              cards={city.highlights}
              look="compact"
              className="mt-6 grid gap-5 sm:grid-cols-2"
            />
          </section>
          <section aria-labelledby="facts" className="rounded-xl bg-brand-50 p-6">
            <Heading level={2} size="card" id="facts">
              Quick facts
            </Heading>
            <dl className="mt-4 space-y-3 text-sm">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="font-semibold text-slate-900">{label}</dt>
                  <dd className="text-slate-700">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>

        {loaderData.map ? (
          <section aria-labelledby="city-map">
            <Heading level={2} size="title" id="city-map">
              Where the hotels are
            </Heading>
            <ServerMarkupBlock part={loaderData.map} />
          </section>
        ) : null}

        <section aria-labelledby="about-city">
          <Heading level={2} size="title" id="about-city">
            Visiting {city.name}
          </Heading>
          <HtmlBody parts={guide} />
        </section>

        {guides ? <ServerMarkupBlock part={guides} /> : null}
        <RelatedArticles id="related" title={`More about ${city.name}`} posts={related} />

        {elsewhere.hotels.length > 0 ? (
          <section aria-labelledby="elsewhere">
            <Heading level={2} size="title" id="elsewhere">
              {elsewhere.title}
            </Heading>
            <div className="mt-6">
              <HotelGrid hotels={elsewhere.hotels} label={elsewhere.title} />
            </div>
          </section>
        ) : null}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = matches[0].loaderData.site;
  if (!loaderData) return errorMeta(site, "Page Not Found");
  const { city, selection, filters, priceRange } = loaderData;
  const path = `/${city.slug}`;
  return buildMeta(site, {
    title: `Hotels in ${city.name}, Ghana${filters.page > 1 ? ` (page ${filters.page})` : ""}`,
    description: `Compare ${city.hotelCount} hotels in ${city.name}, ${city.region} Region: indicative prices ${priceRange} per night, guest ratings, amenities and a local guide.`,
    path: pagedPath(path, filters.page),
    index: !loaderData.isPreview,
    jsonLd: [
      breadcrumbList(site, crumbsFor(city)),
      hotelItemList(site, selection.items, `Hotels in ${city.name}`),
    ],
  });
};

export const headers: Route.HeadersFunction = publicPageHeaders;
