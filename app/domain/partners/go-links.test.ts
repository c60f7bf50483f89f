import { describe, expect, it } from "vitest";
import {
  goPath,
  mapSearchUrl,
  rollingStayDates,
  type PartnerConfig,
} from "#app/domain/partners/go-links.ts";

const config: PartnerConfig = { mapsUrl: "https://maps.example/search/" };
const now = new Date("2026-11-22T23:30:00Z");

describe("rollingStayDates", () => {
  it("uses today and tomorrow in Ghana's time zone (GMT)", () => {
    expect(rollingStayDates(now)).toEqual({ checkin: "2026-11-22", checkout: "2026-11-23" });
  });

  it("rolls over months and years", () => {
    expect(rollingStayDates(new Date("2026-12-31T10:00:00Z"))).toEqual({
      checkin: "2026-12-31",
      checkout: "2027-01-01",
    });
  });
});

describe("mapSearchUrl", () => {
  it("appends the encoded phrase to the maps search", () => {
    expect(mapSearchUrl(config, "hotels in Cape Coast, Ghana")).toBe(
      "https://maps.example/search/hotels+in+Cape+Coast%2C+Ghana",
    );
  });
});

describe("goPath", () => {
  it("names what is clicked and where, escaped", () => {
    expect(goPath("hotel", "labadi-beach-hotel", "hotel-card")).toBe(
      "/go/hotel/labadi-beach-hotel?placement=hotel-card",
    );
    expect(goPath("product", "a/b c", "x y")).toBe("/go/product/a%2Fb%20c?placement=x%20y");
  });
});
