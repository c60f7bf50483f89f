// Reading an amenity someone typed (the API, the CSV import) against the vocabulary: the key it
// names, or why not with the nearest known one. Apart from amenities.ts, which hotel cards ship
// to every page, so the pages do not carry it.
import { AMENITIES, AMENITY_LABELS, type Amenity } from "#app/domain/hotels/amenities.ts";
import { nearestWord } from "#app/domain/text/nearest-word.ts";
import { slugify } from "#app/domain/content/slug.ts";
import { RETIRED_SHUTTLE_AMENITY } from "#app/domain/hotel-lists/practical-filters.ts";

/** The amenity a value names, by key or label in any case ("WiFi", "Free WiFi", "room service"). */
export function knownAmenity(value: string): Amenity | null {
  const key = slugify(value);
  return (
    AMENITIES.find((amenity) => amenity === key || slugify(AMENITY_LABELS[amenity]) === key) ?? null
  );
}

/** "amenity 'Wifii' is not one we know. Did you mean 'wifi'?" */
export function unknownAmenityReason(value: string): string {
  if (slugify(value) === RETIRED_SHUTTLE_AMENITY) {
    return `amenity '${value}' is now the practical fact airport-pickup: state it there, with the source that says so.`;
  }
  const nearest = nearestWord(slugify(value), AMENITIES, (amenity) => [
    amenity,
    slugify(AMENITY_LABELS[amenity]),
  ]);
  return `amenity '${value}' is not one we know. ${
    nearest ? `Did you mean '${nearest}'?` : `Use one of: ${AMENITIES.join(", ")}.`
  }`;
}
