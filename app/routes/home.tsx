// Home (SPEC.md section 2), every block in order: hero with the search box, the editorial guide,
// cities, featured hotels, resources, popular hotels, travel products, latest posts, the
// affiliate disclosure and the newsletter. The action takes the newsletter signup.
import { useNavigation, type ShouldRevalidateFunction } from "react-router";
import { cityGridHtml } from "#app/components/home/city-grid.server.tsx";
import { toCardCity } from "#app/components/city-card-data.ts";
import { toCardPost } from "#app/components/blog/blog-card-data.ts";
import { toCardHotel } from "#app/components/hotel/hotel-card-data.ts";
import {
  NEWSLETTER_ACTION,
  NewsletterForm,
  subscribeOrUnreachable,
} from "#app/components/visitor-forms/newsletter-form.tsx";
import { homeGuideHtml } from "#app/components/home/home-guide.server.ts";
import {
  HOME_HERO_HTML,
  LATEST_POSTS_HEADER_HTML,
  POPULAR_INTRO_HTML,
  SEARCH_DISCLOSURE_HTML,
} from "#app/components/home/home-markup.server.tsx";
import { ServerMarkupBlock } from "#app/components/server-markup.tsx";
import { keepServerMarkup } from "#app/hydration/server-markup.server.ts";
import { isLitePage } from "#app/http/lite-page.server.ts";
import { getEnv } from "#app/env.server.ts";
import { siteConfig } from "#app/site-config.server.ts";
import { LatestPosts } from "#app/components/home/latest-posts.tsx";
import { holdGuideCards } from "#app/components/blog/guide-cards.server.ts";
import { HotelGrid } from "#app/components/hotel/hotel-card.tsx";
import { RecentlyViewed } from "#app/components/hotel/recently-viewed.tsx";
import { PriceNote } from "#app/components/price-note.tsx";
import { productSectionHtml } from "#app/components/products/product-section.server.ts";
import { SEARCH_TABS, SearchBox } from "#app/components/search/search-box.tsx";
import { affiliateDisclosure } from "#app/content/site.ts";
import { buildMeta } from "#app/seo/meta.ts";
import { webSite } from "#app/seo/structured-data.ts";
import { sortHotels } from "#app/domain/hotel-lists/hotel-filters.ts";
import { rollingStayDates } from "#app/domain/partners/go-links.ts";
import { listCities } from "#app/models/cities.server.ts";
import { listFeaturedHotels, listHotels } from "#app/models/hotels.server.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { listProductShelves } from "#app/models/products.server.ts";
import { listGuides } from "#app/models/guides.server.ts";
import { answerSignUp, newsletterFormWords } from "#app/routes/newsletter-action.server.ts";
import type { Route } from "./+types/home";
import { formPageHeaders } from "#app/routes/form-submission.server.ts";
import { Heading } from "#app/components/ui/heading.tsx";

const FEATURED_LIMIT = 6;
const POPULAR_LIMIT = 9;
const POSTS_LIMIT = 6;

export async function loader({ url, context, request }: Route.LoaderArgs) {
  const isLite = isLitePage(request);
  // ?tab= opens a search tab without scripts (the tabs are links to it).
  const asked = url.searchParams.get("tab");
  const searchTab = SEARCH_TABS.find((tab) => tab.value === asked)?.value ?? "stays";
  const site = siteConfig(getEnv());
  const [cities, featured, hotels, posts, products, guides] = await Promise.all([
    listCities(),
    listFeaturedHotels(),
    listHotels(),
    listPosts(),
    listProductShelves(),
    listGuides(),
  ]);
  const popular = sortHotels(hotels, "rating").slice(0, POPULAR_LIMIT);
  // Dates come from the server so the first render and hydration agree.
  const now = new Date();
  return {
    searchTab,
    newsletter: newsletterFormWords("en"),
    hero: keepServerMarkup(context, "home-hero", HOME_HERO_HTML),
    searchDisclosure: keepServerMarkup(context, "search-disclosure", SEARCH_DISCLOSURE_HTML),
    popularIntro: keepServerMarkup(context, "popular-intro", POPULAR_INTRO_HTML),
    latestPostsHeader: keepServerMarkup(context, "latest-posts-header", LATEST_POSTS_HEADER_HTML),
    guide: keepServerMarkup(context, "home-guide", homeGuideHtml()),
    cities: keepServerMarkup(context, "city-grid", cityGridHtml(cities.map(toCardCity), isLite)),
    products: {
      travel: keepServerMarkup(
        context,
        "products-travel",
        productSectionHtml(
          {
            siteName: site.name,
            id: "travel-essentials",
            title: "Recommended Travel Accessories",
            intro:
              "Gear that earns its place in the suitcase on a trip to Ghana. Links open our retail partner, where you can compare current options and prices.",
            products: products.travel,
          },
          isLite,
        ),
      ),
      ghana: keepServerMarkup(
        context,
        "products-ghana",
        productSectionHtml(
          {
            siteName: site.name,
            id: "ghana-essentials",
            title: "Essentials for Ghana's Climate",
            intro: "For the heat, the sun, the wet season and mosquitoes.",
            products: products.ghana,
            isCompact: true,
            hasAmazonNote: false,
          },
          isLite,
        ),
      ),
    },
    // SPEC.md section 9: at most 12 resources.
    resources: holdGuideCards(context, {
      id: "resources",
      title: "Ghana Travel Resources",
      size: "section",
      children: (
        <p className="mt-2 max-w-3xl text-slate-700">
          Practical guides to documents, airports, money, cities and culture.
        </p>
      ),
      guides: guides.slice(0, 12),
      columns: "lg:grid-cols-3",
    }),
    featured: featured.slice(0, FEATURED_LIMIT).map(toCardHotel),
    popular: popular.map(toCardHotel),
    posts: posts
      .filter((post) => post.featured)
      .slice(0, POSTS_LIMIT)
      .map(toCardPost),
    searchDates: {
      today: rollingStayDates(now).checkin,
      tomorrow: rollingStayDates(now).checkout,
      inAWeek: rollingStayDates(now, 7).checkout,
    },
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return answerSignUp(request, context, "en");
}

/** When the server cannot be reached, the signup says so instead of leaving the page. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return subscribeOrUnreachable(serverAction);
}

// A signup changes nothing the page shows, so its data need not reload.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
}) => (formAction === NEWSLETTER_ACTION ? false : defaultShouldRevalidate);

export default function HomeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isReloading = navigation.state === "loading" && navigation.location.pathname === "/";
  return (
    <div>
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-kente-green text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <ServerMarkupBlock part={loaderData.hero} />
          <div className="mt-8">
            <SearchBox
              dates={loaderData.searchDates}
              tab={loaderData.searchTab}
              disclosure={loaderData.searchDisclosure}
            />
          </div>
        </div>
      </section>

      <ServerMarkupBlock part={loaderData.guide} />

      <div className="mx-auto max-w-7xl space-y-16 px-4 pb-8 *:render-later">
        <ServerMarkupBlock part={loaderData.cities} />

        {loaderData.featured.length > 0 || isReloading ? (
          <section aria-labelledby="featured-hotels">
            <Heading level={2} size="section" id="featured-hotels">
              Featured Hotels
            </Heading>
            <PriceNote />
            <div className="mt-6">
              <HotelGrid
                hotels={loaderData.featured}
                isLoading={isReloading}
                skeletons={FEATURED_LIMIT}
                label="Featured hotels"
              />
            </div>
          </section>
        ) : null}

        <RecentlyViewed />

        {loaderData.resources ? <ServerMarkupBlock part={loaderData.resources} /> : null}

        {loaderData.popular.length > 0 ? (
          <section aria-labelledby="popular-hotels">
            <ServerMarkupBlock part={loaderData.popularIntro} />
            <PriceNote />
            <div className="mt-6">
              <HotelGrid hotels={loaderData.popular} label="Popular hotels" />
            </div>
          </section>
        ) : null}

        <ServerMarkupBlock part={loaderData.products.travel} />
        <ServerMarkupBlock part={loaderData.products.ghana} />

        <LatestPosts posts={loaderData.posts} header={loaderData.latestPostsHeader} />

        <aside
          aria-label="Affiliate disclosure"
          className="rounded-xl border border-amber-200 bg-amber-50 p-6 text-sm leading-6 text-slate-800"
        >
          <p>{affiliateDisclosure}</p>
        </aside>

        <NewsletterForm
          answer={actionData && "newsletter" in actionData ? actionData : undefined}
          words={loaderData.newsletter}
          action={NEWSLETTER_ACTION}
        />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = matches[0].loaderData.site;
  return buildMeta(site, {
    path: "/",
    jsonLd: [
      webSite(site),
      {
        "@type": "Organization",
        name: site.name,
        url: site.url,
        logo: `${site.url}/favicon.svg`,
        contactPoint: {
          "@type": "ContactPoint",
          contactType: "customer support",
          email: site.contactEmail,
          url: `${site.url}/contact`,
        },
      },
    ],
  });
};

export const headers: Route.HeadersFunction = formPageHeaders;
