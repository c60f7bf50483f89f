// The listed hotels as the Facts tab's coverage and `npm run facts:coverage` read them: city,
// practical facts (the stored ones and what approved guests' reports state) and whether the team
// has an address to send a fact sheet to (issue 40).
import { and, asc, eq } from "drizzle-orm";
import { cities, hotels } from "#db/schema.ts";
import { getDb } from "#app/models/db.server.ts";
import { loadGuestFacts } from "#app/models/guest-reports.server.ts";

export interface CoverageHotelRow {
  id: number;
  name: string;
  city: string;
  facts: readonly { key: string; source: { kind?: string } }[];
  /** The hotel's e-mail address for the team; null: none known. */
  email: string | null;
}

/** Hotels a visitor sees (published, their listing verified), by city and name. */
export async function listCoverageHotels(): Promise<CoverageHotelRow[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: hotels.id,
      name: hotels.name,
      cityName: cities.name,
      citySlug: hotels.citySlug,
      facts: hotels.practicalFacts,
      contacts: hotels.contacts,
    })
    .from(hotels)
    .leftJoin(cities, eq(cities.slug, hotels.citySlug))
    .where(and(eq(hotels.status, "published"), eq(hotels.listingStatus, "verified")))
    .orderBy(asc(hotels.name));
  const guestFactsOf = await loadGuestFacts(db, new Date());
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      city: row.cityName ?? row.citySlug,
      facts: [...row.facts, ...(guestFactsOf.get(row.id) ?? [])],
      email: row.contacts.email?.value || null,
    }))
    .sort((a, b) => a.city.localeCompare(b.city, "en") || a.name.localeCompare(b.name, "en"));
}
