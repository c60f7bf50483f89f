// What a city's card shows, and so all a loader sends for one.
import type { City } from "#app/models/types.ts";

export type CardCity = Pick<
  City,
  "slug" | "name" | "region" | "description" | "image" | "hotelCount"
>;

/** What a card shows, and so all a loader need send: a city's guide stays on its own page. */
export function toCardCity(city: CardCity): CardCity {
  return {
    slug: city.slug,
    name: city.name,
    region: city.region,
    description: city.description,
    image: city.image,
    hotelCount: city.hotelCount,
  };
}
