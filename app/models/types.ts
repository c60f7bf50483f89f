// Shapes of stored content as pages and the JSON API see them (client-safe: types only).
import type { HtmlPart, SectionLink } from "#app/domain/markdown-html.ts";
import type { PublicContacts } from "#app/domain/hotel-contacts.ts";
import type { HotelSnapshotFields } from "#app/domain/hotel-definition.ts";
import type { PracticalFact } from "#app/domain/practical-facts.ts";
import type { Rate } from "#app/domain/rates.ts";

/** A public source that shows a hotel exists where the site says. */
export interface ListingSource {
  publisher: string;
  title: string;
  url?: string;
  date?: string;
}

export interface CityHighlight {
  title: string;
  text: string;
}

/** An uploaded photo as pages render it (app/media/photo-sources.server.ts). */
export interface Photo {
  alt: string;
  width: number;
  height: number;
  /** A tiny blurred version as a data URL, shown until the photo loads, with or without JS. */
  placeholder: string;
  /** srcset lists, narrowest first, per format. */
  avif: string;
  webp: string;
  jpeg: string;
  /** A middle-width JPEG for browsers that read only src. */
  src: string;
}

export interface Landmark {
  name: string;
  latitude: number;
  longitude: number;
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
  /** The city's point on the map; null for none. */
  latitude: number | null;
  longitude: number | null;
  /** Places hotel pages give straight-line distances to. */
  landmarks: Landmark[];
  /** The cover photo, when one is uploaded; the drawn illustration stays otherwise. */
  photo: Photo | null;
  hotelCount: number;
  updatedAt: string;
}

/**
 * A hotel as pages and the API see it: the fields its definition copies as stored
 * (app/domain/hotel-definition.ts), and what the snapshot derives from the rest.
 */
export type Hotel = HotelSnapshotFields & {
  id: number;
  /** City name, as SPEC.md's Hotel.city. */
  city: string;
  /** Fact tokens resolved. */
  location: string;
  description: string;
  /**
   * US dollars a night: the rate itself when stated in dollars, else its value at the cedi
   * reference rate. Filters and sorts use it.
   */
  price: number;
  priceRange: string;
  /** The nightly rate as its source stated it: currency, amount, date and source. */
  rate: Rate;
  /** The gallery, cover first; empty when no photo is uploaded. */
  photos: Photo[];
  /** The check that public sources show the hotel exists where we say. */
  listing: { checkedOn: string | null; sources: ListingSource[] };
  /**
   * The accepted facts that count, each with its source and check day: the hotel's, a
   * publication's or guests' (reported by N guests); where they disagree, only the newest.
   */
  practicalFacts: PracticalFact[];
  /** Ways to reach the hotel, only once it agreed travellers may see them; null: the team's only. */
  contacts: PublicContacts | null;
  /** Accepted statements the newest outweighs, listed under it; absent when there are none. */
  earlierFacts?: PracticalFact[];
  updatedAt: string;
};

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
  /** The cover photo, when one is uploaded. */
  photo: Photo | null;
}

/** A long-form page (About, legal, culture, or one the operator added), placeholders filled. */
export interface Page {
  id: number;
  slug: string;
  /** Where it shows: /{slug} for the site's own pages, /pages/{slug} for added ones. */
  path: string;
  title: string;
  /** The browser title; the title when none is set. */
  metaTitle: string;
  description: string;
  intro: string;
  /** CommonMark. */
  body: string;
  closing: string;
  factIds: string[];
  factsReviewedOn: string | null;
  /** ISO date-times. */
  publishedAt: string;
  updatedAt: string;
}

/** What a page's screen shows: its fields, with the Markdown already rendered. */
export interface ShownPage {
  page: Omit<Page, "body" | "intro">;
  intro: string;
  body: HtmlPart[];
  /** Its level-2 headings, for the contents list. */
  sections: SectionLink[];
  /** The questions under its `{#faq}` section, for FAQPage structured data. */
  questions: { question: string; answer: string }[];
}
