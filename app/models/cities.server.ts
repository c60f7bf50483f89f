import { getContent } from "#app/models/content-snapshot/serve.server.ts";
import type { City } from "#app/models/types.ts";

export async function listCities(): Promise<City[]> {
  return (await getContent()).cities;
}

export async function findCityBySlug(slug: string): Promise<City | undefined> {
  return (await listCities()).find((city) => city.slug === slug);
}
