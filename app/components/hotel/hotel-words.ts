// The words of hotel cards on a French page, which its route provides from its data
// (app/i18n/french-hotels.server.ts). English pages provide none: the components keep their
// English words inline, so an English page's script holds no second set of words. A card's own
// French words (its prices, rating, type and amenities) come worded in the card (CardHotel.shown).
import { createContext, useContext } from "react";
import type { HotelCardWords } from "#app/domain/hotel-words.ts";

export const HotelWordsContext = createContext<HotelCardWords | undefined>(undefined);

export function useHotelWords(): HotelCardWords | undefined {
  return useContext(HotelWordsContext);
}
