// /cities (DECISIONS.md item 3): every city with hotels, with its count.
import { CityCard } from "#app/components/city-card.tsx";
import { toCardCity } from "#app/components/city-card-data.ts";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { buildMeta } from "#app/seo/meta.ts";
import { breadcrumbList } from "#app/seo/structured-data.ts";
import { listCities } from "#app/models/cities.server.ts";
import type { Route } from "./+types/cities";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { CITIES_CRUMB, trail } from "#app/seo/breadcrumbs.ts";
import { Heading } from "#app/components/ui/heading.tsx";
import { PlaceMap } from "#app/components/map/place-map.tsx";
import { citiesMap } from "#app/maps/ghana-map.server.ts";
import { markerNames } from "#app/maps/map-data.ts";

const CRUMBS = trail(CITIES_CRUMB);

export async function loader() {
  const cities = (await listCities()).filter((city) => city.hotelCount > 0);
  return {
    map: citiesMap(cities),
    cities: cities
      .sort((a, b) => b.hotelCount - a.hotelCount || a.name.localeCompare(b.name))
      .map(toCardCity),
  };
}

export default function CitiesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <Breadcrumbs crumbs={CRUMBS} />
      <Heading level={1} size="page" className="mt-4">
        Cities in Ghana
      </Heading>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        {loaderData.cities.length} places to stay, from the capital's beaches to the savanna of the
        north.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        {loaderData.map ? (
          <PlaceMap
            map={loaderData.map}
            title="Map of Ghana with the cities we cover"
            caption={`Ghana, with ${markerNames(loaderData.map, "city")}. Select a city to see its hotels.`}
            className="h-fit max-w-sm lg:sticky lg:top-24 lg:order-last"
          />
        ) : null}
        <ul className="grid gap-6 sm:grid-cols-2">
          {loaderData.cities.map((city, index) => (
            <li key={city.slug}>
              <CityCard city={city} isLazy={index >= 2} headingLevel={2} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = matches[0].loaderData.site;
  return buildMeta(site, {
    title: "Cities in Ghana: Where to Stay",
    description: `Hotels in ${loaderData?.cities.length ?? 0} Ghanaian cities and towns, from Accra, Kumasi and Cape Coast to Tamale and Mole, with hotel counts and local guides.`,
    path: "/cities",
    jsonLd: breadcrumbList(site, CRUMBS),
  });
};

export const headers: Route.HeadersFunction = publicPageHeaders;
