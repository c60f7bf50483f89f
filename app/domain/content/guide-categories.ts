// The resource guides' categories (SPEC.md section 3), apart from the guides so that forms can use
// them without the guides' text.
export const GUIDE_CATEGORIES = [
  "Travel Documentation",
  "Accommodation",
  "Visa Information",
  "Airport Guide",
  "City Guide",
  "Travel Guide",
  "Business Travel",
  "Family Travel",
  "Tourism",
  "Luxury Hotels",
  "Travel Packages",
  "Regional Guide",
  "Cultural Tourism",
  "Historical Tourism",
] as const;
export type GuideCategory = (typeof GUIDE_CATEGORIES)[number];
