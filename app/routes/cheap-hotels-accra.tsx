// Budget hotels in Accra (SPEC.md section 2): Accra, price at most $75, cheapest first.
import { data } from "react-router";
import { toCardHotel, toCardPost } from "#app/models/cards.ts";
import {
  LandingClosing,
  LandingHero,
  LandingHotels,
  LandingIntro,
} from "#app/components/landing/landing-sections.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { budgetPage } from "#app/content/landing-pages.ts";
import {
  PAGE_SIZE,
  selectBudgetHotels,
  sortHotels,
  takeMatching,
} from "#app/domain/hotel-filters.ts";
import { parseHotelFilters } from "#app/domain/hotel-filter-query.ts";
import { buildMeta, pagedPath } from "#app/seo/meta.ts";
import { destinationSearchUrl, mapSearchUrl } from "#app/domain/outbound.ts";
import { landingPageJsonLd } from "#app/seo/structured-data.ts";
import { listHotels } from "#app/models/hotels.server.ts";
import { useSiteConfig } from "#app/site-config.ts";
import type { Route } from "./+types/cheap-hotels-accra";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { listRelatedPosts } from "#app/models/posts.server.ts";
import { pageCountFor, pageOf } from "#app/domain/paging.ts";
import { HOTELS_CRUMB, trail } from "#app/seo/breadcrumbs.ts";

const PATH = "/cheap-hotels-accra";
const CRUMBS = trail(HOTELS_CRUMB, { label: "Cheap Hotels in Accra", href: PATH });

export async function loader({ url }: Route.LoaderArgs) {
  const parsed = parseHotelFilters(url.searchParams, "lenient");
  const page = parsed.success ? parsed.filters.page : 1;
  const hotels = await listHotels();
  const budget = selectBudgetHotels(hotels);
  const pageCount = pageCountFor(budget.length, PAGE_SIZE);
  if (page > pageCount) throw data(null, { status: 404 });
  const elsewhere = takeMatching(
    sortHotels(hotels, "price-asc"),
    (hotel) => hotel.citySlug !== "accra" && hotel.price <= 75,
    6,
  );
  return {
    total: budget.length,
    page,
    pageCount,
    hotels: pageOf(budget, page, PAGE_SIZE).map(toCardHotel),
    elsewhere: elsewhere.map(toCardHotel),
    related: (await listRelatedPosts({ category: "budget travel", limit: 4 })).map(toCardPost),
  };
}

export default function CheapHotelsAccra({ loaderData }: Route.ComponentProps) {
  const { partners } = useSiteConfig();
  const now = new Date();
  return (
    <div>
      <LandingHero
        tone="budget"
        crumbs={CRUMBS}
        title="Cheap Hotels in Accra"
        lead="Good-value rooms in Ghana's capital from about $25 a night, every one at $75 or less."
        book={{
          label: "Book Budget Hotels",
          href: destinationSearchUrl(
            partners,
            { destination: "Accra", withStay: true, nights: 1, maxPrice: 75 },
            now,
          ),
          eventData: "landing:cheap-hotels-accra:book",
        }}
        map={{
          href: mapSearchUrl(partners, "budget hotels in Accra, Ghana"),
          eventData: "landing:cheap-hotels-accra:map",
        }}
      />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
        <LandingIntro
          title="Why stay on a budget in Accra"
          intro={budgetPage.intro}
          highlights={budgetPage.highlights}
        />

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
          <LandingHotels
            hotels={loaderData.hotels}
            label="Budget hotels in Accra"
            empty="No budget hotels found. Please check back soon!"
            page={loaderData.page}
            pageCount={loaderData.pageCount}
            path={PATH}
          />
        </Section>

        <LandingClosing
          page={budgetPage}
          more={loaderData.elsewhere}
          related={loaderData.related}
        />
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
