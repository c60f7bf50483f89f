// The English hotel page's words, sent in its data like the French page's
// (app/i18n/french-hotels.server.ts), so the page's script holds the words of neither language.

/** The words of a hotel's page that are not the hotel's own, in the page's language. */
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
