// Checks the editorial seed data against the requirements before it reaches the database.
import { describe, expect, it } from "vitest";
import { faqCategoriesSource } from "#app/content/faq.ts";
import { slugSchema } from "#app/domain/content/content-fields.ts";
import { slugify } from "#app/domain/content/slug.ts";
import { citySeeds } from "#app/seed/cities.ts";
import { hotelSeeds } from "#app/seed/hotels.ts";
import { questionSlug } from "#app/seed/seed.server.ts";
import {
  HOTELS_STILL_UNCONFIRMED,
  hotelListingChecks,
  hotelListingFor,
} from "#app/seed/hotel-listings.ts";
import { ListingSourceSchema } from "#app/domain/content/hotel-definition.ts";
import { AMENITIES, HOTEL_TYPES } from "#app/seed/types.ts";

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("hotel seed data", () => {
  it("has at least 80 hotels with unique names and slugs", () => {
    expect(hotelSeeds.length).toBeGreaterThanOrEqual(80);
    expect(new Set(hotelSeeds.map((hotel) => slugify(hotel.name))).size).toBe(hotelSeeds.length);
  });

  it("covers each city as the catalogue issue requires", () => {
    const count = (...cities: string[]) =>
      hotelSeeds.filter((hotel) => cities.includes(hotel.city)).length;
    expect(count("Accra")).toBeGreaterThanOrEqual(30);
    expect(count("Kumasi")).toBeGreaterThanOrEqual(15);
    expect(count("Cape Coast", "Elmina")).toBeGreaterThanOrEqual(12);
    expect(count("Tamale")).toBeGreaterThanOrEqual(10);
    expect(count("Takoradi")).toBeGreaterThanOrEqual(6);
  });

  it("gives every hotel a known city, a 60-word description and valid fields", () => {
    const cityNames = new Set(citySeeds.map((city) => city.name));
    for (const hotel of hotelSeeds) {
      expect(cityNames.has(hotel.city), hotel.name).toBe(true);
      expect(words(hotel.description), hotel.name).toBeGreaterThanOrEqual(60);
      expect(hotel.rating).toBeGreaterThanOrEqual(0);
      expect(hotel.rating).toBeLessThanOrEqual(5);
      expect(hotel.price).toBeGreaterThan(0);
      expect(HOTEL_TYPES).toContain(hotel.hotelType);
      for (const amenity of hotel.amenities) expect(AMENITIES).toContain(amenity);
    }
  });

  it("gives every hotel its own description", () => {
    const byDescription = new Map<string, string>();
    for (const hotel of hotelSeeds) {
      expect(byDescription.get(hotel.description), hotel.name).toBeUndefined();
      byDescription.set(hotel.description, hotel.name);
    }
  });

  it("features at least 9 hotels across at least 4 cities", () => {
    const featured = hotelSeeds.filter((hotel) => hotel.featured);
    expect(featured.length).toBeGreaterThanOrEqual(9);
    expect(new Set(featured.map((hotel) => hotel.city)).size).toBeGreaterThanOrEqual(4);
  });
});

describe("city seed data", () => {
  it("has the four cities of SPEC.md and every city with hotels, with slugs by the slug rule", () => {
    const slugs = citySeeds.map((city) => city.slug);
    expect(slugs).toEqual(expect.arrayContaining(["accra", "kumasi", "cape-coast", "tamale"]));
    for (const city of citySeeds) expect(city.slug).toBe(slugify(city.name));
    for (const hotel of hotelSeeds) expect(slugs).toContain(slugify(hotel.city));
  });

  it("gives every city its quick facts, highlights and a long guide", () => {
    for (const city of citySeeds) {
      expect(city.region, city.name).not.toBe("");
      expect(city.population, city.name).not.toBe("");
      expect(city.highlights.length, city.name).toBeGreaterThanOrEqual(4);
      expect(words(city.guide), city.name).toBeGreaterThanOrEqual(350);
    }
  });
});

describe("FAQ seed data", () => {
  it("gives every question a unique, short slug that passes the studio's rule", () => {
    const slugs = faqCategoriesSource.flatMap((category) =>
      category.entries.map((entry) => questionSlug(entry.question)),
    );
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug.length, slug).toBeLessThanOrEqual(80);
      expect(slugSchema.safeParse(slug).success, slug).toBe(true);
    }
    for (const category of faqCategoriesSource) {
      expect(slugSchema.safeParse(category.id).success, category.id).toBe(true);
    }
  });
});

describe("the seed's listing checks", () => {
  it("name only seeded hotels, each source with a publisher, title and a valid address and date", () => {
    const slugs = new Set(hotelSeeds.map((hotel) => slugify(hotel.name)));
    for (const [slug, sources] of Object.entries(hotelListingChecks)) {
      expect(slugs.has(slug), slug).toBe(true);
      for (const source of sources) expect(ListingSourceSchema.parse(source), slug).toEqual(source);
    }
  });

  it("confirm a listed hotel only with a source a reader can open, checked on a given day", () => {
    for (const hotel of hotelSeeds) {
      const listing = hotelListingFor(slugify(hotel.name));
      if (listing.listingStatus !== "verified") continue;
      expect(listing.listingCheckedOn, hotel.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(
        listing.listingSources.some((source) => source.url?.startsWith("http")),
        hotel.name,
      ).toBe(true);
    }
  });

  it("keep the hotels no search confirmed unlisted, and name each one once", () => {
    const slugs = new Set(hotelSeeds.map((hotel) => slugify(hotel.name)));
    for (const slug of HOTELS_STILL_UNCONFIRMED) {
      expect(slugs.has(slug), slug).toBe(true);
      expect(hotelListingFor(slug).listingStatus, slug).toBe("unverified");
    }
    expect(new Set(HOTELS_STILL_UNCONFIRMED).size).toBe(HOTELS_STILL_UNCONFIRMED.length);
    // Every seeded hotel is either checked (with or without a source) or named as still waiting.
    const accounted = new Set([...Object.keys(hotelListingChecks), ...HOTELS_STILL_UNCONFIRMED]);
    expect([...slugs].filter((slug) => !accounted.has(slug))).toEqual([]);
  });
});
