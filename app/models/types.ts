// Shapes of stored content as pages and the JSON API see them (client-safe: types only): the fields
// each type's definition (app/domain/*-definition.ts) copies as stored, and what the content
// snapshot derives from the rest.
import type { CitySnapshotFields } from "#app/domain/content/city-definition.ts";
import type { HtmlPart, SectionLink } from "#app/domain/text/markdown-html.ts";
import type { PublicContacts } from "#app/domain/hotels/hotel-contacts.ts";
import type { HotelSnapshotFields, ListingSource } from "#app/domain/content/hotel-definition.ts";
import type { PageSnapshotFields } from "#app/domain/content/page-definition.ts";
import type { PostSnapshotFields } from "#app/domain/content/post-definition.ts";
import type { PracticalFact } from "#app/domain/facts/practical-facts.ts";
import type { Rate } from "#app/domain/hotels/rates.ts";

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

/** A city as pages see it: the fields its definition copies, fact tokens resolved. */
export type City = CitySnapshotFields & {
  /** The cover photo, when one is uploaded; the drawn illustration stays otherwise. */
  photo: Photo | null;
  hotelCount: number;
  updatedAt: string;
};

/**
 * A hotel as pages and the API see it: the fields its definition copies as stored
 * (app/domain/content/hotel-definition.ts), and what the snapshot derives from the rest.
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

/** A post as pages and GET /api/blog see it: the fields its definition copies, fact tokens resolved. */
export type Post = PostSnapshotFields & {
  id: number;
  /** ISO date-time: when it went (or goes) public; a draft's preview shows its last save. */
  publishedAt: string;
  /** Computed from the body's word count (DECISIONS.md item 7). */
  readingMinutes: number;
  updatedAt: string;
  /** Fact-register entries the post states (its "Facts checked" note comes from them). */
  factIds: string[];
  /** The cover photo, when one is uploaded. */
  photo: Photo | null;
};

/** A post as cards and lists need it (no body). */
export type PostSummary = Omit<
  Post,
  "content" | "updatedAt" | "factIds" | "factsReviewedOn" | "photo"
>;

/** A long-form page (About, legal, culture, or one the operator added), placeholders filled. */
export type Page = PageSnapshotFields & {
  id: number;
  /** Where it shows: /{slug} for the site's own pages, /pages/{slug} for added ones. */
  path: string;
  /** The browser title; the title when none is set. */
  metaTitle: string;
  factIds: string[];
  /** ISO date-times. */
  publishedAt: string;
  updatedAt: string;
};

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
