// Blog list (SPEC.md section 2): 'Latest Articles', the travel guides (16) and featured hotels (6).
import { data, useLocation } from "react-router";
import { useIsListLoading } from "#app/components/use-list-loading.ts";
import { PostGrid } from "#app/components/blog/blog-card.tsx";
import { toCardPost } from "#app/components/blog/blog-card-data.ts";
import { toCardHotel } from "#app/components/hotel/hotel-card-data.ts";
import { GuideCards } from "#app/components/blog/guide-cards.tsx";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { guidesFor } from "#app/models/guides.server.ts";
import { sortHotels } from "#app/domain/hotel-lists/hotel-filters.ts";
import { parseHotelFilters } from "#app/domain/hotel-lists/hotel-filter-query.ts";
import { buildMeta, pagedPath } from "#app/seo/meta.ts";
import { breadcrumbList } from "#app/seo/structured-data.ts";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { listHotels } from "#app/models/hotels.server.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { FeaturedHotels } from "#app/components/hotel/featured-hotels.tsx";
import type { Route } from "./+types/blog";
import { PAGE_SIZE, pageCountFor, pageOf } from "#app/domain/hotel-lists/paging.ts";
import { BLOG_CRUMB, trail } from "#app/seo/breadcrumbs.ts";
import { Heading } from "#app/components/ui/heading.tsx";
import { blogFeed } from "#app/content/site.ts";

const CRUMBS = trail(BLOG_CRUMB);

export async function loader({ url }: Route.LoaderArgs) {
  const parsed = parseHotelFilters(url.searchParams, "lenient");
  const page = parsed.success ? parsed.filters.page : 1;
  const [posts, hotels] = await Promise.all([listPosts(), listHotels()]);
  const pageCount = pageCountFor(posts.length, PAGE_SIZE);
  if (page > pageCount) throw data(null, { status: 404 });
  return {
    page,
    pageCount,
    total: posts.length,
    posts: pageOf(posts, page, PAGE_SIZE).map(toCardPost),
    guides: await guidesFor({ limit: 16 }),
    featuredHotels: sortHotels(hotels, "recommended")
      .filter((hotel) => hotel.featured)
      .slice(0, 6)
      .map(toCardHotel),
  };
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  const { posts, page, pageCount, guides, featuredHotels } = loaderData;
  const location = useLocation();
  const isLoading = useIsListLoading();

  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-10">
      <header>
        <Breadcrumbs crumbs={CRUMBS} />
        <Heading level={1} size="page" className="mt-4">
          Ghana Travel Blog
        </Heading>
        <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">
          Practical guides to visas, money, getting around and where to stay, written for travellers
          to Ghana and checked against official sources.
        </p>
        <p className="mt-3 text-slate-700">
          New articles reach your feed reader through{" "}
          {/* A plain link: the feed is a file, not a page the router renders. */}
          <a href={blogFeed.href} className="font-semibold text-brand-700 underline">
            the blog's RSS feed
          </a>
          .
        </p>
      </header>

      <section aria-labelledby="latest">
        <Heading level={2} size="title" id="latest">
          Latest Articles
        </Heading>
        <div className="mt-6">
          {posts.length === 0 && !isLoading ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-700">
              No blog posts found.
            </p>
          ) : (
            <PostGrid posts={posts} isLoading={isLoading} label="Latest articles" eagerCount={3} />
          )}
        </div>
        <Pagination page={page} pageCount={pageCount} path="/blog" search={location.search} />
      </section>

      <GuideCards id="guides" title="Travel Guides" guides={guides} columns="lg:grid-cols-4" />

      <FeaturedHotels hotels={featuredHotels} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = matches[0].loaderData.site;
  const page = loaderData?.page ?? 1;
  return buildMeta(site, {
    title: `Ghana Travel Blog${page > 1 ? ` (page ${page})` : ""}`,
    description:
      "Ghana travel guides: visas and the yellow fever certificate, Accra's airport, money and mobile money, getting around, and where to stay in Accra, Kumasi, Cape Coast and Tamale.",
    path: pagedPath("/blog", page),
    jsonLd: [breadcrumbList(site, CRUMBS)],
  });
};

export const headers: Route.HeadersFunction = publicPageHeaders;
