import { describe, expect, it } from "vitest";
import {
  destinationSearchUrl,
  hotelBookingUrl,
  mapSearchUrl,
  productUrl,
  retailSearchUrl,
  rollingStayDates,
  type PartnerConfig,
} from "./outbound.ts";

const config: PartnerConfig = {
  travelUrl: "https://travel.example/search",
  travelAffiliateId: "aff-1",
  retailUrl: "https://shop.example",
  retailTag: "tag-20",
  mapsUrl: "https://maps.example/search/",
};
const now = new Date("2026-11-22T23:30:00Z");

function query(url: string) {
  return Object.fromEntries(new URL(url).searchParams);
}

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

describe("hotelBookingUrl", () => {
  it("uses the hotel's own affiliate link when it has one", () => {
    expect(
      hotelBookingUrl(
        config,
        { name: "X", city: "Accra", affiliateLink: "https://partner.example/x" },
        now,
      ),
    ).toBe("https://partner.example/x");
  });

  it("otherwise searches for the hotel: destination, hotel, today, tomorrow, 2 adults, 1 room", () => {
    const url = hotelBookingUrl(
      config,
      { name: "Labadi Beach Hotel", city: "Accra", affiliateLink: null },
      now,
    );
    expect(url.startsWith("https://travel.example/search?")).toBe(true);
    expect(query(url)).toEqual({
      destination: "Accra",
      hotel: "Labadi Beach Hotel",
      checkin: "2026-11-22",
      checkout: "2026-11-23",
      adults: "2",
      rooms: "1",
      aid: "aff-1",
    });
  });
});

describe("destinationSearchUrl", () => {
  it("city pages: destination, rolling dates and 2 adults", () => {
    const url = destinationSearchUrl(config, { destination: "Kumasi", withStay: true }, now);
    expect(query(url)).toEqual({
      destination: "Kumasi",
      checkin: "2026-11-22",
      checkout: "2026-11-23",
      adults: "2",
      aid: "aff-1",
    });
  });

  it("detail links leave the dates and adults out", () => {
    expect(query(destinationSearchUrl(config, { destination: "Tamale" }, now))).toEqual({
      destination: "Tamale",
      aid: "aff-1",
    });
  });

  it("budget page adds a maximum price of 75 for one night", () => {
    const url = destinationSearchUrl(
      config,
      { destination: "Accra", withStay: true, maxPrice: 75, nights: 1 },
      now,
    );
    expect(query(url)).toMatchObject({
      destination: "Accra",
      maxPrice: "75",
      checkout: "2026-11-23",
      adults: "2",
    });
  });

  it("luxury page adds a minimum star rating of 4", () => {
    const url = destinationSearchUrl(
      config,
      { destination: "Ghana", withStay: true, minStars: 4 },
      now,
    );
    expect(query(url)).toMatchObject({ destination: "Ghana", minRating: "4" });
  });
});

describe("mapSearchUrl", () => {
  it("appends the encoded phrase to the maps search", () => {
    expect(mapSearchUrl(config, "hotels in Cape Coast, Ghana")).toBe(
      "https://maps.example/search/hotels+in+Cape+Coast%2C+Ghana",
    );
  });
});

describe("retail links", () => {
  it("link a verified product id to its page with the tag", () => {
    expect(productUrl(config, { id: "B0ABC12345", title: "Adapter" })).toBe(
      "https://shop.example/dp/B0ABC12345?tag=tag-20",
    );
  });

  it("search for the title when there is no id, always with the tag", () => {
    expect(productUrl(config, { title: "Universal travel adapter" })).toBe(
      "https://shop.example/s?k=Universal+travel+adapter&tag=tag-20",
    );
    expect(retailSearchUrl(config, "travel essentials")).toBe(
      "https://shop.example/s?k=travel+essentials&tag=tag-20",
    );
  });
});
