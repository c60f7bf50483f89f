// The hotel filter panel's fields both ways: the query a filled-in form sends, and what each field
// shows for the filters in the URL. The browser code that reads and sets the fields uses these,
// so the form and the list cannot disagree about a field's meaning.
import type { HotelFilters } from "#app/domain/hotel-lists/hotel-filters.ts";

/** The value a field sends when its filter is off. */
export const ANY_VALUE = "all";

/** The query for a submitted filter form: only what differs from the defaults, so URLs stay short and shareable. */
export function filterFormQuery(entries: Iterable<readonly [string, unknown]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of entries) {
    if (
      typeof value === "string" &&
      value !== "" &&
      value !== ANY_VALUE &&
      !(key === "sort" && value === "recommended")
    ) {
      params.append(key, value);
    }
  }
  return params;
}

/** What a select or number field named `name` shows for these filters. */
export function filterFieldValue(filters: HotelFilters, name: string): string {
  switch (name) {
    case "city":
    case "price":
    case "rating":
    case "type":
      return filters[name] ?? ANY_VALUE;
    case "sort":
      return filters.sort;
    case "minPrice":
    case "maxPrice":
      return filters[name] === undefined ? "" : String(filters[name]);
    default:
      return "";
  }
}

/** Whether the amenity (or practical fact) box with this value is ticked for these filters. */
export function isAmenityTicked(filters: HotelFilters, amenity: string, name = "amenity"): boolean {
  return name === "has"
    ? (filters.facts as readonly string[]).includes(amenity)
    : filters.amenities.includes(amenity);
}

/** How many filters narrow the list (sorting does not), for the folded panel's summary. */
export function activeFilterCount(filters: HotelFilters, options: { countsCity: boolean }): number {
  const fields = [filters.price, filters.minPrice, filters.maxPrice, filters.rating, filters.type];
  if (options.countsCity) fields.push(filters.city);
  return (
    fields.filter((value) => value !== undefined).length +
    filters.amenities.length +
    filters.facts.length
  );
}
