// What list cards show, and so all a loader sends for a card: hotels, posts and cities cut down
// to the fields their cards render. Loaders shape data here; components only render it.
import { amenityView, type AmenityView } from "#app/domain/hotels/amenities.ts";
import { hotelFacts, type HotelFact } from "#app/domain/content/hotel-definition.ts";
import { practicalRows } from "#app/domain/facts/practical-facts.ts";
import type { City, Hotel, Photo, PostSummary } from "#app/models/types.ts";
import type { ShownCard } from "#app/domain/hotels/hotel-words.ts";
import { formatDistance, type Distance } from "#app/domain/hotels/distances.ts";
import { isRateOld, rateSourceWords, type Rate } from "#app/domain/hotels/rates.ts";

/** Today in Ghana (GMT all year), for a rate's age. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export type CardHotel = Pick<
  Hotel,
  | "slug"
  | "name"
  | "city"
  | "location"
  | "image"
  | "rating"
  | "price"
  | "hotelType"
  | "affiliateLink"
> & {
  /** The first four, worded on the server. */
  amenities: AmenityView[];
  /** The cover photo without its placeholder: a list of cards stays light. */
  cover: Omit<Photo, "placeholder"> | null;
  /** The rate in the currency stated; `price` is its dollar value, for sorting. */
  rate: Pick<Rate, "currency" | "amount">;
  /** Dated more than 12 months ago. */
  isRateOld: boolean;
  /** On French pages, its prices (with CFA francs), rating and type worded in French. */
  shown?: ShownCard;
};

/** The fields a card shows: loaders send only these, not whole hotels. */
export function toCardHotel(
  hotel: Omit<CardHotel, "cover" | "rate" | "isRateOld" | "amenities"> & {
    photos: Photo[];
    rate: Rate;
    amenities: string[];
  },
): CardHotel {
  const cover = hotel.photos[0];
  return {
    cover: cover
      ? {
          alt: cover.alt,
          width: cover.width,
          height: cover.height,
          avif: cover.avif,
          webp: cover.webp,
          jpeg: cover.jpeg,
          src: cover.src,
        }
      : null,
    slug: hotel.slug,
    name: hotel.name,
    city: hotel.city,
    location: hotel.location,
    image: hotel.image,
    rating: hotel.rating,
    price: hotel.price,
    rate: { currency: hotel.rate.currency, amount: hotel.rate.amount },
    isRateOld: isRateOld(hotel.rate.date, today()),
    hotelType: hotel.hotelType,
    amenities: hotel.amenities.slice(0, 4).map(amenityView),
    affiliateLink: hotel.affiliateLink,
  };
}

export type CardPost = Pick<
  PostSummary,
  "slug" | "title" | "excerpt" | "image" | "publishedAt" | "tags" | "readingMinutes"
>;

/** The fields a card shows: loaders send only these. */
export function toCardPost(post: CardPost): CardPost {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    image: post.image,
    publishedAt: post.publishedAt,
    tags: post.tags.slice(0, 3),
    readingMinutes: post.readingMinutes,
  };
}

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

/** A hotel as a column of the compare page. */
export type ComparedHotel = Pick<
  Hotel,
  | "slug"
  | "name"
  | "city"
  | "citySlug"
  | "location"
  | "rating"
  | "price"
  | "hotelType"
  | "amenities"
> & {
  rate: Pick<Rate, "currency" | "amount">;
  /** "Stated by the hotel, Nov 2026", worded here so the page's script need not. */
  rateSource: string;
  isRateOld: boolean;
  /** Straight-line distances, formatted; null when the hotel's position is not known. */
  distances: { name: string; kind: Distance["kind"]; label: string }[] | null;
  /** The practical facts a public source states, as rows: label and words. */
  practical: { key: string; label: string; text: string }[];
  /** The known facts the hotel's definition shows (rooms and the like). */
  facts: HotelFact[];
};

/** The fields the compare page shows, with the hotel's distances (none without coordinates). */
export function toComparedHotel(hotel: Hotel, distances: readonly Distance[]): ComparedHotel {
  const isPlaced = hotel.latitude !== null && hotel.longitude !== null;
  return {
    slug: hotel.slug,
    name: hotel.name,
    city: hotel.city,
    citySlug: hotel.citySlug,
    location: hotel.location,
    rating: hotel.rating,
    price: hotel.price,
    rate: { currency: hotel.rate.currency, amount: hotel.rate.amount },
    rateSource: rateSourceWords(hotel.rate),
    isRateOld: isRateOld(hotel.rate.date, today()),
    hotelType: hotel.hotelType,
    amenities: hotel.amenities,
    distances: isPlaced
      ? distances.map(({ name, kind, km }) => ({ name, kind, label: formatDistance(km) }))
      : null,
    practical: practicalRows(hotel.practicalFacts).map(({ key, label, text }) => ({
      key,
      label,
      text,
    })),
    facts: hotelFacts(hotel),
  };
}
