// The hotel type vocabulary, once: what the studio offers, the API and the CSV import accept,
// and the public type filter shows. SPEC.md section 3's values seen, and section 5's filter
// options (boutique, eco lodge). Written any case, or with hyphens, a type is the same type.
import { nearestWord } from "#app/domain/text/nearest-word.ts";
import { slugify } from "#app/domain/content/slug.ts";

export const HOTEL_TYPES = [
  "hotel",
  "guest house",
  "apartment",
  "boutique",
  "business",
  "luxury",
  "resort",
  "beach resort",
  "eco lodge",
] as const;
export type HotelType = (typeof HOTEL_TYPES)[number];

/** The known type a value names ("Guest House", "guest-house"), or null. */
export function knownHotelType(value: string): HotelType | null {
  const key = slugify(value);
  return HOTEL_TYPES.find((type) => slugify(type) === key) ?? null;
}

/** "hotel type 'Guesthouse' is not one we know. Did you mean 'guest house'?" */
export function unknownHotelTypeReason(value: string): string {
  const nearest = nearestWord(slugify(value), HOTEL_TYPES, (type) => [slugify(type)]);
  return `hotel type '${value}' is not one we know. ${
    nearest ? `Did you mean '${nearest}'?` : `Use one of: ${HOTEL_TYPES.join(", ")}.`
  }`;
}
