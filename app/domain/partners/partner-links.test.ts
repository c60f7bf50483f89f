// Each adapter against the link formats in docs/partners.md.
import { describe, expect, it } from "vitest";
import {
  activityUrl,
  AGODA_HOTEL_ID,
  agodaHotelUrl,
  agodaStayUrl,
  amazonPlacementByTag,
  amazonUrl,
  aviasalesFlightUrl,
  awinBookingStayUrl,
  bookingStayUrl,
  discovercarsUrl,
  flightUrl,
  getyourguideUrl,
  isEarning,
  partnersIn,
  skyscannerFlightUrl,
  stayUrl,
  storedLinkWithClickId,
  storedLinkWithStay,
  viatorUrl,
  type PartnerAccounts,
  type StaySearch,
} from "#app/domain/partners/partner-links.ts";

const kumasi: StaySearch = {
  destination: "Kumasi, Ghana",
  checkin: "2026-12-01",
  checkout: "2026-12-03",
  adults: 2,
  rooms: 1,
  children: 0,
};

const accounts: PartnerAccounts = {
  bookingAid: "1234567",
  awinMid: "6776",
  awinAffId: "99001",
  agodaCid: "1844104",
  travelpayoutsMarker: "55555",
  skyscannerPartnerId: "2850",
  discovercarsAid: "akwaaba",
  getyourguidePartnerId: "ABC123",
  viatorPid: "P00012345",
  amazonTag: "akwaaba-20",
  amazonTagsByPlacement: { "product-card": "akwaabacards-20" },
};

describe("Booking.com", () => {
  it("searches with ss, dates, guests, aid and our click id as label", () => {
    expect(bookingStayUrl("1234567", kumasi, "c_abc")).toBe(
      "https://www.booking.com/searchresults.html?ss=Kumasi%2C+Ghana&checkin=2026-12-01&checkout=2026-12-03&group_adults=2&no_rooms=1&group_children=0&aid=1234567&label=c_abc",
    );
  });

  it("filters 4 and 5 stars, and caps the price in dollars, with nflt", () => {
    const luxury = new URL(bookingStayUrl("1", { ...kumasi, minStars: 4 }, "c"));
    expect(luxury.search).toContain("nflt=class%3D4%3Bclass%3D5");
    const budget = new URL(bookingStayUrl("1", { ...kumasi, maxPriceUsd: 75 }, "c"));
    expect(budget.search).toContain("nflt=price%3DUSD-min-75-1");
  });

  it("still links without an aid (not earning) and leaves out dates it was not given", () => {
    const url = new URL(
      bookingStayUrl("", { ...kumasi, checkin: undefined, checkout: undefined }, "c"),
    );
    expect(url.searchParams.has("aid")).toBe(false);
    expect(url.searchParams.has("checkin")).toBe(false);
    expect(url.searchParams.get("ss")).toBe("Kumasi, Ghana");
  });

  it("through Awin wraps the Booking.com search in ued, with our click id as clickref", () => {
    const url = new URL(awinBookingStayUrl(accounts, kumasi, "c_abc"));
    expect(`${url.origin}${url.pathname}`).toBe("https://www.awin1.com/cread.php");
    expect([...url.searchParams.keys()]).toEqual(["awinmid", "awinaffid", "clickref", "ued"]);
    expect(url.searchParams.get("clickref")).toBe("c_abc");
    const target = new URL(url.searchParams.get("ued")!);
    expect(target.hostname).toBe("www.booking.com");
    expect(target.searchParams.get("ss")).toBe("Kumasi, Ghana");
  });
});

describe("Agoda", () => {
  it("uses cid, pcs=1, its city id when known, dates, guests and tag", () => {
    expect(agodaStayUrl("1844104", { ...kumasi, agodaCityId: "2791" }, "c_abc")).toBe(
      "https://www.agoda.com/partners/partnersearch.aspx?cid=1844104&pcs=1&city=2791&checkIn=2026-12-01&checkOut=2026-12-03&adults=2&rooms=1&children=0&tag=c_abc",
    );
  });

  it("opens a hotel's own page by its hid, with the traveller's dates and guests and our tag", () => {
    const stay = {
      checkin: "2027-01-10",
      checkout: "2027-01-12",
      adults: 3,
      rooms: 2,
      children: 1,
    };
    expect(agodaHotelUrl("1844104", "297412", stay, "c_abc")).toBe(
      "https://www.agoda.com/partners/partnersearch.aspx?cid=1844104&pcs=1&hid=297412&checkIn=2027-01-10&checkOut=2027-01-12&adults=3&rooms=2&children=1&tag=c_abc",
    );
    // No account id yet: the page still opens, it just does not earn.
    expect(new URL(agodaHotelUrl("", "297412", stay, "c")).searchParams.has("cid")).toBe(false);
  });

  it("takes only a hotel id in Agoda's format, so none can add to the link", () => {
    expect(["297412", "1", "123456789012"].every((id) => AGODA_HOTEL_ID.test(id))).toBe(true);
    for (const id of ["", "0", "012", "29 7412", "297412&cid=9", "1234567890123", "abc"]) {
      expect(AGODA_HOTEL_ID.test(id)).toBe(false);
    }
    const stay = {
      checkin: "2027-01-10",
      checkout: "2027-01-12",
      adults: 2,
      rooms: 1,
      children: 0,
    };
    expect(() => agodaHotelUrl("1", "1&cid=666", stay, "c")).toThrow();
  });
});

describe("Aviasales (Travelpayouts)", () => {
  it("sends IATA codes, dates, adults, economy, marker and sub_id", () => {
    expect(
      aviasalesFlightUrl(
        "55555",
        { from: "LHR", to: "ACC", depart: "2026-12-01", return: "2026-12-15", adults: 1 },
        "c_abc",
      ),
    ).toBe(
      "https://www.aviasales.com/search?origin_iata=LHR&destination_iata=ACC&depart_date=2026-12-01&return_date=2026-12-15&adults=1&trip_class=0&marker=55555&sub_id=c_abc",
    );
  });

  it("leaves out an origin it was not given, and the return of a one-way trip", () => {
    const url = new URL(
      aviasalesFlightUrl("m", { to: "TML", depart: "2026-12-01", adults: 2 }, "c"),
    );
    expect(url.searchParams.has("origin_iata")).toBe(false);
    expect(url.searchParams.get("destination_iata")).toBe("TML");
    expect(url.searchParams.has("return_date")).toBe(false);
  });
});

describe("Skyscanner", () => {
  it("opens the day view with codes, dates, adults, mediaPartnerId and our click id as utm_term", () => {
    expect(
      skyscannerFlightUrl(
        "2850",
        { from: "LHR", to: "ACC", depart: "2026-12-01", return: "2026-12-15", adults: 2 },
        "c_abc",
      ),
    ).toBe(
      "https://www.skyscanner.net/g/referrals/v1/flights/day-view/?origin=LHR&destination=ACC&outboundDate=2026-12-01&inboundDate=2026-12-15&adultsv2=2&mediaPartnerId=2850&utm_term=c_abc",
    );
  });

  it("leaves out an origin it was not given, and the return of a one-way trip", () => {
    const url = new URL(
      skyscannerFlightUrl("", { to: "KMS", depart: "2026-12-01", adults: 1 }, "c"),
    );
    expect([...url.searchParams]).toEqual([
      ["destination", "KMS"],
      ["outboundDate", "2026-12-01"],
      ["adultsv2", "1"],
      ["utm_term", "c"],
    ]);
  });
});

describe("DiscoverCars, GetYourGuide, Viator and Amazon", () => {
  it("DiscoverCars carries a_aid and our click id as data1", () => {
    expect(discovercarsUrl("akwaaba", "c_abc")).toBe(
      "https://www.discovercars.com/?a_aid=akwaaba&data1=c_abc",
    );
  });

  it("GetYourGuide searches with partner_id and our click id as cmp", () => {
    expect(getyourguideUrl("ABC123", { query: "Accra" }, "c_abc")).toBe(
      "https://www.getyourguide.com/s/?q=Accra&partner_id=ABC123&cmp=c_abc",
    );
  });

  it("Viator searches with pid, its fixed mcid and medium, and our click id as campaign", () => {
    expect(viatorUrl("P00012345", { query: "Cape Coast" }, "c_abc")).toBe(
      "https://www.viator.com/searchResults/all?text=Cape+Coast&pid=P00012345&mcid=42383&medium=link&campaign=c_abc",
    );
  });

  it("Amazon links a product by ASIN, or searches, with the placement's tracking id", () => {
    expect(amazonUrl(accounts, { asin: "B0TEST1234", query: "x", placement: "product-card" })).toBe(
      "https://www.amazon.com/dp/B0TEST1234?tag=akwaabacards-20",
    );
    expect(amazonUrl(accounts, { query: "travel adapter", placement: "culture-page" })).toBe(
      "https://www.amazon.com/s?k=travel+adapter&tag=akwaaba-20",
    );
  });
});

describe("Amazon tracking ids per placement", () => {
  it("maps each placement's own tag back to it, and ignores shared or default tags", () => {
    expect(
      amazonPlacementByTag({
        amazonTag: "main-20",
        amazonTagsByPlacement: {
          "product-card": "cards-20",
          "products-more": "main-20",
          "home-hero": "same-20",
          "blog-box": "same-20",
        },
      }),
    ).toEqual({ "cards-20": "product-card" });
  });
});

describe("the chosen partners and whether they earn", () => {
  it("lists the partners of each category", () => {
    expect(partnersIn("stays")).toEqual(["booking", "booking-awin", "agoda"]);
    expect(partnersIn("flights")).toEqual(["aviasales", "skyscanner"]);
    expect(partnersIn("activities")).toEqual(["getyourguide", "viator"]);
    expect(partnersIn("cars")).toEqual(["discovercars"]);
    expect(partnersIn("retail")).toEqual(["amazon"]);
  });

  it("routes a search to the operator's partner", () => {
    expect(new URL(stayUrl("booking", accounts, kumasi, "c")).hostname).toBe("www.booking.com");
    expect(new URL(stayUrl("booking-awin", accounts, kumasi, "c")).hostname).toBe("www.awin1.com");
    expect(new URL(stayUrl("agoda", accounts, kumasi, "c")).hostname).toBe("www.agoda.com");
    const flight = { from: "LHR", to: "ACC", depart: "2026-12-01", adults: 1 };
    expect(new URL(flightUrl("aviasales", accounts, flight, "c")).hostname).toBe(
      "www.aviasales.com",
    );
    expect(
      new URL(flightUrl("skyscanner", accounts, flight, "c")).searchParams.get("mediaPartnerId"),
    ).toBe("2850");
    expect(new URL(activityUrl("getyourguide", accounts, { query: "Ghana" }, "c")).hostname).toBe(
      "www.getyourguide.com",
    );
    expect(
      new URL(activityUrl("viator", accounts, { query: "Ghana" }, "c")).searchParams.get("pid"),
    ).toBe("P00012345");
  });

  it("says a partner without its account id is not earning", () => {
    const none: PartnerAccounts = {
      ...accounts,
      bookingAid: "",
      awinAffId: "",
      skyscannerPartnerId: "",
      viatorPid: "",
      amazonTag: "",
      amazonTagsByPlacement: { "product-card": "" },
    };
    expect(isEarning("booking", accounts)).toBe(true);
    expect(isEarning("skyscanner", accounts)).toBe(true);
    expect(isEarning("skyscanner", none)).toBe(false);
    expect(isEarning("viator", none)).toBe(false);
    expect(
      isEarning("amazon", { ...none, amazonTagsByPlacement: { "product-card": "a-20" } }),
    ).toBe(true);
    expect(isEarning("booking", none)).toBe(false);
    expect(isEarning("booking-awin", none)).toBe(false);
    expect(isEarning("amazon", none)).toBe(false);
    expect(isEarning("agoda", none)).toBe(true);
  });
});

describe("a traveller's stay, in each stays partner's own parameters", () => {
  const family: StaySearch = {
    destination: "Labadi Beach Hotel, Accra, Ghana",
    checkin: "2027-01-10",
    checkout: "2027-01-17",
    adults: 4,
    rooms: 2,
    children: 3,
  };
  const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

  it("Booking.com: checkin, checkout, group_adults, no_rooms, group_children", () => {
    expect(params(stayUrl("booking", accounts, family, "c"))).toMatchObject({
      checkin: "2027-01-10",
      checkout: "2027-01-17",
      group_adults: "4",
      no_rooms: "2",
      group_children: "3",
    });
  });

  it("Booking.com via Awin: the same, inside the wrapped ued", () => {
    const ued = new URL(stayUrl("booking-awin", accounts, family, "c")).searchParams.get("ued")!;
    expect(params(ued)).toMatchObject({
      checkin: "2027-01-10",
      checkout: "2027-01-17",
      group_adults: "4",
      no_rooms: "2",
      group_children: "3",
    });
  });

  it("Agoda: checkIn, checkOut, adults, rooms, children", () => {
    expect(params(stayUrl("agoda", accounts, family, "c"))).toMatchObject({
      checkIn: "2027-01-10",
      checkOut: "2027-01-17",
      adults: "4",
      rooms: "2",
      children: "3",
    });
  });
});

describe("a hotel's stored affiliate link", () => {
  const stay = { checkin: "2027-01-10", checkout: "2027-01-12", adults: 3, rooms: 1, children: 1 };

  it("asks for the traveller's stay in its partner's parameters, replacing stored dates", () => {
    expect(
      storedLinkWithStay(
        "https://www.booking.com/hotel/gh/labadi.html?aid=1234567&checkin=2024-12-01",
        stay,
      ),
    ).toBe(
      "https://www.booking.com/hotel/gh/labadi.html?aid=1234567&checkin=2027-01-10&checkout=2027-01-12&group_adults=3&no_rooms=1&group_children=1",
    );
    expect(
      storedLinkWithStay("https://www.agoda.com/partners/partnersearch.aspx?cid=1&hid=42", stay),
    ).toBe(
      "https://www.agoda.com/partners/partnersearch.aspx?cid=1&hid=42&checkIn=2027-01-10&checkOut=2027-01-12&adults=3&rooms=1&children=1",
    );
    const awin = new URL(
      storedLinkWithStay(
        `https://www.awin1.com/cread.php?awinmid=6776&ued=${encodeURIComponent("https://www.booking.com/hotel/gh/labadi.html")}`,
        stay,
      ),
    );
    expect(awin.searchParams.get("awinmid")).toBe("6776");
    expect(new URL(awin.searchParams.get("ued")!).searchParams.get("group_adults")).toBe("3");
  });

  it("leaves a link it does not know alone", () => {
    for (const link of ["not a url", "http://www.booking.com/x", "https://evil.example/x"]) {
      expect(storedLinkWithStay(link, stay)).toBe(link);
    }
  });

  it("gets our click id in its partner's sub-id slot", () => {
    expect(
      storedLinkWithClickId("https://www.booking.com/hotel/gh/labadi.html?aid=1234567", "c_abc"),
    ).toEqual({
      partner: "booking",
      url: "https://www.booking.com/hotel/gh/labadi.html?aid=1234567&label=c_abc",
      isEarning: true,
    });
    expect(storedLinkWithClickId("https://www.awin1.com/cread.php?awinmid=1", "c")).toEqual({
      partner: "booking-awin",
      url: "https://www.awin1.com/cread.php?awinmid=1&clickref=c",
      isEarning: false,
    });
  });

  it("is not used when it is not a known partner's https link", () => {
    for (const link of ["not a url", "http://www.booking.com/x", "https://evil.example/x"]) {
      expect(storedLinkWithClickId(link, "c")).toBeNull();
    }
  });
});
