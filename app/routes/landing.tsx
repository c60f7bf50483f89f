// The two landing pages (SPEC.md section 2), one module for two paths like the legal pages:
// budget hotels in Accra (price at most $75, cheapest first) and luxury hotels in Ghana (rating
// at least 4 and price at least $100, all cities, best rated first). Their words are content
// (app/content/landing-pages.ts), sent by the loader with their facts filled in, so neither the
// words nor the fact register ride in the page's script; what differs here is which hotels they list.
import { data, Link } from "react-router";
import { holdYourDatesForm } from "#app/components/stay/stay-forms.server.ts";
import * as Landing from "#app/components/landing/landing-sections.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { facts } from "#app/content/facts.ts";
import { budgetPageSource, luxuryPageSource } from "#app/content/landing-pages.ts";
import { resolveFactsDeep } from "#app/domain/facts/facts.ts";
import {
  selectBudgetHotels,
  selectLuxuryHotels,
  sortHotels,
  takeMatching,
} from "#app/domain/hotel-lists/hotel-filters.ts";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { toCardHotel } from "#app/components/hotel/hotel-card-data.ts";
import { listCities } from "#app/models/cities.server.ts";
import { listHotels } from "#app/models/hotels.server.ts";
import { loadLandingListing } from "#app/pages/landing-listing.server.ts";
import { HOTELS_CRUMB, trail } from "#app/seo/breadcrumbs.ts";
import { landingMeta } from "#app/seo/landing-meta.ts";
import { buildMeta } from "#app/seo/meta.ts";
import { priceRangeOf } from "#app/seo/structured-data.ts";
import type { Route } from "./+types/landing";

const budgetPage = resolveFactsDeep(budgetPageSource, facts);
const luxuryPage = resolveFactsDeep(luxuryPageSource, facts);

const LANDINGS = {
  "/cheap-hotels-accra": { tone: "budget", content: budgetPage, points: budgetPage.tips },
  "/luxury-hotels-ghana": { tone: "luxury", content: luxuryPage, points: luxuryPage.features },
} as const;
type LandingPath = keyof typeof LANDINGS;

/** The cities whose luxury hotels the luxury page counts. */
const CITY_CARDS = ["accra", "cape-coast", "kumasi"] as const;

function landingOf(pathname: string) {
  if (!(pathname in LANDINGS)) throw data(null, { status: 404 });
  const path = pathname as LandingPath;
  const crumbs = trail(HOTELS_CRUMB, { label: LANDINGS[path].content.meta.name, href: path });
  return { path, crumbs, ...LANDINGS[path] };
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const landing = landingOf(url.pathname);
  const hotels = await listHotels();
  if (landing.tone === "budget") {
    const elsewhere = takeMatching(
      sortHotels(hotels, "price-asc"),
      (hotel) => hotel.citySlug !== "accra" && hotel.price <= 75,
      6,
    );
    return {
      landing,
      ...(await loadLandingListing(url, selectBudgetHotels(hotels), "budget travel")),
      yourDates: holdYourDatesForm(context, url),
      priceRange: undefined,
      byCity: [],
      more: elsewhere.map(toCardHotel),
    };
  }
  const luxury = selectLuxuryHotels(hotels);
  const cities = await listCities();
  const byCity = CITY_CARDS.flatMap((slug) => {
    const city = cities.find((candidate) => candidate.slug === slug);
    if (!city) return [];
    const cityLuxury = luxury.filter((hotel) => hotel.citySlug === slug);
    return [{ slug, name: city.name, count: cityLuxury.length, top: cityLuxury[0]?.name }];
  });
  return {
    landing,
    ...(await loadLandingListing(url, luxury, "luxury travel")),
    yourDates: holdYourDatesForm(context, url),
    priceRange: priceRangeOf(luxury),
    byCity,
    more: luxury
      .filter((hotel) => hotel.featured)
      .slice(0, 6)
      .map(toCardHotel),
  };
}

export default function LandingRoute({ loaderData }: Route.ComponentProps) {
  const { landing } = loaderData;
  return (
    <Landing.Page
      tone={landing.tone}
      crumbs={landing.crumbs}
      path={landing.path}
      page={landing.content}
      points={landing.points}
      loaded={loaderData}
    >
      {loaderData.byCity.length > 0 ? (
        <Section id="by-city" title="Luxury Hotels by City">
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {loaderData.byCity.map((city) => (
              <li
                key={city.slug}
                className="relative rounded-xl border border-slate-200 p-6 shadow-sm hover:shadow-md"
              >
                <Heading level={3} size="minor">
                  <Link to={`/${city.slug}`} className="after:absolute after:inset-0">
                    {city.name}
                  </Link>
                </Heading>
                <p className="mt-2 text-slate-700">
                  {city.count} premium {city.count === 1 ? "hotel" : "hotels"}
                  {city.top ? `, led by ${city.top}` : ""}.
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </Landing.Page>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const site = matches[0].loaderData.site;
  if (!loaderData) {
    return buildMeta(site, { title: "Page Not Found", path: location.pathname, index: false });
  }
  const { landing } = loaderData;
  return landingMeta(site, landing.content, landing, loaderData);
};

export const headers: Route.HeadersFunction = publicPageHeaders;
