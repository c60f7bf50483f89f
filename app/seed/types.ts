// Shapes of the editorial seed data. Writers fill these; the seed step turns them into rows.

import { AMENITIES } from "#app/domain/hotels/amenities.ts";
import { HOTEL_TYPES } from "#app/domain/hotels/hotel-types.ts";
import { z } from "#app/domain/shared/zod.ts";

export { AMENITIES, type Amenity } from "#app/domain/hotels/amenities.ts";
export { HOTEL_TYPES, type HotelType } from "#app/domain/hotels/hotel-types.ts";

/** One hotel of app/seed/hotels.json, checked when the seed loads. */
export const HotelSeedSchema = z.object({
  /** The hotel's real, current trading name. */
  name: z.string().min(1),
  /** City name exactly as in CitySeed.name, e.g. "Accra", "Cape Coast", "Elmina". */
  city: z.string().min(1),
  /** Neighbourhood or street, e.g. "Airport Residential Area". */
  location: z.string().min(1),
  /** Original description, at least 60 words, plain text. */
  description: z.string().min(1),
  /** Indicative nightly rate in USD for a standard double room: not a quote. */
  price: z.number().positive(),
  /** Indicative guest-rating level 0-5, one decimal: not a review score. */
  rating: z.number().min(0).max(5),
  hotelType: z.enum(HOTEL_TYPES),
  amenities: z.array(z.enum(AMENITIES)),
  /** Approximate (about two decimals); null where not known well enough. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  featured: z.boolean(),
});
export type HotelSeed = z.infer<typeof HotelSeedSchema>;

export interface CityHighlight {
  title: string;
  text: string;
}

export interface CitySeed {
  name: string;
  /** Lower-case, non-alphanumerics to single hyphens: "Cape Coast" -> "cape-coast". */
  slug: string;
  region: string;
  /** Card text, 35-60 words. */
  description: string;
  /** Quick facts. Population with its source and year, e.g. "About 2.6 million in Greater Accra's metro area (2021 census)". */
  population: string;
  climate: string;
  languages: string;
  /** 'Why choose {city}': 4 to 6 reasons. */
  highlights: CityHighlight[];
  /** Long descriptive text, 350-600 words, paragraphs separated by blank lines, '## ' subheadings allowed. */
  guide: string;
}

export interface PostSeed {
  slug: string;
  title: string;
  /** One or two sentences, under 200 characters. */
  excerpt: string;
  /** Body: lines; '## ' and '### ' headings, blank lines between paragraphs, '**bold**' and '- ' list lines allowed. No HTML, no links markup. */
  content: string;
  author: string;
  /** ISO date, YYYY-MM-DD, not after 2026-11-22. */
  publishedAt: string;
  tags: string[];
  featured: boolean;
}
