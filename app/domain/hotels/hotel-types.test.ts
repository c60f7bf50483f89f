import { describe, expect, it } from "vitest";
import { knownHotelType, unknownHotelTypeReason } from "#app/domain/hotels/hotel-types.ts";

describe("knownHotelType", () => {
  it("knows a type in any case, with spaces or hyphens", () => {
    expect(knownHotelType("Guest House")).toBe("guest house");
    expect(knownHotelType("beach-resort")).toBe("beach resort");
    expect(knownHotelType("LUXURY")).toBe("luxury");
  });

  it("knows nothing else", () => {
    expect(knownHotelType("Guesthouse")).toBeNull();
    expect(knownHotelType("")).toBeNull();
  });
});

describe("unknownHotelTypeReason", () => {
  it("names the nearest known type, or lists them all", () => {
    expect(unknownHotelTypeReason("Guesthouse")).toBe(
      "hotel type 'Guesthouse' is not one we know. Did you mean 'guest house'?",
    );
    expect(unknownHotelTypeReason("Luxery")).toBe(
      "hotel type 'Luxery' is not one we know. Did you mean 'luxury'?",
    );
    expect(unknownHotelTypeReason("castle")).toMatch(/Use one of: hotel, guest house,/);
  });
});
