import { describe, expect, it } from "vitest";
import { countFilterOptions, filterCountsFor } from "#app/domain/hotel-lists/filter-counts.ts";
import {
  DEFAULT_FILTERS,
  selectHotels,
  type FilterableHotel,
  type HotelFilters,
} from "#app/domain/hotel-lists/hotel-filters.ts";

const source = { publisher: "Graphic Online", title: "A lodge" };
const hotel = (
  name: string,
  citySlug: string,
  price: number,
  amenities: string[],
  facts: { key: string; value: string }[] = [],
): FilterableHotel => ({
  name,
  citySlug,
  price,
  rating: price > 150 ? 4.5 : 3.5,
  hotelType: price > 150 ? "luxury" : "budget",
  amenities,
  featured: false,
  practicalFacts: facts.map((fact) => ({ ...fact, source, checkedOn: "2026-11-25" })),
});

const HOTELS: readonly FilterableHotel[] = [
  hotel("Alpha", "accra", 80, ["wifi", "pool"], [{ key: "backup-power", value: "whole" }]),
  hotel("Bravo", "accra", 220, ["wifi"], [{ key: "backup-power", value: "none" }]),
  hotel("Charlie", "accra", 60, ["pool"], [{ key: "payment", value: "mtn-momo" }]),
  hotel("Delta", "kumasi", 300, ["wifi", "gym"], [{ key: "airport-pickup", value: "offered" }]),
];
const OPTIONS = {
  cities: ["accra", "kumasi"],
  types: ["budget", "luxury"],
  amenities: ["wifi", "pool", "gym"],
};
const filters = (overrides: Partial<HotelFilters>): HotelFilters => ({
  ...DEFAULT_FILTERS,
  ...overrides,
});

describe("countFilterOptions", () => {
  it("counts each option with the other filters applied", () => {
    const counts = countFilterOptions(HOTELS, filters({ city: "accra" }), OPTIONS);
    expect(counts.city).toEqual({ accra: 3, kumasi: 1 });
    expect(counts.amenity).toEqual({ wifi: 2, pool: 2, gym: 0 });
    expect(counts.has).toEqual({ "backup-power": 1, "mobile-money": 1, "airport-pickup": 0 });
    expect(counts.type).toEqual({ budget: 2, luxury: 1 });
    expect(counts.price).toEqual({ "50-100": 2, "100-200": 0, "200-300": 1, "300+": 0 });
    expect(counts.rating).toEqual({ "4+": 1, "3+": 3, "2+": 3 });
  });

  it("says for how many of the place's hotels each practical fact is known, stated or not", () => {
    const accra = countFilterOptions(
      HOTELS,
      filters({ city: "accra", amenities: ["gym"] }),
      OPTIONS,
    );
    // Bravo states it has no backup power: known, though the filter does not find it.
    expect(accra.known).toEqual({ "backup-power": 2, "mobile-money": 1, "airport-pickup": 0 });
    expect(accra.hotelsInPlace).toBe(3);
    expect(accra.knownFor["backup-power"]).toBe("known for 2 of 3 hotels");
    expect(countFilterOptions(HOTELS, DEFAULT_FILTERS, OPTIONS).hotelsInPlace).toBe(4);
  });

  it("gives every option the total the list shows once that option is chosen", () => {
    const current = filters({ amenities: ["wifi"], rating: "3+" });
    const counts = countFilterOptions(HOTELS, current, OPTIONS);
    const shown = (changed: Partial<HotelFilters>) =>
      selectHotels(HOTELS, { ...current, ...changed }).total;
    for (const [city, n] of Object.entries(counts.city)) expect(n).toBe(shown({ city }));
    for (const [type, n] of Object.entries(counts.type)) expect(n).toBe(shown({ type }));
    for (const [amenity, n] of Object.entries(counts.amenity)) {
      expect(n).toBe(shown({ amenities: [...new Set([...current.amenities, amenity])] }));
    }
    // A ticked box counts what the list shows now.
    expect(counts.amenity.wifi).toBe(shown({}));
  });

  it("remembers the counts per list and filters, whatever the sort or page", () => {
    const first = filterCountsFor(HOTELS, filters({ city: "accra" }), OPTIONS);
    expect(
      filterCountsFor(HOTELS, filters({ city: "accra", sort: "rating", page: 2 }), OPTIONS),
    ).toBe(first);
    expect(filterCountsFor(HOTELS, filters({ city: "kumasi" }), OPTIONS)).not.toBe(first);
  });
});
