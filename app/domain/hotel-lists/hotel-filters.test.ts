import { describe, expect, it } from "vitest";
import {
  canonicalFilterSearch,
  DEFAULT_FILTERS,
  isInPriceBand,
  matchesFilters,
  selectBudgetHotels,
  selectHotels,
  selectLuxuryHotels,
  sortHotels,
  type FilterableHotel,
  type HotelFilters,
} from "#app/domain/hotel-lists/hotel-filters.ts";
import { parseHotelFilters } from "#app/domain/hotel-lists/hotel-filter-query.ts";

function hotel(overrides: Partial<FilterableHotel> & { name: string }): FilterableHotel {
  return {
    citySlug: "accra",
    price: 100,
    rating: 4,
    hotelType: "hotel",
    amenities: [],
    featured: false,
    ...overrides,
  };
}

const filters = (overrides: Partial<HotelFilters>): HotelFilters => ({
  ...DEFAULT_FILTERS,
  ...overrides,
});

describe("price bands", () => {
  it("are inclusive at both ends, so a boundary belongs to two bands", () => {
    expect(isInPriceBand(100, "50-100")).toBe(true);
    expect(isInPriceBand(100, "100-200")).toBe(true);
    expect(isInPriceBand(200, "100-200")).toBe(true);
    expect(isInPriceBand(200, "200-300")).toBe(true);
    expect(isInPriceBand(300, "200-300")).toBe(true);
  });

  it("exclude prices just outside", () => {
    expect(isInPriceBand(49, "50-100")).toBe(false);
    expect(isInPriceBand(101, "50-100")).toBe(false);
    expect(isInPriceBand(99, "100-200")).toBe(false);
    expect(isInPriceBand(301, "200-300")).toBe(false);
  });

  it("treat 300+ as 300 and above", () => {
    expect(isInPriceBand(300, "300+")).toBe(true);
    expect(isInPriceBand(2000, "300+")).toBe(true);
    expect(isInPriceBand(299, "300+")).toBe(false);
  });
});

describe("matchesFilters", () => {
  it("keeps everything with no filters", () => {
    expect(matchesFilters(hotel({ name: "A" }), DEFAULT_FILTERS)).toBe(true);
  });

  it("applies the free price range inclusively", () => {
    const range = filters({ minPrice: 50, maxPrice: 120 });
    expect(matchesFilters(hotel({ name: "A", price: 50 }), range)).toBe(true);
    expect(matchesFilters(hotel({ name: "A", price: 120 }), range)).toBe(true);
    expect(matchesFilters(hotel({ name: "A", price: 121 }), range)).toBe(false);
    expect(matchesFilters(hotel({ name: "A", price: 49 }), range)).toBe(false);
  });

  it("counts a missing price as 0", () => {
    expect(matchesFilters(hotel({ name: "A", price: Number.NaN }), filters({ maxPrice: 0 }))).toBe(
      true,
    );
  });

  it("keeps ratings at or above the minimum", () => {
    expect(matchesFilters(hotel({ name: "A", rating: 4 }), filters({ rating: "4+" }))).toBe(true);
    expect(matchesFilters(hotel({ name: "A", rating: 3.9 }), filters({ rating: "4+" }))).toBe(
      false,
    );
    expect(matchesFilters(hotel({ name: "A", rating: 3 }), filters({ rating: "3+" }))).toBe(true);
    expect(matchesFilters(hotel({ name: "A", rating: 2 }), filters({ rating: "2+" }))).toBe(true);
    expect(matchesFilters(hotel({ name: "A", rating: 1.9 }), filters({ rating: "2+" }))).toBe(
      false,
    );
  });

  it("compares hotel types case-insensitively, spaces and hyphens alike", () => {
    expect(
      matchesFilters(
        hotel({ name: "A", hotelType: "Beach Resort" }),
        filters({ type: "beach-resort" }),
      ),
    ).toBe(true);
    expect(
      matchesFilters(hotel({ name: "A", hotelType: "LUXURY" }), filters({ type: "luxury" })),
    ).toBe(true);
    expect(
      matchesFilters(hotel({ name: "A", hotelType: "resort" }), filters({ type: "beach-resort" })),
    ).toBe(false);
  });

  it("requires every selected amenity", () => {
    const withBoth = hotel({ name: "A", amenities: ["wifi", "pool", "gym"] });
    const withOne = hotel({ name: "B", amenities: ["wifi"] });
    const wanted = filters({ amenities: ["wifi", "pool"] });
    expect(matchesFilters(withBoth, wanted)).toBe(true);
    expect(matchesFilters(withOne, wanted)).toBe(false);
  });

  it("keeps only the selected city", () => {
    expect(
      matchesFilters(hotel({ name: "A", citySlug: "kumasi" }), filters({ city: "accra" })),
    ).toBe(false);
    expect(
      matchesFilters(hotel({ name: "A", citySlug: "accra" }), filters({ city: "accra" })),
    ).toBe(true);
  });

  it("combines every rule", () => {
    const wanted = filters({
      city: "accra",
      price: "100-200",
      rating: "4+",
      type: "business",
      amenities: ["wifi"],
    });
    expect(
      matchesFilters(
        hotel({ name: "A", price: 150, rating: 4.2, hotelType: "business", amenities: ["wifi"] }),
        wanted,
      ),
    ).toBe(true);
    expect(
      matchesFilters(
        hotel({ name: "A", price: 150, rating: 4.2, hotelType: "business", amenities: [] }),
        wanted,
      ),
    ).toBe(false);
  });
});

describe("landing page selections", () => {
  const hotels = [
    hotel({ name: "Cheap Accra", price: 30, rating: 3.5 }),
    hotel({ name: "Edge Accra", price: 75, rating: 3.8 }),
    hotel({ name: "Over Accra", price: 76, rating: 4.1 }),
    hotel({ name: "Cheap Kumasi", citySlug: "kumasi", price: 25 }),
    hotel({ name: "Luxury Kumasi", citySlug: "kumasi", price: 100, rating: 4.7 }),
    hotel({ name: "Luxury Accra", price: 350, rating: 4.5 }),
    hotel({ name: "Cheap but good", price: 99, rating: 4.9 }),
    hotel({ name: "Pricey but 3.9", price: 400, rating: 3.9 }),
  ];

  it("budget: Accra only, price at most 75, cheapest first", () => {
    expect(selectBudgetHotels(hotels).map((h) => h.name)).toEqual(["Cheap Accra", "Edge Accra"]);
  });

  it("luxury: rating at least 4 and price at least 100, best rated first, every city", () => {
    expect(selectLuxuryHotels(hotels).map((h) => h.name)).toEqual([
      "Luxury Kumasi",
      "Luxury Accra",
    ]);
  });
});

describe("sorting and paging", () => {
  const hotels = Array.from({ length: 30 }, (_, i) =>
    hotel({
      name: `Hotel ${String(i).padStart(2, "0")}`,
      price: 40 + i,
      rating: (i % 5) + 0.5,
      featured: i === 29,
    }),
  );

  it("recommended puts featured first, then rating, then name", () => {
    const sorted = sortHotels(hotels, "recommended");
    expect(sorted[0]!.name).toBe("Hotel 29");
    expect(sorted[1]!.rating).toBe(4.5);
  });

  it("sorts by price either way", () => {
    expect(sortHotels(hotels, "price-asc")[0]!.price).toBe(40);
    expect(sortHotels(hotels, "price-desc")[0]!.price).toBe(69);
  });

  it("cuts pages of 12 and reports the total and page count", () => {
    const first = selectHotels(hotels, filters({ sort: "price-asc" }));
    expect(first.items).toHaveLength(12);
    expect(first.total).toBe(30);
    expect(first.pageCount).toBe(3);
    const last = selectHotels(hotels, filters({ sort: "price-asc", page: 3 }));
    expect(last.items.map((h) => h.price)).toEqual([64, 65, 66, 67, 68, 69]);
    expect(selectHotels(hotels, filters({ page: 9 })).items).toEqual([]);
  });
});

describe("canonicalFilterSearch", () => {
  it("is null when the query is already clean", () => {
    expect(
      canonicalFilterSearch("?city=accra&price=300%2B", filters({ city: "accra", price: "300+" })),
    ).toBeNull();
    expect(canonicalFilterSearch("", DEFAULT_FILTERS)).toBeNull();
  });

  it("drops defaults and empty values a plain form submits", () => {
    const parsed = parseHotelFilters(
      new URLSearchParams("city=all&price=50-100&minPrice=&rating=all&sort=recommended"),
      "lenient",
    );
    expect(
      parsed.success &&
        canonicalFilterSearch(
          "?city=all&price=50-100&minPrice=&rating=all&sort=recommended",
          parsed.filters,
        ),
    ).toBe("price=50-100");
  });

  it("can leave the city out for city pages", () => {
    expect(
      canonicalFilterSearch("?rating=4%2B", filters({ city: "accra", rating: "4+" }), {
        omitCity: true,
      }),
    ).toBeNull();
  });
});
