// Shapes of stored content as pages and the JSON API see them (client-safe: types only).

export interface CityHighlight {
  title: string;
  text: string;
}

export interface City {
  slug: string;
  name: string;
  region: string;
  description: string;
  image: string;
  population: string;
  climate: string;
  languages: string;
  highlights: CityHighlight[];
  guide: string;
  hotelCount: number;
  updatedAt: string;
}

export interface Hotel {
  id: number;
  slug: string;
  name: string;
  /** City name, as SPEC.md's Hotel.city. */
  city: string;
  citySlug: string;
  location: string;
  description: string;
  image: string;
  rating: number;
  /** USD per night. */
  price: number;
  priceRange: string;
  hotelType: string;
  amenities: string[];
  affiliateLink: string | null;
  latitude: number | null;
  longitude: number | null;
  featured: boolean;
  updatedAt: string;
}

/** A post as cards and lists need it (no body). */
export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  author: string;
  /** ISO date-time. */
  publishedAt: string;
  tags: string[];
  featured: boolean;
  /** Computed from the body's word count (DECISIONS.md item 7). */
  readingMinutes: number;
}

export interface Post extends PostSummary {
  content: string;
  updatedAt: string;
  /** Fact-register entries the post states (its "Facts checked" note comes from them). */
  factIds: string[];
  /** The day an editor last reviewed the post's facts (YYYY-MM-DD), if ever. */
  factsReviewedOn: string | null;
}
