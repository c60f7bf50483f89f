// Every public page the sitemap lists (routes/sitemap.ts): the English pages from the data, and
// the French pages (issue 44), each pair with both addresses as alternates.
import { faqCategoryPath } from "#app/domain/faq/faq-paths.ts";
import { hotelTwinOf } from "#app/domain/languages/locale.ts";
import { currentFrenchPages } from "#app/i18n/french-pages.server.ts";
import { listCities } from "#app/models/cities.server.ts";
import { listFaqCategories } from "#app/models/faq.server.ts";
import { listHotels } from "#app/models/hotels.server.ts";
import { listPages } from "#app/models/pages.server.ts";
import { listPosts } from "#app/models/posts.server.ts";
import { STATIC_PATHS, type SitemapEntry } from "#app/seo/sitemap.ts";

/** The English pages, with lastmod from the data where it has one. */
export async function listEnglishEntries(): Promise<SitemapEntry[]> {
  const [cities, hotels, posts, pages, faqCategories] = await Promise.all([
    listCities(),
    listHotels(),
    listPosts(),
    listPages(),
    listFaqCategories(),
  ]);
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...cities
      .filter((city) => city.hotelCount > 0)
      .map((city) => ({ path: `/${city.slug}`, lastModified: city.updatedAt })),
    ...hotels.map((hotel) => ({ path: `/hotels/${hotel.slug}`, lastModified: hotel.updatedAt })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.updatedAt })),
    ...pages.map((page) => ({ path: page.path, lastModified: page.updatedAt })),
    ...faqCategories.map((category) => ({ path: faqCategoryPath(category.id) })),
  ];
}

/** Every page: English, then French; a page with both languages names both as alternates. */
export async function listSitemapEntries(): Promise<SitemapEntry[]> {
  const english = await listEnglishEntries();
  const listed = new Set(english.map((entry) => entry.path));
  // The bundled texts and the studio's published versions, those with no file included.
  const french = (await currentFrenchPages()).list.filter(
    (page) => !page.partner || listed.has(page.partner),
  );
  const pairs = new Map(french.flatMap((page) => (page.partner ? [[page.partner, page]] : [])));
  const alternatesOf = (englishPath: string, frenchPath: string) => [
    { hrefLang: "en", path: englishPath },
    { hrefLang: "fr", path: frenchPath },
    { hrefLang: "x-default", path: englishPath },
  ];
  // The hotels list and every hotel page are also in French, at /fr + their path (they are not
  // among the French texts: their words are the interface's, the descriptions stay English).
  const hotelPairs = english.flatMap((entry) => {
    const twin = hotelTwinOf(entry.path);
    return twin ? [{ english: entry, french: twin }] : [];
  });
  const hotelTwins = new Map(hotelPairs.map((pair) => [pair.english.path, pair.french]));
  return [
    ...english.map((entry) => {
      const twin = pairs.get(entry.path)?.path ?? hotelTwins.get(entry.path);
      return twin ? { ...entry, alternates: alternatesOf(entry.path, twin) } : entry;
    }),
    ...french.map((page) => ({
      path: page.path,
      ...(page.partner ? { alternates: alternatesOf(page.partner, page.path) } : {}),
    })),
    ...hotelPairs.map((pair) => ({
      path: pair.french,
      lastModified: pair.english.lastModified,
      alternates: alternatesOf(pair.english.path, pair.french),
    })),
  ];
}
