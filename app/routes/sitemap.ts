// GET /sitemap.xml: every public page, with lastmod from the data where it has one.
import { buildSitemap, STATIC_PATHS, type SitemapEntry } from "#app/seo/sitemap.ts";
import { getEnv } from "#app/env.server.ts";
import { listCities } from "#app/models/cities.server.ts";
import { faqCategoryPath } from "#app/domain/faq-paths.ts";
import { listFaqCategories } from "#app/models/faq.server.ts";
import { listHotels } from "#app/models/hotels.server.ts";
import { listPages } from "#app/models/pages.server.ts";
import { listPosts } from "#app/models/posts.server.ts";

export async function loader() {
  const [cities, hotels, posts, pages, faqCategories] = await Promise.all([
    listCities(),
    listHotels(),
    listPosts(),
    listPages(),
    listFaqCategories(),
  ]);
  const entries: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...cities
      .filter((city) => city.hotelCount > 0)
      .map((city) => ({ path: `/${city.slug}`, lastModified: city.updatedAt })),
    ...hotels.map((hotel) => ({ path: `/hotels/${hotel.slug}`, lastModified: hotel.updatedAt })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt })),
    ...pages.map((page) => ({ path: page.path, lastModified: page.updatedAt })),
    ...faqCategories.map((category) => ({ path: faqCategoryPath(category.id) })),
  ];
  return new Response(buildSitemap(getEnv().SITE_URL, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
