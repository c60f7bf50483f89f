// Read-mostly content (cities, and later hotels and posts) held in memory: public pages make
// no per-request query (PGlite runs one query at a time). Reloaded after the seed, and every
// 60 s when several processes share one PostgreSQL.
import { asc, count, eq, getTableColumns } from "drizzle-orm";
import { cities, hotels } from "#db/schema.ts";
import { getDb, getEngine } from "../db.server.ts";
import type { City } from "./types.ts";

export interface ContentSnapshot {
  cities: City[];
  loadedAt: Date;
}

const REFRESH_INTERVAL_MS = 60_000;

let current: Promise<ContentSnapshot> | undefined;
let timer: NodeJS.Timeout | undefined;

async function load(): Promise<ContentSnapshot> {
  const db = await getDb();
  const rows = await db
    .select({ ...getTableColumns(cities), hotelCount: count(hotels.id) })
    .from(cities)
    .leftJoin(hotels, eq(hotels.citySlug, cities.slug))
    .groupBy(cities.id)
    .orderBy(asc(cities.name));
  return {
    cities: rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      region: row.region,
      description: row.description,
      image: row.image,
      population: row.population,
      climate: row.climate,
      languages: row.languages,
      highlights: row.highlights,
      guide: row.guide,
      hotelCount: Number(row.hotelCount),
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
