// Hotel filtering, sorting and paging (SPEC.md section 5, DECISIONS.md item 4): one model for
// /hotels and every city page, with its state in the URL query string. Reading that query
// string is in hotel-filter-query.ts, so the browser bundle carries no schema library.
import { slugify } from "#app/domain/content/slug.ts";
import { PAGE_SIZE, pageCountFor, pageOf } from "#app/domain/hotel-lists/paging.ts";
import {
  meetsPracticalFilter,
  type PracticalFilter,
} from "#app/domain/hotel-lists/practical-filters.ts";

export const PRICE_BANDS = ["50-100", "100-200", "200-300", "300+"] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

export const RATING_OPTIONS = ["4+", "3+", "2+"] as const;
export type RatingOption = (typeof RATING_OPTIONS)[number];

export const SORT_OPTIONS = ["recommended", "price-asc", "price-desc", "rating"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const PRICE_MIN = 0;
export const PRICE_MAX = 1000;
/** The fields of a hotel the rules look at. */
export interface FilterableHotel {
  name: string;
  citySlug: string;
  price: number;
  rating: number;
  hotelType: string;
  amenities: readonly string[];
  featured: boolean;
  /** Sourced practical facts; absent or empty when none is known. */
  practicalFacts?: readonly { key: string; value: string }[];
}

export interface HotelFilters {
  city?: string;
  price?: PriceBand;
  minPrice?: number;
  maxPrice?: number;
  rating?: RatingOption;
  amenities: string[];
  /** Practical facts a public source must state ("Backup power", "Mobile Money", "Airport pickup"). */
  facts: PracticalFilter[];
  type?: string;
  sort: SortOption;
  page: number;
}

export const DEFAULT_FILTERS: HotelFilters = {
  amenities: [],
  facts: [],
  sort: "recommended",
  page: 1,
};

/** The query string for filters (defaults left out), so URLs stay short and canonical. */
export function filtersToSearchParams(filters: Partial<HotelFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.city) params.set("city", filters.city);
  if (filters.price) params.set("price", filters.price);
  if (filters.minPrice !== undefined) params.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set("maxPrice", String(filters.maxPrice));
  if (filters.rating) params.set("rating", filters.rating);
  for (const amenity of filters.amenities ?? []) params.append("amenity", amenity);
  for (const fact of filters.facts ?? []) params.append("has", fact);
  if (filters.type) params.set("type", filters.type);
  if (filters.sort && filters.sort !== "recommended") params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}

/**
 * The clean query string for a request's filters, or null when the request already uses it.
 * Pages redirect to it, so a form submitted without JS ("price=all&minPrice=") ends on the
 * same short URL as one submitted with JS.
 */
export function canonicalFilterSearch(
  search: string,
  filters: HotelFilters,
  options: { omitCity?: boolean } = {},
): string | null {
  const clean = filtersToSearchParams(
    options.omitCity ? { ...filters, city: undefined } : filters,
  ).toString();
  const current = search.replace(/^\?/, "");
  return clean === current ? null : clean;
}

/** SPEC.md's bands: inclusive at both ends (100 is in 50-100 and 100-200); 300+ includes 300. */
export function isInPriceBand(price: number, band: PriceBand): boolean {
  switch (band) {
    case "50-100":
      return price >= 50 && price <= 100;
    case "100-200":
      return price >= 100 && price <= 200;
    case "200-300":
      return price >= 200 && price <= 300;
    case "300+":
      return price >= 300;
  }
}

export function minimumRating(option: RatingOption): number {
  return Number(option.slice(0, 1));
}

/** Hotel types compare case-insensitively, and "beach resort" equals "beach-resort". */
export function typeKey(hotelType: string): string {
  return slugify(hotelType);
}

export function matchesFilters(hotel: FilterableHotel, filters: HotelFilters): boolean {
  const price = Number.isFinite(hotel.price) ? hotel.price : 0;
  if (filters.city && hotel.citySlug !== filters.city) return false;
  if (filters.price && !isInPriceBand(price, filters.price)) return false;
  if (filters.minPrice !== undefined && price < filters.minPrice) return false;
  if (filters.maxPrice !== undefined && price > filters.maxPrice) return false;
  if (filters.rating && hotel.rating < minimumRating(filters.rating)) return false;
  if (filters.type && typeKey(hotel.hotelType) !== typeKey(filters.type)) return false;
  if (!filters.amenities.every((amenity) => hotel.amenities.includes(amenity))) return false;
  return filters.facts.every((fact) => meetsPracticalFilter(hotel.practicalFacts ?? [], fact));
}

// One collator for every comparison: localeCompare with a locale argument builds a new one per
// call, which dominated the cost of sorting thousands of hotels. Marked pure so a browser chunk
// that takes only this module's constants (the filter panel) leaves it out.
const collator = /* @__PURE__ */ new Intl.Collator("en");
const byName = (a: FilterableHotel, b: FilterableHotel) => collator.compare(a.name, b.name);

const COMPARATORS: Record<SortOption, (a: FilterableHotel, b: FilterableHotel) => number> = {
  "price-asc": (a, b) => a.price - b.price || byName(a, b),
  "price-desc": (a, b) => b.price - a.price || byName(a, b),
  rating: (a, b) => b.rating - a.rating || byName(a, b),
  recommended: (a, b) =>
    Number(b.featured) - Number(a.featured) || b.rating - a.rating || byName(a, b),
};

/**
 * Results computed once per list. Lists from the content cache never change (a reload makes new
 * ones), so a page asks for a sort or a selection of thousands of hotels without paying for it
 * on every request. Memoising by identity leaves the results exactly as without it.
 */
function memoByList<K, R>() {
  const cache = new WeakMap<object, Map<K, R>>();
  return (list: object, key: K, compute: () => R): R => {
    let entries = cache.get(list);
    if (!entries) cache.set(list, (entries = new Map()));
    if (!entries.has(key)) entries.set(key, compute());
    return entries.get(key)!;
  };
}
const sortMemo = memoByList<SortOption, readonly FilterableHotel[]>();
const selectionMemo = memoByList<string, readonly FilterableHotel[]>();
const optionsMemo = memoByList<"options", FilterOptions>();

/** The hotels in the sort order (a shared, read-only array: do not mutate it). */
export function sortHotels<T extends FilterableHotel>(
  hotels: readonly T[],
  sort: SortOption,
): readonly T[] {
  return sortMemo(hotels, sort, () => [...hotels].sort(COMPARATORS[sort])) as readonly T[];
}

/** The first `limit` hotels of a list that match a predicate, in the list's order. */
export function takeMatching<T>(
  list: readonly T[],
  predicate: (item: T) => boolean,
  limit: number,
) {
  const taken: T[] = [];
  for (const item of list) {
    if (taken.length >= limit) break;
    if (predicate(item)) taken.push(item);
  }
  return taken;
}

export interface HotelPage<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

/** Filters, sorts and cuts one page. A page past the end is empty, with the real page count. */
export function selectHotels<T extends FilterableHotel>(
  hotels: readonly T[],
  filters: HotelFilters,
  pageSize = PAGE_SIZE,
): HotelPage<T> {
  const sorted = sortHotels(hotels, filters.sort);
  // Filtering a sorted list keeps its order, so the sort is never repeated per request.
  const matching = hasActiveFilters(filters)
    ? sorted.filter((hotel) => matchesFilters(hotel, filters))
    : sorted;
  return {
    items: pageOf(matching, filters.page, pageSize),
    total: matching.length,
    page: filters.page,
    pageCount: pageCountFor(matching.length, pageSize),
  };
}

/** Budget landing page: Accra, at most $75, cheapest first. */
export function selectBudgetHotels<T extends FilterableHotel>(hotels: readonly T[]): readonly T[] {
  return selectionMemo(hotels, "budget", () =>
    sortHotels(hotels, "price-asc").filter(
      (hotel) => hotel.citySlug === "accra" && hotel.price <= 75,
    ),
  ) as readonly T[];
}

/** Luxury landing page: rating 4 or more and at least $100, best rated first, all cities. */
export function selectLuxuryHotels<T extends FilterableHotel>(hotels: readonly T[]): readonly T[] {
  return selectionMemo(hotels, "luxury", () =>
    sortHotels(hotels, "rating").filter((hotel) => hotel.rating >= 4 && hotel.price >= 100),
  ) as readonly T[];
}

/** True when any filter other than sort and page is set. */
export function hasActiveFilters(filters: HotelFilters, ignoreCity = false): boolean {
  return Boolean(
    (!ignoreCity && filters.city) ||
    filters.price ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.rating ||
    filters.type ||
    filters.amenities.length > 0 ||
    filters.facts.length > 0,
  );
}

export interface FilterOptions {
  /** Hotel types present in the data, as URL values ("beach-resort"). */
  types: string[];
  /** Amenities present in the data, most common first. */
  amenities: string[];
}

/** Filter options come from the data (DECISIONS.md item 4), so no option can match nothing. */
export function collectFilterOptions(hotels: readonly FilterableHotel[]): FilterOptions {
  return optionsMemo(hotels, "options", () => countFilterOptions(hotels));
}

function countFilterOptions(hotels: readonly FilterableHotel[]): FilterOptions {
  const types = new Set<string>();
  const amenityCounts = new Map<string, number>();
  for (const hotel of hotels) {
    types.add(typeKey(hotel.hotelType));
    for (const amenity of hotel.amenities) {
      amenityCounts.set(amenity, (amenityCounts.get(amenity) ?? 0) + 1);
    }
  }
  return {
    types: [...types].sort(),
    amenities: [...amenityCounts.entries()]
      .sort((a, b) => b[1] - a[1] || collator.compare(a[0], b[0]))
      .map(([amenity]) => amenity),
  };
}
