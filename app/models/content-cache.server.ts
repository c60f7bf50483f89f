// Read-mostly content (cities, hotels and blog posts) held in memory: public pages make
// no per-request query (PGlite runs one query at a time). Reloaded after the seed, and every
// 60 s when several processes share one PostgreSQL.
import { asc, desc } from "drizzle-orm";
import { facts } from "#app/content/facts.ts";
import { factIdsIn, resolveFacts, resolveFactsDeep } from "#app/domain/facts.ts";
import { readingMinutes } from "#app/domain/reading-time.ts";
import { blogPosts, cities, hotels } from "#db/schema.ts";
import { getDb, getEngine } from "#app/models/db.server.ts";
import type { City, Hotel, Post } from "#app/models/types.ts";

export interface ContentSnapshot {
  cities: City[];
  hotels: Hotel[];
  hotelsBySlug: Map<string, Hotel>;
  /** Each city's hotels, one stable array per city (so sorted views of it are computed once). */
  hotelsByCity: Map<string, Hotel[]>;
  /** Newest first. */
  posts: Post[];
  postsBySlug: Map<string, Post>;
  /** The fact-register entries each stored page states, from its text before resolving. */
  factsByPath: { path: string; factIds: string[] }[];
  loadedAt: Date;
}

const REFRESH_INTERVAL_MS = 60_000;

let current: Promise<ContentSnapshot> | undefined;
let timer: NodeJS.Timeout | undefined;

async function load(): Promise<ContentSnapshot> {
  const db = await getDb();
  const hotelRows = await db.select().from(hotels).orderBy(asc(hotels.name));
  const rows = await db.select().from(cities).orderBy(asc(cities.name));
  const postRows = await db
    .select()
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.title));
  // Stored text keeps its {{fact:id}} tokens; pages and the API see the register's values.
  const posts: Post[] = postRows.map((row) => {
    const content = resolveFacts(row.content, facts);
    return {
      id: row.id,
      slug: row.slug,
      title: resolveFacts(row.title, facts),
      excerpt: resolveFacts(row.excerpt, facts),
      content,
      image: row.image,
      author: row.author,
      publishedAt: row.publishedAt.toISOString(),
      tags: row.tags,
      featured: row.featured,
      readingMinutes: readingMinutes(content),
      updatedAt: row.updatedAt.toISOString(),
      factIds: factIdsIn(`${row.title} ${row.excerpt} ${row.content}`),
    };
  });
  const cityNames = new Map(rows.map((row) => [row.slug, row.name]));
  const hotelList: Hotel[] = hotelRows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    city: cityNames.get(row.citySlug) ?? row.citySlug,
    citySlug: row.citySlug,
    location: resolveFacts(row.location, facts),
    description: resolveFacts(row.description, facts),
    image: row.image,
    rating: row.rating,
    price: row.price,
    priceRange: row.priceRange,
    hotelType: row.hotelType,
    amenities: row.amenities,
    affiliateLink: row.affiliateLink,
    latitude: row.latitude,
    longitude: row.longitude,
    featured: row.featured,
    updatedAt: row.updatedAt.toISOString(),
  }));
  const hotelsByCity = new Map<string, Hotel[]>();
  for (const hotel of hotelList) {
    const list = hotelsByCity.get(hotel.citySlug);
    if (list) list.push(hotel);
    else hotelsByCity.set(hotel.citySlug, [hotel]);
  }
  const factsByPath = [
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
  ].filter((entry) => entry.factIds.length > 0);
  return {
    factsByPath,
    hotels: hotelList,
    hotelsBySlug: new Map(hotelList.map((hotel) => [hotel.slug, hotel])),
    hotelsByCity,
    posts,
    postsBySlug: new Map(posts.map((post) => [post.slug, post])),
    cities: rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      region: row.region,
      ...resolveFactsDeep(
        {
          description: row.description,
          population: row.population,
          climate: row.climate,
          languages: row.languages,
          highlights: row.highlights,
          guide: row.guide,
        },
        facts,
      ),
      image: row.image,
      hotelCount: hotelsByCity.get(row.slug)?.length ?? 0,
      updatedAt: row.updatedAt.toISOString(),
    })),
    loadedAt: new Date(),
  };
}

async function startPeriodicRefresh() {
  if (timer || (await getEngine()) !== "postgres") return;
  timer = setInterval(() => {
    load()
      .then((snapshot) => {
        current = Promise.resolve(snapshot);
      })
      // Keep serving the last good snapshot while the database is away.
      .catch((error: unknown) => console.error("Content refresh failed:", error));
  }, REFRESH_INTERVAL_MS);
  timer.unref();
}

/** The current snapshot; loads it on first use. */
export function getContent(): Promise<ContentSnapshot> {
  if (!current) {
    const loading = load();
    current = loading;
    loading.catch(() => {
      if (current === loading) current = undefined;
    });
    void startPeriodicRefresh().catch(() => {});
  }
  return current;
}

/** Reloads the snapshot now (after the seed or a content change). */
export async function refreshContent(): Promise<ContentSnapshot> {
  current = undefined;
  return getContent();
}
