import { describe, expect, it } from "vitest";
import {
  AMENITIES,
  amenitiesOfAny,
  amenityLabel,
  isAmenity,
  knownAmenity,
  unknownAmenityReason,
} from "#app/domain/amenities.ts";

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

describe("knownAmenity", () => {
  it("knows an amenity by its key or its label, in any case", () => {
    expect(knownAmenity("wifi")).toBe("wifi");
    expect(knownAmenity("WiFi")).toBe("wifi");
    expect(knownAmenity("Free WiFi")).toBe("wifi");
    expect(knownAmenity("Room service")).toBe("room-service");
    expect(knownAmenity("Meeting rooms")).toBe("conference-room");
  });

  it("knows nothing else", () => {
    expect(knownAmenity("Wifii")).toBeNull();
    expect(knownAmenity("toString")).toBeNull();
    expect(knownAmenity("")).toBeNull();
  });
});

describe("unknownAmenityReason", () => {
  it("names the nearest known amenity", () => {
    expect(unknownAmenityReason("Wifii")).toBe(
      "amenity 'Wifii' is not one we know. Did you mean 'wifi'?",
    );
    expect(unknownAmenityReason("parkng")).toBe(
      "amenity 'parkng' is not one we know. Did you mean 'parking'?",
    );
  });

  it("lists the vocabulary when nothing is close", () => {
    expect(unknownAmenityReason("helipad")).toMatch(
      /^amenity 'helipad' is not one we know. Use one of: wifi, parking,/,
    );
  });
});
