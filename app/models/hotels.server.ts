// Hotels, served from the in-process content cache. The arrays returned are shared and
// read-only: sorted views and selections of them are memoised by identity.
import { getContent } from "#app/models/content-snapshot/serve.server.ts";
import type { Hotel } from "#app/models/types.ts";

export async function listHotels(): Promise<readonly Hotel[]> {
  return (await getContent()).hotels;
}

export async function findHotelBySlug(slug: string): Promise<Hotel | undefined> {
  return (await getContent()).hotelsBySlug.get(slug);
}

/** The hotels of one city (empty when it has none). */
export async function listCityHotels(citySlug: string): Promise<readonly Hotel[]> {
  return (await getContent()).hotelsByCity.get(citySlug) ?? [];
}

/** Featured hotels, in name order. */
export async function listFeaturedHotels(): Promise<readonly Hotel[]> {
  return (await listHotels()).filter((hotel) => hotel.featured);
}
