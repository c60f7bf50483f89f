// The English hotels list's and hotel page's words, sent in its data like the French page's
// (app/i18n/french-hotels.server.ts), so the page's script holds the words of neither language.

/** The words of a hotel's page that are not the hotel's own, in the page's language. */
import { amenityLabel } from "#app/domain/hotels/amenities.ts";
import type { FilterWords } from "#app/domain/hotels/hotel-words.ts";
import { PRICE_BANDS, type FilterOptions } from "#app/domain/hotel-lists/hotel-filters.ts";
import { PRACTICAL_FILTER_LABELS } from "#app/domain/hotel-lists/practical-filters.ts";
import { hotelTypeLabel } from "#app/components/hotel/type-badge.tsx";

export interface HotelPageWords {
  book: string;
  perNight: string;
  oldRate: string;
  viewOnMap: string;
  address: string;
  booking: string;
  bookingText: string;
  indicative: string;
  amenities: string;
  noAmenities: string;
  location: string;
  distances: string;
  distancesHint: string;
  mapTitle: string;
  mapCaption: string;
  moreIn: string;
  guidesFor: string;
}

export function englishHotelPageWords(hotel: { name: string; city: string }): HotelPageWords {
  return {
    book: "Book your stay",
    perNight: " per night",
    oldRate: "Old rate: stated more than 12 months ago, expect a different price.",
    viewOnMap: "View on Map",
    address: "Address",
    booking: "Booking",
    bookingText:
      "On our travel partner's site, in Ghanaian Cedi (GHS) or US Dollars. Rooms, rates and cancellation terms are confirmed there.",
    indicative:
      "Prices and ratings are indicative and can change; check the partner's live rate before you book.",
    amenities: "Amenities",
    noAmenities:
      "This hotel has not listed its amenities with us yet. Our travel partner's page shows what the rooms offer.",
    location: "Location",
    distances: "Straight-line distances",
    distancesHint: "As the crow flies, from the hotel's map position; roads are longer.",
    mapTitle: `Where ${hotel.name} is in Ghana`,
    mapCaption: `${hotel.name}, ${hotel.city}, with Ghana's airports for reference.`,
    moreIn: `More hotels in ${hotel.city}`,
    guidesFor: `Travel guides for ${hotel.city}`,
  };
}

/** The filter panel's words in English, with the labels of the options the hotels have. */
export function englishFilterWords(
  options: Pick<FilterOptions, "types" | "amenities">,
): FilterWords {
  return {
    fold: "Filter and sort hotels",
    foldOn: "Filter and sort hotels ({count} on)",
    form: "Filter hotels",
    heading: "Filter hotels",
    city: "City",
    allCities: "All Cities",
    price: "Price per night",
    anyPrice: "Any price",
    customPrice: "Custom price range (USD)",
    to: "to",
    rating: "Guest rating",
    anyRating: "Any rating",
    type: "Hotel type",
    allTypes: "All types",
    sort: "Sort by",
    amenities: "Amenities",
    practical: "Practical facts",
    practicalHint: "Only hotels where a public source states it.",
    apply: "Apply Filters",
    clear: "Clear Filters",
    bands: Object.fromEntries(
      PRICE_BANDS.map((band) => [
        band,
        band === "300+" ? "$300 and up" : `$${band.replace("-", " to $")}`,
      ]),
    ),
    minimum: "Minimum price",
    maximum: "Maximum price",
    min: "Min",
    max: "Max",
    ratingUp: "{rating} stars and up",
    sorts: {
      recommended: "Recommended",
      "price-asc": "Price: low to high",
      "price-desc": "Price: high to low",
      rating: "Guest rating",
    },
    practicalLabels: PRACTICAL_FILTER_LABELS,
    amenityLabels: Object.fromEntries(options.amenities.map((key) => [key, amenityLabel(key)])),
    typeLabels: Object.fromEntries(options.types.map((type) => [type, hotelTypeLabel(type)])),
  };
}
