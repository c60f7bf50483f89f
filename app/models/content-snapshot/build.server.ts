// Builds the content snapshot: every published item read from the database into the shapes
// public pages use, with the redirects of renamed slugs, the archived slugs and the facts each
// page states. Only published items are in it (a post once its publish time has come).
import { listPublishedFrench, type PublishedFrench } from "#app/models/french-versions.server.ts";
import { and, asc, desc, eq, gt, lte } from "drizzle-orm";
import type { PublishedFaqCategory } from "#app/domain/faq/faq.ts";
import { facts } from "#app/content/facts.ts";
import type { GuideCategory } from "#app/domain/content/guide-categories.ts";
import type { Guide } from "#app/content/guides.ts";
import type { Product } from "#app/content/products.ts";
import type { CediRate } from "#app/domain/money/cedi.ts";
import {
  cediRateOf,
  conversionRate,
  CURRENCY_KEY,
  CurrencySettingsSchema,
  REFERENCE_CEDI_SETTINGS,
} from "#app/domain/money/cedi-settings.ts";
import { isAddressedType, type AddressedType } from "#app/domain/content/content-schemas.ts";
import { factIdsIn, factsChecked, resolveFacts } from "#app/domain/facts/facts.ts";
import { formatDayMonthYear } from "#app/domain/shared/dates.ts";
import { faqCategoryPath } from "#app/domain/faq/faq-paths.ts";
import {
  cityFromRow,
  hotelFromRow,
  loadReadyPhotos,
  pageFromRow,
  postFromRow,
} from "#app/models/content-snapshot/from-rows.server.ts";
import { noteContentVersion } from "#app/models/change-signal.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { loadGuestFacts } from "#app/models/guest-reports.server.ts";
import type { City, Hotel, Page, Post } from "#app/models/types.ts";
import {
  blogPosts,
  cities,
  contentState,
  faqCategories,
  faqEntries,
  guides,
  hotels,
  pages,
  products,
  settings,
  slugRedirects,
} from "#db/schema.ts";

export interface ContentSnapshot {
  cities: City[];
  hotels: Hotel[];
  hotelsBySlug: Map<string, Hotel>;
  /** Each city's hotels, one stable array per city (so sorted views of it are computed once). */
  hotelsByCity: Map<string, Hotel[]>;
  /** Newest first. */
  posts: Post[];
  postsBySlug: Map<string, Post>;
  /** Published resource guides, in order. */
  guides: Guide[];
  /** Published products on their home-page shelves, in order. */
  products: { travel: Product[]; ghana: Product[]; bySlug: Map<string, Product> };
  /** The operator's dollar-to-cedi rate, or null while none is set. */
  cedi: CediRate | null;
  /** Published long-form pages by slug. */
  pagesBySlug: Map<string, Page>;
  /** The FAQ: published categories in order, each with its published answers in order. */
  faqCategories: PublishedFaqCategory[];
  /** The fact-register entries each stored page states, from its text before resolving. */
  factsByPath: { path: string; factIds: string[] }[];
  /** An FAQ answer's old slugs, each to its current one (links name answers by slug). */
  faqAnswerRenames: Map<string, string>;
  /** Where a renamed item's old slug leads now, by kind. */
  redirects: Record<AddressedType, Map<string, string>>;
  /** Slugs of archived items, by kind: their pages answer 410 Gone. */
  archived: Record<AddressedType, Set<string>>;
  /**
   * Published hotels no public source confirms yet (listing unverified), slug to city slug: not
   * listed anywhere, and their pages answer 301 to the city.
   */
  unlistedHotels: Map<string, string>;
  /** Published French versions of posts, cities and pages, by their English path (issue 44). */
  frenchByEnglishPath: Map<string, PublishedFrench>;
  /** The database's content version this snapshot was loaded at. */
  version: number;
  loadedAt: Date;
}

/**
 * Reads every published item into a new snapshot, and when the next scheduled post goes public
 * (the snapshot must be rebuilt then).
 */
export async function buildSnapshot(): Promise<{
  snapshot: ContentSnapshot;
  nextScheduledAt: Date | undefined;
}> {
  const db = await getDb();
  const now = new Date();
  // Read first: a change committed while the rest loads then triggers one more reload.
  const [state] = await db.select({ version: contentState.version }).from(contentState);
  noteContentVersion(state?.version ?? 0);
  const publishedHotelRows = await db
    .select()
    .from(hotels)
    .where(eq(hotels.status, "published"))
    .orderBy(asc(hotels.name));
  // A hotel that may not exist is never listed: only those public sources confirm are shown.
  const hotelRows = publishedHotelRows.filter((row) => row.listingStatus === "verified");
  const unlistedHotels = new Map(
    publishedHotelRows
      .filter((row) => row.listingStatus !== "verified")
      .map((row) => [row.slug, row.citySlug]),
  );
  const rows = await db
    .select()
    .from(cities)
    .where(eq(cities.status, "published"))
    .orderBy(asc(cities.name));
  const postRows = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.status, "published"), lte(blogPosts.publishedAt, now)))
    .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.title));
  const faqCategoryRows = await db
    .select()
    .from(faqCategories)
    .where(eq(faqCategories.status, "published"))
    .orderBy(asc(faqCategories.position), asc(faqCategories.title));
  const faqRows = await db
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.status, "published"))
    .orderBy(asc(faqEntries.position), asc(faqEntries.question));
  const productRows = await db
    .select()
    .from(products)
    .where(eq(products.status, "published"))
    .orderBy(asc(products.position), asc(products.title));
  const guideRows = await db
    .select()
    .from(guides)
    .where(eq(guides.status, "published"))
    .orderBy(asc(guides.position), asc(guides.title));
  const pageRows = await db.select().from(pages).where(eq(pages.status, "published"));
  // Kept with the content: a rate change re-renders cached pages as a content change does.
  const [currencyRow] = await db.select().from(settings).where(eq(settings.key, CURRENCY_KEY));
  // No row: a fresh install, which has the cited reference rate (cedi-settings.ts).
  const currency = CurrencySettingsSchema.safeParse(currencyRow?.value ?? REFERENCE_CEDI_SETTINGS);
  const cedi = currency.success ? cediRateOf(currency.data) : null;
  const redirectRows = await db.select().from(slugRedirects);
  const archivedRows = await Promise.all(
    ([hotels, cities, blogPosts, pages, faqCategories] as const).map((table) =>
      db.select({ slug: table.slug }).from(table).where(eq(table.status, "archived")),
    ),
  );
  const [nextScheduled] = await db
    .select({ at: blogPosts.publishedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, "published"), gt(blogPosts.publishedAt, now)))
    .orderBy(asc(blogPosts.publishedAt))
    .limit(1);
  const ready = await loadReadyPhotos(
    [...hotelRows, ...rows, ...postRows].flatMap((row) => row.photos.map((photo) => photo.mediaId)),
  );
  const posts = postRows.map((row) => postFromRow(row, ready));
  // A hotel keeps its city's name even while that city's page is a draft or archived.
  const cityNames = new Map(
    (await db.select({ slug: cities.slug, name: cities.name }).from(cities)).map((row) => [
      row.slug,
      row.name,
    ]),
  );
  const guestFactsOf = await loadGuestFacts(await getDb(), now);
  const hotelList = hotelRows.map((row) =>
    hotelFromRow(row, cityNames, ready, conversionRate(cedi), guestFactsOf.get(row.id)),
  );
  const pageList = pageRows.map(pageFromRow);
  const hotelsByCity = new Map<string, Hotel[]>();
  for (const hotel of hotelList) {
    const list = hotelsByCity.get(hotel.citySlug);
    if (list) list.push(hotel);
    else hotelsByCity.set(hotel.citySlug, [hotel]);
  }
  const faq = faqCategoryRows
    .map((category) => ({
      id: category.slug,
      title: resolveFacts(category.title, facts),
      entries: faqRows
        .filter((entry) => entry.categorySlug === category.slug)
        .map((entry) => {
          // An answer is only as fresh as the oldest registered fact it states.
          const checked = factsChecked(factIdsIn(`${entry.question} ${entry.answer}`), facts);
          return {
            slug: entry.slug,
            question: resolveFacts(entry.question, facts),
            answer: resolveFacts(entry.answer, facts),
            ...(checked
              ? { checked: { on: checked.checkedOn, label: formatDayMonthYear(checked.checkedOn) } }
              : {}),
          };
        }),
    }))
    .filter((category) => category.entries.length > 0);
  const factsByPath = [
    {
      // Guide descriptions are listed on the blog, the home page and city pages; the blog has all.
      path: "/blog",
      factIds: factIdsIn(guideRows.map((row) => `${row.title} ${row.description}`).join(" ")),
    },
    ...faqCategoryRows.map((category) => ({
      path: faqCategoryPath(category.slug),
      factIds: factIdsIn(
        faqRows
          .filter((entry) => entry.categorySlug === category.slug)
          .map((entry) => `${entry.question} ${entry.answer}`)
          .join(" "),
      ),
    })),
    ...postRows.map((row) => ({
      path: `/blog/${row.slug}`,
      factIds: factIdsIn(`${row.title} ${row.excerpt} ${row.content}`),
    })),
    ...rows.map((row) => ({
      path: `/${row.slug}`,
      factIds: factIdsIn(
        [row.description, row.population, row.climate, row.languages, row.guide]
          .concat(row.highlights.flatMap((highlight) => [highlight.title, highlight.text]))
          .join(" "),
      ),
    })),
    ...hotelRows.map((row) => ({
      path: `/hotels/${row.slug}`,
      factIds: factIdsIn(`${row.location} ${row.description}`),
    })),
    ...pageList.map((page) => ({ path: page.path, factIds: page.factIds })),
  ].filter((entry) => entry.factIds.length > 0);
  const redirects: ContentSnapshot["redirects"] = {
    hotels: new Map(),
    cities: new Map(),
    posts: new Map(),
    pages: new Map(),
    "faq-categories": new Map(),
  };
  const faqAnswerRenames = new Map<string, string>();
  for (const row of redirectRows) {
    if (isAddressedType(row.kind)) redirects[row.kind].set(row.fromSlug, row.toSlug);
    else if (row.kind === "faqs") faqAnswerRenames.set(row.fromSlug, row.toSlug);
  }
  const [archivedHotels, archivedCities, archivedPosts, archivedPages, archivedFaqCategories] =
    archivedRows.map((list) => new Set(list.map((row) => row.slug)));
  const productList = productRows.map((row): Product & { shelf: string } => ({
    slug: row.slug,
    shelf: row.shelf,
    retailerProductId: row.retailerProductId,
    title: resolveFacts(row.title, facts),
    price: row.price,
    originalPrice: row.originalPrice,
    image: row.image,
    rating: row.rating,
    reviewCount: row.reviewCount,
    category: row.category,
    description: resolveFacts(row.description, facts),
    features: row.features.map((feature) => resolveFacts(feature, facts)),
  }));
  const snapshot: ContentSnapshot = {
    guides: guideRows.map((row) => ({
      slug: row.slug,
      title: resolveFacts(row.title, facts),
      category: row.category as GuideCategory,
      description: resolveFacts(row.description, facts),
    })),
    products: {
      travel: productList.filter((product) => product.shelf === "travel"),
      ghana: productList.filter((product) => product.shelf === "ghana"),
      bySlug: new Map(productList.map((product) => [product.slug, product])),
    },
    faqCategories: faq,
    faqAnswerRenames,
    redirects,
    unlistedHotels,
    archived: {
      hotels: archivedHotels!,
      cities: archivedCities!,
      posts: archivedPosts!,
      pages: archivedPages!,
      "faq-categories": archivedFaqCategories!,
    },
    pagesBySlug: new Map(pageList.map((page) => [page.slug, page])),
    frenchByEnglishPath: new Map(
      (await listPublishedFrench()).map((french) => [french.englishPath, french]),
    ),
    cedi,
    version: state?.version ?? 0,
    factsByPath,
    hotels: hotelList,
    hotelsBySlug: new Map(hotelList.map((hotel) => [hotel.slug, hotel])),
    hotelsByCity,
    posts,
    postsBySlug: new Map(posts.map((post) => [post.slug, post])),
    cities: rows.map((row) => cityFromRow(row, hotelsByCity.get(row.slug)?.length ?? 0, ready)),
    loadedAt: new Date(),
  };
  return { snapshot, nextScheduledAt: nextScheduled?.at ?? undefined };
}
