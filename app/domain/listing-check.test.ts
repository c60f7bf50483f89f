import { describe, expect, it } from "vitest";
import { HotelInputSchema } from "#app/domain/content-schemas.ts";
import { dueListingChecks, type ListingCheckRow } from "#app/domain/listing-check.ts";

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
