// Card data for hotels named by slugs that the browser knows (the shortlist, the recently
// viewed), loaded from the /shortlist loader with ?hotels=. The recently viewed live in
// localStorage, which no loader can read, and the shortlist may change in another tab, so this is
// the one place a component starts a load itself: only when a slug is not loaded yet (nor among
// the cards the page came with), so removing a hotel costs no request.
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { hotelsParam } from "#app/domain/hotel-lists/shortlist.ts";
import type { CardHotel } from "#app/components/hotel/hotel-card-data.ts";

/** What this hook reads from the /shortlist loader's answer (app/routes/shortlist.tsx). */
export interface HotelCardsData {
  hotels: CardHotel[];
  /** Slugs asked for that no listed hotel has (taken down, renamed). */
  missing: string[];
  /** Set in the browser when the server could not be reached. */
  isUnavailable: boolean;
}

export function useHotelCards(
  slugs: readonly string[],
  /** Cards the page already has, from its own loader. */
  initial: readonly CardHotel[] = [],
): {
  hotels: CardHotel[];
  /** Slugs of hotels no longer listed. */
  missing: string[];
  isLoading: boolean;
  /** The last load failed (offline, server down). */
  isUnavailable: boolean;
} {
  const fetcher = useFetcher<HotelCardsData>();
  const loaded = fetcher.data;
  const known = new Set([
    ...initial.map((hotel) => hotel.slug),
    ...(loaded?.hotels.map((hotel) => hotel.slug) ?? []),
    ...(loaded?.missing ?? []),
  ]);
  const wanted = slugs.some((slug) => !known.has(slug)) ? hotelsParam(slugs) : "";
  const { load } = fetcher;
  useEffect(() => {
    if (wanted) void load(`/shortlist?hotels=${wanted}`);
  }, [wanted, load]);

  const bySlug = new Map(
    [...initial, ...(loaded?.hotels ?? [])].map((hotel) => [hotel.slug, hotel]),
  );
  return {
    hotels: slugs.flatMap((slug) => bySlug.get(slug) ?? []),
    missing: slugs.filter((slug) => loaded?.missing.includes(slug)),
    isLoading: wanted !== "" && (fetcher.state !== "idle" || loaded === undefined),
    isUnavailable: loaded?.isUnavailable === true,
  };
}
