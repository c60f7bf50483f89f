import { describe, expect, it } from "vitest";
import { AMENITIES, amenityLabel, isAmenity } from "#app/domain/amenities.ts";

describe("the amenity vocabulary", () => {
  it("has one label per key", () => {
    expect(AMENITIES).toHaveLength(16);
    expect(amenityLabel("wifi")).toBe("Free WiFi");
    expect(amenityLabel("conference-room")).toBe("Meeting rooms");
  });

  it("reads an unknown key as its words, and knows it is not an amenity", () => {
    expect(amenityLabel("rooftop-bar")).toBe("rooftop bar");
    expect(isAmenity("rooftop-bar")).toBe(false);
    expect(isAmenity("toString")).toBe(false);
    expect(isAmenity("pool")).toBe(true);
  });
});
