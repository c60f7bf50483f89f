// The amenity vocabulary, once: the keys stored on hotels and the labels people read. Icons
// (components/icon.tsx and the /icons.svg sprite) are typed by these keys, so none can be missed.
// The studio offers these as choices, and the API and the CSV import refuse anything else
// (amenity-check.ts), so a typo can never become a public filter option. Airport pickup is not an
// amenity: it is a practical fact with its source (practical-facts.ts), one field for one concept.
export const AMENITY_LABELS = {
  wifi: "Free WiFi",
  parking: "Parking",
  breakfast: "Breakfast",
  restaurant: "Restaurant",
  bar: "Bar",
  pool: "Pool",
  gym: "Gym",
  spa: "Spa",
  "air-conditioning": "Air conditioning",
  "beach-access": "Beach access",
  "conference-room": "Meeting rooms",
  "room-service": "Room service",
  laundry: "Laundry",
  garden: "Garden",
  coffee: "Coffee",
} as const;

export type Amenity = keyof typeof AMENITY_LABELS;

export const AMENITIES = Object.keys(AMENITY_LABELS) as Amenity[];

export function isAmenity(key: string): key is Amenity {
  return Object.hasOwn(AMENITY_LABELS, key);
}

/**
 * An amenity as a page shows it, its label and icon worked out on the server: the vocabulary then
 * stays out of every page's script (the hotel cards are on most pages).
 */
export interface AmenityView {
  key: string;
  label: string;
  /** Its own icon, or the star every unknown amenity gets (SPEC.md's default). */
  icon: Amenity | "star";
}

export function amenityView(key: string): AmenityView {
  return { key, label: amenityLabel(key), icon: isAmenity(key) ? key : "star" };
}

/** The label of a known amenity; an unknown key reads as its words. */
export function amenityLabel(key: string): string {
  return isAmenity(key) ? AMENITY_LABELS[key] : key.replace(/-/g, " ");
}

/**
 * Every amenity any of the lists has, once: the vocabulary's order first, then unknown keys
 * alphabetically (the rows of a comparison).
 */
export function amenitiesOfAny(lists: readonly (readonly string[])[]): string[] {
  const present = new Set(lists.flat());
  const known = AMENITIES.filter((amenity) => present.has(amenity));
  const unknown = [...present].filter((key) => !isAmenity(key)).sort();
  return [...known, ...unknown];
}
