// The whole-site search over the in-memory content: hotels, cities, articles (posts and pages),
// FAQ answers and guides, and the French pages (app/content/fr and the studio's published French
// versions) beside them, marked French. The index is built once per content snapshot, on the
// first search after a change, so a query never touches the database. The results of recent
// queries are kept beside the index they came from, so a change of content drops them with it.
import { BoundedLru } from "#app/domain/operations/bounded-lru.ts";
import { formatRate } from "#app/domain/hotels/rates.ts";
import { amenityLabel } from "#app/domain/hotels/amenities.ts";
import {
  buildSearchIndex,
  markdownSearchText,
  normalizeSearchQuery,
  searchSite,
  suggestSite,
  type SearchDocument,
  type SearchIndex,
  type SearchKind,
  type SearchResults,
} from "#app/domain/search/site-search.ts";
import { faqAnswerPath } from "#app/domain/faq/faq-paths.ts";
import { FRENCH_ROOT, type Locale } from "#app/domain/languages/locale.ts";
import type { FrenchPage } from "#app/domain/languages/french-pages.ts";
import { frenchPagesWith } from "#app/i18n/french-pages.server.ts";
import { frenchHotelSearchWords, frenchTypeLabel } from "#app/i18n/french-hotels.server.ts";
import type { ContentSnapshot } from "#app/models/content-snapshot/build.server.ts";
import { getContent } from "#app/models/content-snapshot/serve.server.ts";

interface IndexWithResults {
  index: SearchIndex;
  /** Results by query and how many of each kind, for this snapshot's content only. */
  results: BoundedLru<string, SearchResults>;
}

const indexes = new WeakMap<ContentSnapshot, IndexWithResults>();

/**
 * At most 500 queries' results and 4 MB: a result holds at most 100 hits of one kind or 8 of
 * each, a few KB; a flood of distinct queries pushes out the oldest, never grows memory.
 */
const RESULTS_KEPT = { maxEntries: 500, maxBytes: 4 * 1024 * 1024 };

/** Characters as UTF-16, twice the JSON's length: a measure, not an exact count. */
const resultsBytes = (results: SearchResults) => JSON.stringify(results).length * 2;

const SNIPPET_LENGTH = 160;

/** The first sentence-ish of a text, cut at a word. */
function excerpt(text: string): string {
  const plain = text
    .replace(/[#*_`>[\]()]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= SNIPPET_LENGTH) return plain;
  return `${plain.slice(0, plain.lastIndexOf(" ", SNIPPET_LENGTH))}…`;
}

export function searchDocuments(content: ContentSnapshot): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const hotel of content.hotels) {
    documents.push({
      kind: "hotel",
      id: hotel.slug,
      title: hotel.name,
      url: `/hotels/${hotel.slug}`,
      snippet: `${hotel.location}, ${hotel.city} · ${hotel.hotelType} · ${formatRate(hotel.rate)} a night`,
      fields: [
        { name: "name", text: hotel.name, weight: 10 },
        { name: "city", text: hotel.city, weight: 6 },
        { name: "area", text: hotel.location, weight: 6 },
        { name: "type", text: hotel.hotelType, weight: 4 },
        { name: "amenities", text: hotel.amenities.map(amenityLabel).join(", "), weight: 3 },
        { name: "description", text: hotel.description, weight: 1 },
      ],
      boost: hotel.featured ? 1.1 : 1,
      onlyFor: "en",
    });
    documents.push(frenchHotelDocument(hotel));
  }
  for (const city of content.cities) {
    documents.push({
      kind: "city",
      id: city.slug,
      title: city.name,
      url: `/${city.slug}`,
      snippet: `${city.region} Region · ${excerpt(city.description)}`,
      fields: [
        { name: "name", text: city.name, weight: 10 },
        { name: "region", text: city.region, weight: 4 },
        { name: "description", text: city.description, weight: 2 },
        {
          name: "highlights",
          text: city.highlights.map((item) => `${item.title} ${item.text}`).join(" "),
          weight: 1,
        },
      ],
      // A city page is the way into everything about it.
      boost: 1.3,
    });
  }
  for (const post of content.posts) {
    documents.push({
      kind: "article",
      id: post.slug,
      title: post.title,
      url: `/blog/${post.slug}`,
      snippet: excerpt(post.excerpt),
      fields: [
        { name: "title", text: post.title, weight: 10 },
        { name: "tags", text: post.tags.join(", "), weight: 4 },
        { name: "excerpt", text: post.excerpt, weight: 2 },
        { name: "body", text: post.content, weight: 0.5 },
      ],
    });
  }
  for (const page of content.pagesBySlug.values()) {
    documents.push({
      kind: "article",
      id: `page:${page.slug}`,
      title: page.title,
      url: page.path,
      snippet: excerpt(page.description),
      fields: [
        { name: "title", text: page.title, weight: 10 },
        { name: "description", text: page.description, weight: 2 },
        { name: "body", text: `${page.intro} ${page.body}`, weight: 0.5 },
      ],
    });
  }
  for (const category of content.faqCategories) {
    for (const entry of category.entries) {
      documents.push({
        kind: "faq",
        id: `faq:${entry.slug}`,
        title: entry.question,
        url: faqAnswerPath(category.id, entry.slug),
        snippet: excerpt(entry.answer),
        fields: [
          { name: "question", text: entry.question, weight: 8 },
          { name: "category", text: category.title, weight: 2 },
          { name: "answer", text: entry.answer, weight: 1 },
        ],
      });
    }
  }
  for (const guide of content.guides) {
    documents.push({
      kind: "guide",
      id: guide.slug,
      title: guide.title,
      url: `/blog/${guide.slug}`,
      snippet: `${guide.category} · ${guide.description}`,
      fields: [
        { name: "title", text: guide.title, weight: 10 },
        { name: "category", text: guide.category, weight: 3 },
        { name: "description", text: guide.description, weight: 2 },
      ],
    });
  }
  const cityPaths = new Set(content.cities.map((city) => `/${city.slug}`));
  // The French pages as this snapshot serves them: a studio version's published words, over its
  // file's or as a page of its own; the next snapshot (a publish, an unpublish) gets a new index.
  for (const page of frenchPagesWith(content.frenchByEnglishPath).list) {
    documents.push(frenchDocument(page, cityPaths));
  }
  return documents;
}

/**
 * A hotel's French page, /fr/hotels/:slug (issue 44), which a French search shows instead of the
 * English one: its type, amenities and price range in French words, the rest as in English (the
 * description is the English one, as the page shows it).
 */
function frenchHotelDocument(hotel: ContentSnapshot["hotels"][number]): SearchDocument {
  const french = frenchHotelSearchWords(hotel);
  return {
    kind: "hotel",
    id: `fr:${hotel.slug}`,
    title: hotel.name,
    url: `${FRENCH_ROOT}/hotels/${hotel.slug}`,
    snippet: `${hotel.location}, ${hotel.city} · ${frenchTypeLabel(hotel.hotelType)}`,
    fields: [
      { name: "name", text: hotel.name, weight: 10 },
      { name: "city", text: hotel.city, weight: 6 },
      { name: "area", text: hotel.location, weight: 6 },
      { name: "type", text: french.type, weight: 4 },
      { name: "price", text: french.price, weight: 3 },
      { name: "amenities", text: french.amenities, weight: 3 },
      { name: "description", text: hotel.description, weight: 1 },
    ],
    boost: hotel.featured ? 1.1 : 1,
    lang: "fr",
    onlyFor: "fr",
  };
}

/** A French page under the kind of its English twin: a city, a guide, an FAQ or an article. */
function frenchKind(page: FrenchPage, cityPaths: ReadonlySet<string>): SearchKind {
  if (page.partner && cityPaths.has(page.partner)) return "city";
  if (page.path.startsWith(`${FRENCH_ROOT}/blog/`)) return "guide";
  if (page.path.startsWith(`${FRENCH_ROOT}/faq/`)) return "faq";
  return "article";
}

function sectionHeadings(markdown: string): string {
  return [...markdown.matchAll(/^#{2,3} (.+)$/gm)].map((heading) => heading[1]).join(" ");
}

function frenchDocument(page: FrenchPage, cityPaths: ReadonlySet<string>): SearchDocument {
  return {
    kind: frenchKind(page, cityPaths),
    // By address: a studio-only page is named by its slug, which a bundled file may share.
    id: `fr:${page.path}`,
    title: page.heading,
    url: page.path,
    snippet: excerpt(page.description),
    // The <title> often names what the heading does not ("… : Elubo–Noé et Aflao–Lomé"), and
    // the section headings say what a long guide covers, so a place it has a section on finds it.
    fields: [
      { name: "heading", text: page.heading, weight: 10 },
      { name: "title", text: page.title, weight: 8 },
      { name: "sections", text: sectionHeadings(page.body), weight: 4 },
      { name: "description", text: page.description, weight: 2 },
      { name: "body", text: markdownSearchText(page.body), weight: 0.5 },
    ],
    lang: "fr",
  };
}

async function currentIndex(): Promise<IndexWithResults> {
  const content = await getContent();
  let current = indexes.get(content);
  if (!current) {
    current = {
      index: buildSearchIndex(searchDocuments(content)),
      results: new BoundedLru({ ...RESULTS_KEPT, sizeOf: resultsBytes }),
    };
    indexes.set(content, current);
  }
  return current;
}

/** One kind at a time shows this many; all kinds together, a few of each. */
const ONE_KIND_LIMIT = 100;
const PER_KIND = 8;

/**
 * The results /search (or /fr/search, `lang` "fr") shows for a query: of one kind, or a few of
 * every kind, the pages in the reader's language first.
 */
export function searchPageResults(query: string, kind: SearchKind | null, lang: Locale = "en") {
  return searchContent(query, kind ? ONE_KIND_LIMIT : PER_KIND, lang);
}

/** Results are shared between requests: read them, never change them. */
async function searchContent(query: string, perKind: number, lang: Locale): Promise<SearchResults> {
  const { index, results } = await currentIndex();
  const key = `${lang} ${perKind} ${normalizeSearchQuery(query)}`;
  let found = results.get(key);
  if (!found) {
    found = searchSite(index, query, { perKind, lang });
    results.set(key, found);
  }
  return found;
}

export async function suggestContent(query: string, lang: Locale = "en") {
  return suggestSite((await currentIndex()).index, query, 8, lang);
}
