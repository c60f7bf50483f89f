import { describe, expect, it } from "vitest";
import { HotelInputSchema } from "#app/domain/content/hotel-definition.ts";
import {
  dueListingChecks,
  listingLastConfirmed,
  type ListingCheckRow,
} from "#app/domain/hotels/listing-check.ts";

const row = (name: string, listingCheckedOn: string | null): ListingCheckRow => ({
  id: name.length,
  slug: name.toLowerCase(),
  name,
  citySlug: "accra",
  status: "published",
  listingStatus: listingCheckedOn ? "verified" : "unverified",
  listingCheckedOn,
});

describe("dueListingChecks", () => {
  it("lists never-checked hotels, then checks 12 months old or more and unverified ones, oldest first", () => {
    const due = dueListingChecks(
      [
        row("Recent", "2026-06-01"),
        row("Old", "2025-03-02"),
        row("Oldest", "2024-01-15"),
        row("Never", null),
        row("Exactly a year", "2025-11-25"),
        row("A day short of a year", "2025-11-26"),
        { ...row("No trace found", "2026-11-25"), listingStatus: "unverified" },
      ],
      new Date("2026-11-25T10:00:00Z"),
    );
    expect(due.map((hotel) => hotel.name)).toEqual([
      "Never",
      "Oldest",
      "Old",
      "Exactly a year",
      "No trace found",
    ]);
    expect(due[0]!.dueSince).toBeNull();
    expect(due[1]!.dueSince).toBe("2025-01-15");
  });
});

describe("listingLastConfirmed", () => {
  it("gives the newest source's year when it is older than 2021", () => {
    expect(listingLastConfirmed([{ date: "2009-03" }, { date: "2016-12-09" }, {}])).toBe(2016);
    expect(listingLastConfirmed([{ date: "2020-12-31" }])).toBe(2020);
  });

  it("says nothing when a source from 2021 or later confirms the hotel", () => {
    expect(listingLastConfirmed([{ date: "2012-01-01" }, { date: "2021-01" }])).toBeNull();
    expect(listingLastConfirmed([{ date: "2026-05-01" }, {}])).toBeNull();
  });

  it("calls sources with no date undated, and finds nothing to say without sources", () => {
    expect(listingLastConfirmed([{}, { date: "" }])).toBe("undated");
    expect(listingLastConfirmed([])).toBeNull();
  });
});

describe("dueListingChecks and old sources", () => {
  it("puts hotels only old or undated sources confirm first, even when checked recently", () => {
    const checked = (name: string, dates: (string | undefined)[]): ListingCheckRow => ({
      ...row(name, "2026-11-25"),
      listingSources: dates.map((date) => (date ? { date } : {})),
    });
    const due = dueListingChecks(
      [
        checked("Recent source", ["2025-04-01"]),
        row("Never", null),
        checked("Old source", ["2009-01", "2016-05-02"]),
        checked("Undated source", [undefined]),
      ],
      new Date("2026-11-29T10:00:00Z"),
    );
    expect(due.map((hotel) => [hotel.name, hotel.lastConfirmed])).toEqual([
      ["Old source", 2016],
      ["Undated source", "undated"],
      ["Never", null],
    ]);
  });
});

describe("a hotel's listing check in the studio", () => {
  const hotel = {
    slug: "test-lodge",
    name: "Test Lodge",
    citySlug: "accra",
    location: "Osu",
    description: "A lodge.",
    rating: 4,
    price: 80,
    hotelType: "Guest House",
  };

  it("starts unverified, so a new hotel is not listed until someone checks it", () => {
    const parsed = HotelInputSchema.parse(hotel);
    expect(parsed.listingStatus).toBe("unverified");
    expect(parsed.listingSources).toEqual([]);
  });

  it("refuses 'verified' without a source, the day of the check and who checked", () => {
    const result = HotelInputSchema.safeParse({ ...hotel, listingStatus: "verified" });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(["listingSources", "listingCheckedOn", "listingCheckedBy"]);
  });

  it("accepts a verified listing with its sources, dropping empty addresses and dates", () => {
    const parsed = HotelInputSchema.parse({
      ...hotel,
      listingStatus: "verified",
      listingSources: [{ publisher: "Graphic Online", title: "Lodge opens", url: "", date: "" }],
      listingCheckedOn: "2026-11-25",
      listingCheckedBy: "Editor",
    });
    expect(parsed.listingSources).toEqual([{ publisher: "Graphic Online", title: "Lodge opens" }]);
  });
});
