// Budget hotels in Accra (SPEC.md section 2): Accra, price at most $75, cheapest first.
import { toCardHotel } from "#app/models/cards.ts";
import { loadLandingListing } from "#app/models/landing-pages.server.ts";
import * as Landing from "#app/components/landing/landing-sections.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { budgetPage } from "#app/content/landing-pages.ts";
import { selectBudgetHotels, sortHotels, takeMatching } from "#app/domain/hotel-filters.ts";
import { buildMeta, pagedPath } from "#app/seo/meta.ts";
import { landingPageJsonLd } from "#app/seo/structured-data.ts";
import { listHotels } from "#app/models/hotels.server.ts";
import type { Route } from "./+types/cheap-hotels-accra";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { HOTELS_CRUMB, trail } from "#app/seo/breadcrumbs.ts";

const PATH = "/cheap-hotels-accra";
const CRUMBS = trail(HOTELS_CRUMB, { label: "Cheap Hotels in Accra", href: PATH });

export async function loader({ url }: Route.LoaderArgs) {
  const hotels = await listHotels();
  const elsewhere = takeMatching(
    sortHotels(hotels, "price-asc"),
    (hotel) => hotel.citySlug !== "accra" && hotel.price <= 75,
    6,
  );
  return {
    ...(await loadLandingListing(url, selectBudgetHotels(hotels), "budget travel")),
    more: elsewhere.map(toCardHotel),
  };
}

export default function CheapHotelsAccra({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <Landing.Hero
        tone="budget"
        crumbs={CRUMBS}
        title="Cheap Hotels in Accra"
        lead="Good-value rooms in Ghana's capital from about $25 a night, every one at $75 or less."
        bookLabel="Book Budget Hotels"
        mapQuery="budget hotels in Accra, Ghana"
      />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
        <Landing.Intro page={budgetPage} />

        <Section id="tips" title="Budget travel tips for Accra">
          <ul className="mt-6 grid gap-3 md:grid-cols-2">
            {budgetPage.tips.map((tip) => (
              <li key={tip} className="rounded-lg bg-amber-50 p-4 leading-7 text-slate-800">
                {tip}
              </li>
            ))}
          </ul>
        </Section>

        <Section
          id="budget-hotels"
          title={`${loaderData.total} Hotels in Accra Under $75`}
          aside={<p className="text-sm font-medium text-slate-600">Sorted by price</p>}
        >
          <Landing.Hotels page={budgetPage} loaded={loaderData} path={PATH} />
        </Section>

        <Landing.Closing page={budgetPage} loaded={loaderData} />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = matches[0].loaderData.site;
  return buildMeta(site, {
    title: "Cheap Hotels in Accra from $25 a Night",
    description: `${loaderData?.total ?? 0} budget hotels and guest houses in Accra at $75 a night or less, cheapest first, with tips on areas, safety and what rates include.`,
    path: pagedPath(PATH, loaderData?.page),
    jsonLd: landingPageJsonLd(site, {
      name: "Cheap Hotels in Accra",
      path: PATH,
      crumbs: CRUMBS,
      hotels: { items: loaderData?.hotels ?? [], label: "Budget hotels in Accra" },
      faq: budgetPage.faq,
      about: "Accra, Ghana",
    }),
  });
};

export const headers: Route.HeadersFunction = publicPageHeaders;
