// Fills the database with the editorial content. Idempotent: a row is inserted when its slug
// is new and rewritten only when the content differs, so a second run changes nothing.
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#app/models/db.server.ts";
import { priceRangeLabel } from "#app/domain/price-range.ts";
import { slugify } from "#app/domain/slug.ts";
import { blogPosts, cities, hotels } from "#db/schema.ts";
import { citySeeds } from "#db/seed/cities.ts";
import { hotelSeeds } from "#db/seed/hotels.ts";
import { postsBatch1 } from "#db/seed/posts-1.ts";
import { postsBatch2 } from "#db/seed/posts-2.ts";
import { postsBatch3 } from "#db/seed/posts-3.ts";
import { postsBatch4 } from "#db/seed/posts-4.ts";

export const postSeeds = [...postsBatch1, ...postsBatch2, ...postsBatch3, ...postsBatch4];

export interface SeedResult {
  cities: number;
  hotels: number;
  posts: number;
}

/**
 * `insert ... on conflict (slug) do update set <every column the rows give> = excluded.* where
 * anything differs`. The where clause is what keeps a second run from touching rows (and their
 * updated_at).
 */
function upsertBySlug<T extends PgTable>(table: T, rows: readonly Record<string, unknown>[]) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const contentColumns = Object.keys(rows[0] ?? {}).filter((key) => key !== "slug");
  const set: Record<string, SQL> = {};
  const differs: SQL[] = [];
  for (const key of contentColumns) {
    const column = columns[key]!;
    set[key] = sql.raw(`excluded."${column.name}"`);
    differs.push(sql`${column} is distinct from ${sql.raw(`excluded."${column.name}"`)}`);
  }
  set.updatedAt = sql`now()`;
  return {
    target: columns.slug!,
    set,
    setWhere: sql.join(differs, sql` or `),
  };
}

export async function seedDatabase(db: Database): Promise<SeedResult> {
  // Every field of a city seed is a column; the slug follows the name (a test checks they agree).
  const cityRows = citySeeds.map((city) => {
    const slug = slugify(city.name);
    return { ...city, slug, image: `/images/cities/${slug}.svg` };
  });
  await db.insert(cities).values(cityRows).onConflictDoUpdate(upsertBySlug(cities, cityRows));

  const hotelRows = hotelSeeds.map((hotel) => {
    const slug = slugify(hotel.name);
    return {
      slug,
      name: hotel.name,
      citySlug: slugify(hotel.city),
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
    };
  });
  await db.insert(hotels).values(hotelRows).onConflictDoUpdate(upsertBySlug(hotels, hotelRows));

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
  await db.insert(blogPosts).values(postRows).onConflictDoUpdate(upsertBySlug(blogPosts, postRows));

  return { cities: cityRows.length, hotels: hotelRows.length, posts: postRows.length };
}
