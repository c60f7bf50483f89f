import { describe, expect, it } from "vitest";
import {
  AMENITIES,
  amenitiesOfAny,
  amenityLabel,
  isAmenity,
} from "#app/domain/hotels/amenities.ts";

describe("the amenity vocabulary", () => {
  it("has one label per key", () => {
    expect(AMENITIES).toHaveLength(15);
    expect(amenityLabel("wifi")).toBe("Free WiFi");
    expect(amenityLabel("conference-room")).toBe("Meeting rooms");
  });

  it("reads an unknown key as its words, and knows it is not an amenity", () => {
    expect(amenityLabel("rooftop-bar")).toBe("rooftop bar");
    expect(isAmenity("rooftop-bar")).toBe(false);
    expect(isAmenity("toString")).toBe(false);
    expect(isAmenity("pool")).toBe(true);
    // Airport pickup is a practical fact with its source, not an amenity (issue 40).
    expect(isAmenity("airport-shuttle")).toBe(false);
  });
});

describe("amenitiesOfAny", () => {
  it("lists each amenity of any list once, in the vocabulary's order, unknown keys last", () => {
    expect(
      amenitiesOfAny([["pool", "wifi", "rooftop-bar"], ["wifi", "parking", "art-gallery"], []]),
    ).toEqual(["wifi", "parking", "pool", "art-gallery", "rooftop-bar"]);
  });

  it("is empty for no amenities", () => {
    expect(amenitiesOfAny([[], []])).toEqual([]);
  });
});
