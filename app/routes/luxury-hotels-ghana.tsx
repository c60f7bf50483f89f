// Luxury hotels in Ghana (SPEC.md section 2): rating at least 4 and price at least $100, all
// cities, best rated first.
import { Check } from "lucide-react";
import { Link } from "react-router";
import { toCardHotel } from "#app/models/cards.ts";
import { loadLandingListing } from "#app/models/landing-pages.server.ts";
import * as Landing from "#app/components/landing/landing-sections.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { luxuryPage } from "#app/content/landing-pages.ts";
import { selectLuxuryHotels } from "#app/domain/hotel-filters.ts";
import { buildMeta, pagedPath } from "#app/seo/meta.ts";
import { landingPageJsonLd, priceRangeOf } from "#app/seo/structured-data.ts";
import { listCities } from "#app/models/cities.server.ts";
import { listHotels } from "#app/models/hotels.server.ts";
import type { Route } from "./+types/luxury-hotels-ghana";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { HOTELS_CRUMB, trail } from "#app/seo/breadcrumbs.ts";
import { Heading } from "#app/components/ui/heading.tsx";

const PATH = "/luxury-hotels-ghana";
const CRUMBS = trail(HOTELS_CRUMB, { label: "Luxury Hotels in Ghana", href: PATH });
const CITY_CARDS = ["accra", "cape-coast", "kumasi"] as const;

export async function loader({ url }: Route.LoaderArgs) {
  const [hotels, cities] = await Promise.all([listHotels(), listCities()]);
  const luxury = selectLuxuryHotels(hotels);
  const byCity = CITY_CARDS.flatMap((slug) => {
    const city = cities.find((candidate) => candidate.slug === slug);
    if (!city) return [];
    const cityLuxury = luxury.filter((hotel) => hotel.citySlug === slug);
    return [{ slug, name: city.name, count: cityLuxury.length, top: cityLuxury[0]?.name }];
  });
  return {
    ...(await loadLandingListing(url, luxury, "luxury travel")),
    priceRange: priceRangeOf(luxury),
    byCity,
    more: luxury
      .filter((hotel) => hotel.featured)
      .slice(0, 6)
      .map(toCardHotel),
  };
}

export default function LuxuryHotelsGhana({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <Landing.Hero
        tone="luxury"
        crumbs={CRUMBS}
        title="Luxury Hotels in Ghana"
        lead={`Five-star service, pools, spas and fine dining: ${loaderData.total} hotels rated 4 and above, from ${loaderData.priceRange} a night.`}
        bookLabel="Book Luxury Hotels"
        mapQuery="luxury 5-star hotels in Ghana"
      />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
        <Landing.Intro page={luxuryPage} />

        <Section id="features" title="Luxury Hotel Features">
          <ul className="mt-6 grid gap-3 md:grid-cols-2">
            {luxuryPage.features.map((feature) => (
              <li key={feature} className="flex gap-3 rounded-lg bg-emerald-50 p-4 text-slate-800">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-emerald-700" />
                {feature}
              </li>
            ))}
          </ul>
        </Section>

        <Section
          id="premium-hotels"
          title={`${loaderData.total} Premium Hotels in Ghana`}
          aside={<p className="text-sm font-medium text-slate-600">Ranked by guest ratings</p>}
        >
          <Landing.Hotels page={luxuryPage} loaded={loaderData} path={PATH} />
        </Section>

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

        <Landing.Closing page={luxuryPage} loaded={loaderData} />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = matches[0].loaderData.site;
  return buildMeta(site, {
    title: "Luxury Hotels in Ghana: Five-Star Stays Ranked",
    description: `${loaderData?.total ?? 0} luxury hotels in Ghana rated 4 and above, ranked by guest rating: Accra, Kumasi, the coast and the Volta, with indicative rates and features.`,
    path: pagedPath(PATH, loaderData?.page),
    jsonLd: landingPageJsonLd(site, {
      name: "Luxury Hotels in Ghana",
      path: PATH,
      crumbs: CRUMBS,
      hotels: { items: loaderData?.hotels ?? [], label: "Luxury hotels in Ghana" },
      faq: luxuryPage.faq,
    }),
  });
};

export const headers: Route.HeadersFunction = publicPageHeaders;
