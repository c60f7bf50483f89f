// All hotels (SPEC.md section 2): city filter, the full filter panel, count line, category
// blurbs, paginated grid, and the empty state. State lives in the query string.
// /fr/hotels is the same page in French (issue 44): its words, prices (with CFA francs) and
// links come in its data from app/i18n/french-hotels.server.ts.
import { PriceNote } from "#app/components/price-note.tsx";
import { data, Link, redirect, useLocation } from "react-router";
import { useIsListLoading } from "#app/components/use-list-loading.ts";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { FilterPanel } from "#app/components/hotel/filter-panel.tsx";
import { HotelGrid } from "#app/components/hotel/hotel-card.tsx";
import { toCardHotel } from "#app/components/hotel/hotel-card-data.ts";
import { Pagination } from "#app/components/pagination.tsx";
import {
  canonicalFilterSearch,
  collectFilterOptions,
  filtersToSearchParams,
  selectHotels,
} from "#app/domain/hotel-lists/hotel-filters.ts";
import { parseHotelFilters } from "#app/domain/hotel-lists/hotel-filter-query.ts";
import { filterCountsFor } from "#app/domain/hotel-lists/filter-counts.ts";
import { buildMeta, errorMeta } from "#app/seo/meta.ts";
import { breadcrumbList, hotelItemList } from "#app/seo/structured-data.ts";
import { listCities } from "#app/models/cities.server.ts";
import { listHotels } from "#app/models/hotels.server.ts";
import type { Route } from "./+types/hotels";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { HOTELS_CRUMB, trail } from "#app/seo/breadcrumbs.ts";
import { Heading } from "#app/components/ui/heading.tsx";
import { PartnerNote } from "#app/components/partner-note.tsx";
import { HeldYourDatesForm } from "#app/components/stay/server-markup-your-dates-form.tsx";
import { holdYourDatesForm } from "#app/components/stay/stay-forms.server.ts";
import { Icon, type IconName } from "#app/components/icon.tsx";
import { localeOfPath } from "#app/domain/languages/locale.ts";
import { englishFilterWords } from "#app/i18n/english-hotel.server.ts";
import { translate, translated } from "#app/i18n/i18n.server.ts";
import {
  frenchRateNote,
  frenchFilterWords,
  frenchKnownFor,
  frenchNoteWords,
  frenchCard,
  frenchRates,
  frenchYourDatesWords,
} from "#app/i18n/french-hotels.server.ts";

const CRUMBS = trail(HOTELS_CRUMB);

const CATEGORY_LINKS: readonly {
  href: string;
  title: string;
  text: string;
  icon: IconName;
  tone: string;
  iconTone: string;
}[] = [
  {
    href: "/luxury-hotels-ghana",
    title: "Luxury hotels in Ghana",
    text: "Five-star stays rated 4 and above, from Accra's business district to the coast.",
    icon: "crown",
    tone: "border-emerald-200 bg-emerald-50 hover:border-emerald-400",
    iconTone: "text-emerald-800",
  },
  {
    href: "/cheap-hotels-accra",
    title: "Cheap hotels in Accra",
    text: "Clean, safe rooms under $75 a night in Osu, Labadi, East Legon and beyond.",
    icon: "piggy-bank",
    tone: "border-amber-200 bg-amber-50 hover:border-amber-400",
    iconTone: "text-amber-800",
  },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const parsed = parseHotelFilters(url.searchParams, "lenient");
  const filters = parsed.success ? parsed.filters : undefined;
  if (!filters) throw data(null, { status: 400 });
  const canonical = canonicalFilterSearch(url.search, filters);
  const lang = localeOfPath(url.pathname);
  const path = lang === "fr" ? "/fr/hotels" : "/hotels";
  if (canonical !== null) throw redirect(canonical ? `${path}?${canonical}` : path);
  const [hotels, cities] = await Promise.all([listHotels(), listCities()]);
  const selection = selectHotels(hotels, filters);
  if (filters.page > selection.pageCount) throw data(null, { status: 404 });
  const city = cities.find((candidate) => candidate.slug === filters.city);
  const listed = cities
    .filter((candidate) => candidate.hotelCount > 0)
    .map(({ slug, name }) => ({ slug, name }));
  const options = collectFilterOptions(hotels);
  const counts = filterCountsFor(hotels, filters, {
    ...options,
    cities: listed.map((listedCity) => listedCity.slug),
  });
  const cards = selection.items.map(toCardHotel);
  const shared = {
    filters,
    cityName: city?.name,
    cities: listed,
    options,
    path,
    filterWords: lang === "fr" ? frenchFilterWords() : englishFilterWords(options),
  };
  if (lang === "fr") {
    const rates = await frenchRates();
    const list = translated("fr", "hotels").list;
    return {
      ...shared,
      selection: {
        ...selection,
        items: cards.map((card) => frenchCard(card, rates)),
      },
      counts: { ...counts, knownFor: frenchKnownFor(counts.known, counts.hotelsInPlace) },
      yourDates: holdYourDatesForm(context, url, frenchYourDatesWords()),
      french: {
        rateNote: frenchRateNote(rates),
        notes: frenchNoteWords(),
        list,
        heading: city ? translate("fr", "hotels.list.titleIn", { city: city.name }) : list.title,
        found: translate("fr", "hotels.list.found", { count: selection.total }),
        none: city ? translate("fr", "hotels.list.none", { place: city.name }) : list.noneGhana,
        metaDescription: translate("fr", "hotels.list.metaDescription", {
          count: selection.total,
          where: city ? translate("fr", "hotels.list.inCity", { city: city.name }) : list.inGhana,
        }),
      },
    };
  }
  return {
    ...shared,
    selection: { ...selection, items: cards },
    counts,
    yourDates: holdYourDatesForm(context, url),
    french: null,
  };
}

export default function HotelsRoute({ loaderData }: Route.ComponentProps) {
  const { filters, selection, cityName, french, path } = loaderData;
  const location = useLocation();
  const isLoading = useIsListLoading();
  const heading = french ? french.heading : cityName ? `Hotels in ${cityName}` : "Hotels in Ghana";
  const categories = french
    ? [
        { ...CATEGORY_LINKS[0]!, href: "/fr/luxury-hotels-ghana", ...french.list.luxury },
        { ...CATEGORY_LINKS[1]!, href: "/fr/cheap-hotels-accra", ...french.list.budget },
      ]
    : CATEGORY_LINKS;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <Breadcrumbs
        crumbs={french ? frenchCrumbs(french.list) : CRUMBS}
        label={french?.notes.breadcrumb}
      />
      <Heading level={1} size="page" className="mt-4">
        {heading}
      </Heading>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        {french
          ? french.list.lead
          : "Compare hotels across Ghana by city, price, rating and amenities. Prices are indicative nightly rates, each in the currency its source gave; you book with our travel partner in Ghanaian Cedi or US Dollars."}
      </p>

      <section
        aria-label={french?.list.categories ?? "Hotel categories"}
        className="mt-8 grid gap-4 md:grid-cols-2"
      >
        {categories.map((category) => (
          <Link
            key={category.href}
            to={category.href}
            className={`flex gap-4 rounded-xl border p-5 ${category.tone}`}
          >
            <Icon name={category.icon} className={`size-8 shrink-0 ${category.iconTone}`} />
            <span>
              <span className="block font-semibold text-slate-900">{category.title}</span>
              <span className="mt-1 block text-sm text-slate-700">{category.text}</span>
            </span>
          </Link>
        ))}
      </section>

      <div className="mt-10 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside>
          <FilterPanel
            action={path}
            words={loaderData.filterWords}
            filters={filters}
            options={loaderData.options}
            counts={loaderData.counts}
            cities={loaderData.cities}
          />
        </aside>
        <section aria-labelledby="results-heading">
          <Heading level={2} size="minor" id="results-heading" aria-live="polite">
            {french ? french.found : `${selection.total} hotels found`}
          </Heading>
          <PartnerNote className="mt-1" />
          <PriceNote price={french?.notes.price} />
          <HeldYourDatesForm part={loaderData.yourDates} className="mt-4" />
          <div className="mt-6">
            {selection.total === 0 && !isLoading ? (
              <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
                <p className="text-lg font-semibold text-slate-900">
                  {french ? french.none : `No hotels found in ${cityName ?? "Ghana"}`}
                </p>
                <p className="mt-2 text-slate-700">
                  {french?.list.noneHint ?? "Try fewer filters, or see every hotel we list."}
                </p>
                <Link
                  to={path}
                  className="mt-5 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  {french?.list.showAll ?? "Show All Hotels"}
                </Link>
              </div>
            ) : (
              <HotelGrid
                hotels={selection.items}
                isLoading={isLoading}
                eagerCount={3}
                label={french?.list.gridLabel ?? "Hotels"}
                frenchRateNote={french?.rateNote}
              />
            )}
          </div>
          <Pagination
            page={selection.page}
            pageCount={selection.pageCount}
            path={path}
            search={location.search}
            words={french?.notes}
          />
        </section>
      </div>
    </div>
  );
}

function frenchCrumbs(list: { home: string; hotels: string }) {
  return [
    { label: list.home, href: "/fr" },
    { label: list.hotels, href: "/fr/hotels" },
  ];
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = matches[0].loaderData.site;
  if (!loaderData) return errorMeta(site, "Hotels in Ghana");
  const { filters, selection, cityName, french, path } = loaderData;
  // Canonical keeps only city and page: other filter combinations are views of the same list.
  const canonicalQuery = filtersToSearchParams({
    city: filters.city,
    page: filters.page,
  }).toString();
  const place = cityName ?? "Ghana";
  if (french) {
    const title = `${french.heading}${filters.page > 1 ? ` (page ${filters.page})` : ""}`;
    return buildMeta(site, {
      title,
      description: french.metaDescription,
      path: canonicalQuery ? `${path}?${canonicalQuery}` : path,
      locale: "fr",
      jsonLd: [
        breadcrumbList(site, frenchCrumbs(french.list)),
        {
          ...hotelItemList(site, selection.items, french.heading, "/fr/hotels/"),
          inLanguage: "fr",
        },
      ],
    });
  }
  return buildMeta(site, {
    title: `Hotels in ${place}${filters.page > 1 ? ` (page ${filters.page})` : ""}`,
    description: `Compare ${selection.total} hotels in ${place} by price, guest rating and amenities, from budget guest houses to luxury resorts. Indicative nightly prices in cedis and US dollars.`,
    path: canonicalQuery ? `/hotels?${canonicalQuery}` : "/hotels",
    jsonLd: [
      breadcrumbList(site, CRUMBS),
      hotelItemList(site, selection.items, `Hotels in ${place}`),
    ],
  });
};

export const headers: Route.HeadersFunction = publicPageHeaders;
