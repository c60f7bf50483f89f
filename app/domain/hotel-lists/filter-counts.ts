// How many hotels each filter option would find with the other filters applied ("Backup power
// (3)"), and for how many a practical fact is known at all ("known for 12 of 71 hotels"). Each
// count runs the list's own rule, matchesFilters, on the filters with that option chosen, so an
// option's count is the list's total after choosing it, by construction (issue 40).
import {
  filtersToSearchParams,
  matchesFilters,
  PRICE_BANDS,
  RATING_OPTIONS,
  type FilterableHotel,
  type HotelFilters,
} from "#app/domain/hotel-lists/hotel-filters.ts";
import {
  PRACTICAL_FILTER_FACTS,
  PRACTICAL_FILTERS,
  type PracticalFilter,
} from "#app/domain/hotel-lists/practical-filters.ts";

/** Option value -> how many hotels the list would show with it chosen. */
export type OptionCounts = Readonly<Record<string, number>>;

export interface FilterCounts {
  city: OptionCounts;
  price: OptionCounts;
  rating: OptionCounts;
  type: OptionCounts;
  amenity: OptionCounts;
  has: OptionCounts;
  /** Practical filter -> hotels of the page's place (the city, or all) whose fact is known. */
  known: Readonly<Record<PracticalFilter, number>>;
  /** The hotels of the page's place: what "known for 12 of 71" counts against. */
  hotelsInPlace: number;
  /** The words for `known`, made here so the page's script does not carry them. */
  knownFor: Readonly<Record<PracticalFilter, string>>;
}

/** The values each filter offers on the page (types, amenities and cities come from the data). */
export interface CountedOptions {
  cities?: readonly string[];
  types: readonly string[];
  amenities: readonly string[];
}

function count(hotels: readonly FilterableHotel[], filters: HotelFilters): number {
  let found = 0;
  for (const hotel of hotels) if (matchesFilters(hotel, filters)) found += 1;
  return found;
}

function countEach(
  values: readonly string[],
  hotels: readonly FilterableHotel[],
  choose: (value: string) => HotelFilters,
): OptionCounts {
  return Object.fromEntries(values.map((value) => [value, count(hotels, choose(value))]));
}

/** A box to tick adds its value to the others ticked; ticking one already ticked changes nothing. */
const withAdded = (list: readonly string[], value: string) =>
  list.includes(value) ? [...list] : [...list, value];

export function countFilterOptions(
  hotels: readonly FilterableHotel[],
  filters: HotelFilters,
  options: CountedOptions,
): FilterCounts {
  const inPlace = filters.city ? hotels.filter((hotel) => hotel.citySlug === filters.city) : hotels;
  const known = Object.fromEntries(
    PRACTICAL_FILTERS.map((filter) => [
      filter,
      inPlace.filter((hotel) =>
        (hotel.practicalFacts ?? []).some((fact) => fact.key === PRACTICAL_FILTER_FACTS[filter]),
      ).length,
    ]),
  ) as Record<PracticalFilter, number>;
  return {
    city: countEach(options.cities ?? [], hotels, (city) => ({ ...filters, city })),
    price: countEach(PRICE_BANDS, hotels, (band) => ({
      ...filters,
      price: band as HotelFilters["price"],
    })),
    rating: countEach(RATING_OPTIONS, hotels, (rating) => ({
      ...filters,
      rating: rating as HotelFilters["rating"],
    })),
    type: countEach(options.types, hotels, (type) => ({ ...filters, type })),
    amenity: countEach(options.amenities, hotels, (amenity) => ({
      ...filters,
      amenities: withAdded(filters.amenities, amenity),
    })),
    has: countEach(PRACTICAL_FILTERS, hotels, (fact) => ({
      ...filters,
      facts: withAdded(filters.facts, fact) as PracticalFilter[],
    })),
    known,
    hotelsInPlace: inPlace.length,
    knownFor: Object.fromEntries(
      PRACTICAL_FILTERS.map((filter) => [
        filter,
        `known for ${known[filter]} of ${inPlace.length} hotels`,
      ]),
    ) as Record<PracticalFilter, string>,
  };
}

// Lists from the content cache never change (a reload makes new ones), so the counts for one
// list and one set of filters are computed once; a few hundred sets per list at most.
const MEMO_LIMIT = 500;
const memo = new WeakMap<object, Map<string, FilterCounts>>();

/** countFilterOptions, remembered per list and filters (sort and page do not change counts). */
export function filterCountsFor(
  hotels: readonly FilterableHotel[],
  filters: HotelFilters,
  options: CountedOptions,
): FilterCounts {
  const key = [
    filtersToSearchParams({ ...filters, sort: "recommended", page: 1 }).toString(),
    options.cities?.join(",") ?? "",
    options.types.join(","),
    options.amenities.join(","),
  ].join("|");
  let entries = memo.get(hotels);
  if (!entries) memo.set(hotels, (entries = new Map()));
  let counts = entries.get(key);
  if (!counts) {
    if (entries.size >= MEMO_LIMIT) entries.clear();
    counts = countFilterOptions(hotels, filters, options);
    entries.set(key, counts);
  }
  return counts;
}
