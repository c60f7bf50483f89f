import { getContent } from "./content-cache.server.ts";
import type { Hotel } from "./types.ts";

export async function listHotels(): Promise<Hotel[]> {
  return (await getContent()).hotels;
}

export async function findHotelBySlug(slug: string): Promise<Hotel | undefined> {
  return (await getContent()).hotelsBySlug.get(slug);
}

export async function listFeaturedHotels(): Promise<Hotel[]> {
  return (await listHotels()).filter((hotel) => hotel.featured);
}

/** Other hotels in the same city, best rated first. */
export async function listHotelsInCity(
  citySlug: string,
  options: { exclude?: string; limit: number },
) {
  return (await listHotels())
    .filter((hotel) => hotel.citySlug === citySlug && hotel.slug !== options.exclude)
    .sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name))
    .slice(0, options.limit);
}
