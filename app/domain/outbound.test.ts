import { describe, expect, it } from "vitest";
import {
  destinationSearchUrl,
  hotelBookingUrl,
  mapSearchUrl,
  productUrl,
  retailSearchUrl,
  rollingStayDates,
  travelFormAction,
  travelSearchFromFields,
  travelSearchUrl,
  type PartnerConfig,
} from "#app/domain/outbound.ts";

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

describe("travelSearchUrl", () => {
  it("stays: service, the form's fields in order and the affiliate id; checked boxes only", () => {
    const url = travelSearchUrl(config, {
      service: "stays",
      location: "Kotoka International Airport (ACC), Accra",
      checkin: "2026-12-01",
      checkout: "2026-12-03",
      travelers: "2 travelers, 1 room",
      addFlight: true,
      addCar: false,
    });
    expect(url.startsWith("https://travel.example/search?service=stays&location=")).toBe(true);
    expect([...new URL(url).searchParams]).toEqual([
      ["service", "stays"],
      ["location", "Kotoka International Airport (ACC), Accra"],
      ["checkin", "2026-12-01"],
      ["checkout", "2026-12-03"],
      ["travelers", "2 travelers, 1 room"],
      ["addFlight", "true"],
      ["aid", "aff-1"],
    ]);
  });

  it("flights: round trips carry the return date, one-way trips leave it out", () => {
    const base = {
      service: "flights" as const,
      from: "London",
      to: "Accra",
      departure: "2026-12-01",
      return: "2026-12-10",
      travelers: "1 traveler, Economy",
      addStay: false,
      addCar: true,
    };
    expect(query(travelSearchUrl(config, { ...base, tripType: "roundtrip" }))).toEqual({
      service: "flights",
      tripType: "roundtrip",
      from: "London",
      to: "Accra",
      departure: "2026-12-01",
      return: "2026-12-10",
      travelers: "1 traveler, Economy",
      addCar: "true",
      aid: "aff-1",
    });
    expect(query(travelSearchUrl(config, { ...base, tripType: "oneway" }))).not.toHaveProperty(
      "return",
    );
  });

  it("cars: keeps empty text fields as a native GET form does", () => {
    const url = travelSearchUrl(config, {
      service: "cars",
      pickup: "Accra",
      dropoff: "Same as pick-up",
      pickupDate: "2026-12-01",
      dropoffDate: "2026-12-04",
      pickupTime: "10:30am",
      dropoffTime: "10:30am",
      showAarp: false,
      discountCodes: "",
    });
    expect(query(url)).toEqual({
      service: "cars",
      pickup: "Accra",
      dropoff: "Same as pick-up",
      pickupDate: "2026-12-01",
      pickupTime: "10:30am",
      dropoffDate: "2026-12-04",
      dropoffTime: "10:30am",
      discountCodes: "",
      aid: "aff-1",
    });
  });

  it("activities: service and the affiliate id only, and the base's own query is replaced", () => {
    expect(
      travelSearchUrl(
        { ...config, travelUrl: "https://travel.example/search?lang=en#top" },
        { service: "activities" },
      ),
    ).toBe("https://travel.example/search?service=activities&aid=aff-1");
    expect(travelFormAction({ ...config, travelUrl: "https://travel.example/s?x=1#y" })).toBe(
      "https://travel.example/s",
    );
  });
});

describe("travelSearchFromFields", () => {
  it("reads a submitted form: missing boxes are unchecked, hidden fields are ignored", () => {
    expect(
      travelSearchFromFields("stays", {
        service: "stays",
        location: "Accra",
        checkin: "2026-12-01",
        checkout: "2026-12-02",
        travelers: "1 traveler, 1 room",
        addCar: "true",
        aid: "aff-1",
      }),
    ).toEqual({
      service: "stays",
      location: "Accra",
      checkin: "2026-12-01",
      checkout: "2026-12-02",
      travelers: "1 traveler, 1 room",
      addFlight: false,
      addCar: true,
    });
  });

  it("defaults flights to a round trip and gives the same URL as the fields in order", () => {
    const search = travelSearchFromFields("flights", { from: "Lagos", to: "Accra" });
    expect(search).toMatchObject({ tripType: "roundtrip", departure: "", addStay: false });
    expect(travelSearchUrl(config, search)).toBe(
      "https://travel.example/search?service=flights&tripType=roundtrip&from=Lagos&to=Accra&departure=&return=&travelers=&aid=aff-1",
    );
  });
});
