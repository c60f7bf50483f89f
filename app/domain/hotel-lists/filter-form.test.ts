import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  filterFieldValue,
  filterFormQuery,
  isAmenityTicked,
} from "#app/domain/hotel-lists/filter-form.ts";
import { DEFAULT_FILTERS } from "#app/domain/hotel-lists/hotel-filters.ts";

describe("the query a filter form sends", () => {
  it("leaves out fields left at their defaults", () => {
    const query = filterFormQuery([
      ["city", "all"],
      ["price", "50-100"],
      ["minPrice", ""],
      ["sort", "recommended"],
      ["amenity", "wifi"],
      ["amenity", "pool"],
    ]);
    expect(query.toString()).toBe("price=50-100&amenity=wifi&amenity=pool");
  });

  it("keeps a sort other than the default", () => {
    expect(filterFormQuery([["sort", "rating"]]).toString()).toBe("sort=rating");
  });
});

describe("what each field shows for the URL's filters", () => {
  const filters = {
    ...DEFAULT_FILTERS,
    price: "100-200" as const,
    minPrice: 40,
    amenities: ["wifi"],
  };

  it("shows a filter that is off as its 'any' choice and an empty number", () => {
    expect(filterFieldValue(DEFAULT_FILTERS, "rating")).toBe("all");
    expect(filterFieldValue(DEFAULT_FILTERS, "maxPrice")).toBe("");
    expect(filterFieldValue(DEFAULT_FILTERS, "sort")).toBe("recommended");
  });

  it("shows the filters that are on", () => {
    expect(filterFieldValue(filters, "price")).toBe("100-200");
    expect(filterFieldValue(filters, "minPrice")).toBe("40");
    expect(isAmenityTicked(filters, "wifi")).toBe(true);
    expect(isAmenityTicked(filters, "pool")).toBe(false);
  });
});

describe("how many filters are on", () => {
  it("counts each narrowing filter and each amenity, not the sort", () => {
    const filters = {
      ...DEFAULT_FILTERS,
      city: "accra",
      rating: "4+" as const,
      amenities: ["wifi", "pool"],
      sort: "rating" as const,
    };
    expect(activeFilterCount(filters, { countsCity: true })).toBe(4);
    // A city page's own city is the page, not a filter.
    expect(activeFilterCount(filters, { countsCity: false })).toBe(3);
    expect(activeFilterCount(DEFAULT_FILTERS, { countsCity: true })).toBe(0);
  });
});
