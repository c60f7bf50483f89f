// What the compare page shows of each hotel: its columns' fields, worded on the server.
import { hotelFacts, type HotelFact } from "#app/domain/content/hotel-definition.ts";
import { practicalRows } from "#app/domain/facts/practical-facts.ts";
import { formatDistance, type Distance } from "#app/domain/hotels/distances.ts";
import { isRateOld, rateSourceWords, type Rate } from "#app/domain/hotels/rates.ts";
import { todayInGhana } from "#app/domain/shared/dates.ts";
import type { Hotel } from "#app/models/types.ts";

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
    isRateOld: isRateOld(hotel.rate.date, todayInGhana()),
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
