// Hotels for the benchmarks' temporary databases: copies of real seed hotels under numbered names
// (so descriptions and amenity lists have real sizes), written in batches. They exist only in the
// scratch database a benchmark makes and drops.
import { hotels } from "#db/schema.ts";
import { hotelListingFor } from "#app/seed/hotel-listings.ts";
import { hotelPracticalFacts } from "#app/seed/hotel-practical-facts.ts";
import { hotelSeeds } from "#app/seed/hotels.ts";
import { priceRangeLabel } from "#app/domain/hotels/price-range.ts";
import { slugify } from "#app/domain/content/slug.ts";
import type { Database } from "#app/models/db.server.ts";

/**
 * Adds `count` hotels. With `varied`, prices and ratings spread around their model's (the
 * catalogue benchmark sorts and filters them); without, each copies its model's.
 */
export async function addSyntheticHotels(
  db: Database,
  count: number,
  { varied = false } = {},
): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => {
    const model = hotelSeeds[index % hotelSeeds.length]!;
    const modelSlug = slugify(model.name);
    const name = `${model.name} ${index + 1}`;
    const price = varied
      ? Math.max(15, Math.round(model.price * (0.6 + ((index * 37) % 80) / 100)))
      : model.price;
    const rating = varied
      ? Math.min(5, Math.round((model.rating - 0.5 + ((index * 13) % 10) / 10) * 10) / 10)
      : model.rating;
    return {
      slug: slugify(name),
      name,
      citySlug: slugify(model.city),
      location: model.location,
      description: model.description,
      image: `/images/hotels/${slugify(name)}.svg`,
      rating,
      price,
      priceRange: priceRangeLabel(price),
      hotelType: model.hotelType,
      amenities: model.amenities,
      latitude: model.latitude,
      longitude: model.longitude,
      featured: false,
      // The model's listing check and practical facts: a hotel no public source confirms is
      // listed nowhere, so without them the lists held only the real hotels.
      ...hotelListingFor(modelSlug),
      practicalFacts: [...(hotelPracticalFacts[modelSlug] ?? [])],
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(hotels).values(rows.slice(start, start + 500));
  }
}
