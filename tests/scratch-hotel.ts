// A city and a hotel of a test's own, for tests that run a use-case in their process on the
// database (its own PGlite, or CI's shared PostgreSQL, where seeded hotels belong to every file).
import { eq } from "drizzle-orm";
import { cities, hotels } from "#db/schema.ts";
import type { Database } from "#app/models/db.server.ts";

/** Inserts them under `name` (made unique by the caller); answers the hotel's id and a remover. */
export async function insertScratchHotel(db: Database, name: string) {
  await db.insert(cities).values({
    slug: name,
    name,
    region: "Greater Accra",
    description: "",
    image: "",
    population: "",
    climate: "",
    languages: "",
  });
  const [hotel] = await db
    .insert(hotels)
    .values({
      slug: `${name}-hotel`,
      name: `${name} hotel`,
      citySlug: name,
      location: "",
      description: "",
      image: "",
      rating: 3,
      price: 50,
      priceRange: "",
      hotelType: "hotel",
    })
    .returning({ id: hotels.id });
  return {
    hotelId: hotel!.id,
    /** Deletes both, once the caller has deleted what names the hotel. */
    remove: async () => {
      await db.delete(hotels).where(eq(hotels.id, hotel!.id));
      await db.delete(cities).where(eq(cities.slug, name));
    },
  };
}
