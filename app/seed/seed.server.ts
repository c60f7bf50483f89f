// The first import of the editorial content. The database is the source of truth: the seed adds
// only the items it never added before (recorded in seed_ledger), so an item the operator edited,
// renamed, archived or deleted is never overwritten or brought back, and a second run changes
// nothing. A new item in these files still reaches an existing database at the next start. Bodies
// are CommonMark, stored as written (docs/decisions/050).
import { eq, inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#app/models/db.server.ts";
import { priceRangeLabel } from "#app/domain/hotels/price-range.ts";
import { slugify } from "#app/domain/content/slug.ts";
import {
  blogPosts,
  cities,
  faqCategories,
  faqEntries,
  guides,
  hotels,
  pages,
  products,
  seedLedger,
  slugRedirects,
} from "#db/schema.ts";
import { faqCategoriesSource } from "#app/content/faq.ts";
import { ghanaProducts, travelProducts } from "#app/content/products.ts";
import { guidesSource } from "#app/content/guides.ts";
import { citySeeds } from "#app/seed/cities.ts";
import { cityPlaceSeeds } from "#app/seed/city-places.ts";
import { hotelSeeds } from "#app/seed/hotels.ts";
import { hotelListingFor } from "#app/seed/hotel-listings.ts";
import { hotelPracticalFacts } from "#app/seed/hotel-practical-facts.ts";
import { pageSeeds } from "#app/seed/pages.ts";
import { postsBatch1 } from "#app/seed/posts-1.ts";
import { postsBatch2 } from "#app/seed/posts-2.ts";
import { postsBatch3 } from "#app/seed/posts-3.ts";
import { postsBatch4 } from "#app/seed/posts-4.ts";

export const postSeeds = [...postsBatch1, ...postsBatch2, ...postsBatch3, ...postsBatch4];

/** How many items of each kind this run added. */
export interface SeedResult {
  cities: number;
  hotels: number;
  posts: number;
  "faq-categories": number;
  faqs: number;
  products: number;
  guides: number;
  pages: number;
}

/** A question's slug: its words, cut at a word to stay short enough for an address. */
export function questionSlug(question: string): string {
  const slug = slugify(question);
  if (slug.length <= 80) return slug;
  return slug.slice(0, 81).replace(/-[^-]*$/, "");
}

/** Inserts the rows whose slug the ledger has never seen, and records them, in one transaction. */
async function insertNew<T extends PgTable>(
  db: Database,
  kind: keyof SeedResult,
  table: T,
  rows: readonly (T["$inferInsert"] & { slug: string })[],
): Promise<number> {
  const seen = await db
    .select({ key: seedLedger.key })
    .from(seedLedger)
    .where(eq(seedLedger.kind, kind));
  const known = new Set(seen.map((row) => row.key));
  const fresh = rows.filter((row) => !known.has(row.slug));
  if (fresh.length === 0) return 0;
  await db.transaction(async (tx) => {
    // An item the operator created under the same slug keeps its place.
    await tx.insert(table).values(fresh).onConflictDoNothing();
    await tx
      .insert(seedLedger)
      .values(fresh.map((row) => ({ kind, key: row.slug })))
      .onConflictDoNothing();
  });
  return fresh.length;
}

/** A seed hotel names its city by the seed's slug; the operator may have renamed that city since. */
async function currentCitySlugs(db: Database, slugs: readonly string[]) {
  const renamed = await db
    .select()
    .from(slugRedirects)
    .where(inArray(slugRedirects.fromSlug, [...new Set(slugs)]));
  const byOldSlug = new Map(
    renamed.filter((row) => row.kind === "cities").map((row) => [row.fromSlug, row.toSlug]),
  );
  return (slug: string) => byOldSlug.get(slug) ?? slug;
}

export async function seedDatabase(db: Database): Promise<SeedResult> {
  // Every field of a city seed is a column; the slug follows the name (a test checks they agree).
  const cityRows = citySeeds.map((city) => {
    const slug = slugify(city.name);
    return {
      ...city,
      slug,
      image: `/images/cities/${slug}.svg`,
      ...cityPlaceSeeds[slug],
    };
  });
  const citiesAdded = await insertNew(db, "cities", cities, cityRows);

  const citySlug = await currentCitySlugs(
    db,
    hotelSeeds.map((hotel) => slugify(hotel.city)),
  );
  const hotelRows = hotelSeeds.map((hotel) => {
    const slug = slugify(hotel.name);
    return {
      slug,
      name: hotel.name,
      citySlug: citySlug(slugify(hotel.city)),
      location: hotel.location,
      description: hotel.description,
      image: `/images/hotels/${slug}.svg`,
      rating: hotel.rating,
      price: hotel.price,
      priceRange: priceRangeLabel(hotel.price),
      hotelType: hotel.hotelType,
      amenities: hotel.amenities,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      featured: hotel.featured,
      ...hotelListingFor(slug),
      practicalFacts: [...(hotelPracticalFacts[slug] ?? [])],
    };
  });
  const hotelsAdded = await insertNew(db, "hotels", hotels, hotelRows);

  const postRows = postSeeds.map((post) => ({
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    image: `/images/posts/${post.slug}.svg`,
    author: post.author,
    // Noon in Ghana (GMT), so the date reads the same in every time zone near it.
    publishedAt: new Date(`${post.publishedAt}T12:00:00Z`),
    tags: post.tags,
    featured: post.featured,
  }));
  const postsAdded = await insertNew(db, "posts", blogPosts, postRows);

  // Positions leave room between items, so the operator can slot one in without renumbering.
  const categoryRows = faqCategoriesSource.map((category, index) => ({
    slug: category.id,
    title: category.title,
    position: (index + 1) * 10,
    status: "published",
  }));
  const faqCategoriesAdded = await insertNew(db, "faq-categories", faqCategories, categoryRows);
  const entryRows = faqCategoriesSource.flatMap((category) =>
    category.entries.map((entry, index) => ({
      slug: questionSlug(entry.question),
      categorySlug: category.id,
      question: entry.question,
      answer: entry.answer,
      position: (index + 1) * 10,
      status: "published",
    })),
  );
  const faqsAdded = await insertNew(db, "faqs", faqEntries, entryRows);

  const productRows = (
    [
      ["travel", travelProducts],
      ["ghana", ghanaProducts],
    ] as const
  ).flatMap(([shelf, list]) =>
    list.map((product, index) => ({
      ...product,
      features: [...product.features],
      shelf,
      position: (index + 1) * 10,
      status: "published",
    })),
  );
  const productsAdded = await insertNew(db, "products", products, productRows);

  const guideRows = guidesSource.map((guide, index) => ({
    ...guide,
    position: (index + 1) * 10,
    status: "published",
  }));
  const guidesAdded = await insertNew(db, "guides", guides, guideRows);

  const pageRows = pageSeeds.map((page) => ({
    ...page,
    publishedAt: new Date(`${page.publishedAt}T12:00:00Z`),
    updatedAt: new Date(`${page.updatedAt}T12:00:00Z`),
    createdAt: new Date(`${page.publishedAt}T12:00:00Z`),
    status: "published",
  }));
  const pagesAdded = await insertNew(db, "pages", pages, pageRows);

  return {
    cities: citiesAdded,
    hotels: hotelsAdded,
    posts: postsAdded,
    "faq-categories": faqCategoriesAdded,
    faqs: faqsAdded,
    products: productsAdded,
    guides: guidesAdded,
    pages: pagesAdded,
  };
}
