// The words of hotel cards and their badges, from the page that shows them: English by default,
// French on French pages, whose route provides the words from its data (app/domain/hotel-words.ts).
import { createContext, useContext } from "react";
import type { HotelCardWords } from "#app/domain/hotel-words.ts";

const ENGLISH: HotelCardWords = {
  hotelPath: "/hotels/",
  illustration: "Illustration for {name}",
  amenities: "Amenities",
  perNight: " / night",
  oldRate: "Old rate",
  bookNow: "Book Now",
  newTab: " (opens in a new tab)",
  loading: "Loading hotels",
  outOf: " out of 5",
  decimal: ".",
  save: "Save",
  saved: "Saved",
  saveName: "Save {name}",
  savedToast: "Saved to your shortlist",
  viewShortlist: "View shortlist",
  shortlistCount: "View shortlist",
  amenityLabels: null,
  typeLabels: null,
  rateNote: null,
};

export const HotelWordsContext = createContext<HotelCardWords>(ENGLISH);

export function useHotelWords(): HotelCardWords {
  return useContext(HotelWordsContext);
}

/** "{name}" in `words` replaced by `name`. */
export function withName(words: string, name: string): string {
  return words.replace("{name}", name);
}
