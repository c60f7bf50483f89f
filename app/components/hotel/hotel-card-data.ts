// What a hotel card shows, and so all a loader sends for one: a hotel cut down to the fields its
// card renders. Loaders shape data here; the card only renders it.
import { amenityView, type AmenityView } from "#app/domain/hotels/amenities.ts";
import type { ShownCard } from "#app/domain/hotels/hotel-words.ts";
import { isRateOld, type Rate } from "#app/domain/hotels/rates.ts";
import { todayInGhana } from "#app/domain/shared/dates.ts";
import type { Hotel, Photo } from "#app/models/types.ts";

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
    isRateOld: isRateOld(hotel.rate.date, todayInGhana()),
    hotelType: hotel.hotelType,
    amenities: hotel.amenities.slice(0, 4).map(amenityView),
    affiliateLink: hotel.affiliateLink,
  };
}
