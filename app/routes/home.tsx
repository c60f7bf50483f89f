import { Link } from "react-router";
import { CityCard } from "#app/components/city-card.tsx";
import { guides } from "#app/content/guides.ts";
import { buildMeta } from "#app/domain/meta.ts";
import { listCities } from "#app/models/cities.server.ts";
import type { Route } from "./+types/home";

export async function loader() {
  return { cities: await listCities() };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-kente-green text-white">
        <div className="mx-auto max-w-7xl px-4 py-20">
          <h1 className="max-w-3xl text-4xl font-bold sm:text-5xl">
            Find your stay in Ghana, from Accra's beaches to the savanna north
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-brand-50">
            Compare hotels city by city, read practical guides to visas, money and getting around,
            and book with our travel partner in Ghanaian Cedi or US Dollars.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/hotels"
              className="rounded-md bg-kente-gold px-5 py-3 font-semibold text-slate-900 hover:bg-yellow-400"
            >
              Browse hotels
            </Link>
            <Link
              to="/blog"
              className="rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-white/10"
            >
              Read the travel guides
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="cities" className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="cities" className="text-3xl font-bold text-slate-900">
          Explore Ghana's cities
        </h2>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.cities.map((city, index) => (
            <CityCard key={city.slug} city={city} isLazy={index >= 3} />
          ))}
        </div>
      </section>

      <section aria-labelledby="guides" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="guides" className="text-3xl font-bold text-slate-900">
            Plan your trip
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {guides.slice(0, 12).map((guide) => (
              <li key={guide.slug} className="rounded-lg border border-slate-200 bg-white p-5">
                <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
                  {guide.category}
                </p>
                <h3 className="mt-1 font-semibold text-slate-900">
                  <Link to={`/blog/${guide.slug}`} className="hover:underline">
                    {guide.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm leading-6 text-slate-700">{guide.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[0].loaderData.site;
  return buildMeta(site, {
    path: "/",
    jsonLd: {
      "@type": "WebSite",
      name: site.name,
      url: site.url,
    },
  });
};
