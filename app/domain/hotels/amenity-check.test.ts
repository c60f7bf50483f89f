import { describe, expect, it } from "vitest";
import { knownAmenity, unknownAmenityReason } from "#app/domain/hotels/amenity-check.ts";

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

  it("points the retired airport-shuttle amenity to the airport-pickup fact", () => {
    expect(unknownAmenityReason("Airport shuttle")).toBe(
      "amenity 'Airport shuttle' is now the practical fact airport-pickup: state it there, with the source that says so.",
    );
  });

  it("lists the vocabulary when nothing is close", () => {
    expect(unknownAmenityReason("helipad")).toMatch(
      /^amenity 'helipad' is not one we know. Use one of: wifi, parking,/,
    );
  });
});
