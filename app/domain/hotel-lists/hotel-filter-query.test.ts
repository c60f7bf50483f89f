import { describe, expect, it } from "vitest";
import { parseHotelFilters } from "#app/domain/hotel-lists/hotel-filter-query.ts";
import {
  DEFAULT_FILTERS,
  filtersToSearchParams,
  type HotelFilters,
} from "#app/domain/hotel-lists/hotel-filters.ts";

const filters = (overrides: Partial<HotelFilters>): HotelFilters => ({
  ...DEFAULT_FILTERS,
  ...overrides,
});

describe("parseHotelFilters", () => {
  const parse = (query: string, mode: "strict" | "lenient" = "strict") =>
    parseHotelFilters(new URLSearchParams(query), mode);

  it("reads every filter from the query string", () => {
    expect(
      parse(
        "city=cape-coast&price=100-200&rating=4%2B&amenity=wifi&amenity=pool&type=Beach-Resort&sort=rating&page=2",
      ),
    ).toEqual({
      success: true,
      filters: {
        city: "cape-coast",
        price: "100-200",
        minPrice: undefined,
        maxPrice: undefined,
        rating: "4+",
        amenities: ["wifi", "pool"],
        facts: [],
        type: "beach-resort",
        sort: "rating",
        page: 2,
      },
    });
  });

  it("reads the practical-fact filters, and refuses an unknown one from the API", () => {
    const result = parse("has=backup-power&has=mobile-money&has=backup-power");
    expect(result.success && result.filters.facts).toEqual(["backup-power", "mobile-money"]);
    expect(parseHotelFilters(new URLSearchParams("has=pool"), "strict")).toEqual({
      success: false,
      error: "Invalid has.0: has must be one of backup-power, mobile-money, airport-pickup.",
    });
  });

  it("reads an old airport-shuttle amenity link as the airport-pickup fact, in both modes", () => {
    for (const mode of ["strict", "lenient"] as const) {
      const result = parse("amenity=pool&amenity=airport-shuttle", mode);
      expect(result.success && result.filters).toMatchObject({
        amenities: ["pool"],
        facts: ["airport-pickup"],
      });
    }
    const both = parse("has=airport-pickup&amenity=Airport-Shuttle");
    expect(both.success && both.filters.facts).toEqual(["airport-pickup"]);
    expect(
      both.success && filtersToSearchParams(both.filters).toString(),
      "the page's canonical redirect",
    ).toBe("has=airport-pickup");
  });

  it("treats 'all' and empty values as no restriction", () => {
    const result = parse("city=all&price=&rating=all&type=");
    expect(result).toEqual({
      success: true,
      filters: {
        ...DEFAULT_FILTERS,
        city: undefined,
        price: undefined,
        minPrice: undefined,
        maxPrice: undefined,
        rating: undefined,
        type: undefined,
      },
    });
  });

  it("strict mode names the bad parameter", () => {
    expect(parse("price=cheap")).toEqual({
      success: false,
      error: "Invalid price: price must be one of 50-100, 100-200, 200-300, 300+.",
    });
    expect(parse("page=0")).toEqual({
      success: false,
      error: "Invalid page: page must be a whole number from 1.",
    });
    expect(parse("minPrice=500&maxPrice=100")).toEqual({
      success: false,
      error: "Invalid minPrice: minPrice must not be above maxPrice.",
    });
    expect(parse("colour=blue")).toEqual({
      success: false,
      error: 'Unknown query parameter "colour".',
    });
  });

  it("lenient mode drops what it cannot use and keeps the rest", () => {
    const result = parse("price=cheap&rating=4%2B&colour=blue&page=-3", "lenient");
    expect(result.success && result.filters).toMatchObject({
      price: undefined,
      rating: "4+",
      page: 1,
    });
  });

  it("round-trips through filtersToSearchParams, leaving defaults out", () => {
    const original = filters({ city: "accra", price: "300+", amenities: ["wifi", "gym"], page: 3 });
    const query = filtersToSearchParams(original).toString();
    expect(query).toBe("city=accra&price=300%2B&amenity=wifi&amenity=gym&page=3");
    const parsed = parseHotelFilters(new URLSearchParams(query), "strict");
    expect(parsed.success && parsed.filters).toMatchObject(original);
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe("");
  });
});
