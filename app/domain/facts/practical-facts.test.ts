import { describe, expect, it } from "vitest";
import { HotelInputSchema } from "#app/domain/content/hotel-definition.ts";
import {
  matchesFilters,
  DEFAULT_FILTERS,
  type FilterableHotel,
} from "#app/domain/hotel-lists/hotel-filters.ts";
import {
  factsNotYetStated,
  formatPracticalLine,
  parsePracticalLine,
  practicalRows,
  type PracticalFact,
} from "#app/domain/facts/practical-facts.ts";
import {
  meetsPracticalFilter,
  retireShuttleAmenity,
} from "#app/domain/hotel-lists/practical-filters.ts";

const source = { publisher: "Graphic Online", title: "A lodge", url: "https://graphic.com.gh/a" };
const fact = (key: PracticalFact["key"], value: string, note?: string): PracticalFact => ({
  key,
  value,
  ...(note ? { note } : {}),
  source,
  checkedOn: "2026-11-25",
});

describe("practical facts", () => {
  it("shows one row per fact in a fixed order, joining the ways to pay", () => {
    const rows = practicalRows([
      fact("payment", "mtn-momo"),
      fact("backup-power", "whole", "generator"),
      fact("payment", "cards"),
    ]);
    expect(rows.map((row) => [row.label, row.text])).toEqual([
      ["Backup power", "Whole property, air conditioning included (generator)"],
      ["Payment", "MTN MoMo, Cards"],
    ]);
  });

  it("matches a filter only when a source states it: unknown is never a match", () => {
    expect(meetsPracticalFilter([], "backup-power")).toBe(false);
    expect(meetsPracticalFilter([fact("backup-power", "none")], "backup-power")).toBe(false);
    expect(meetsPracticalFilter([fact("backup-power", "partial")], "backup-power")).toBe(true);
    expect(meetsPracticalFilter([fact("payment", "telecel-cash")], "mobile-money")).toBe(true);
    expect(meetsPracticalFilter([fact("payment", "cards")], "mobile-money")).toBe(false);
    expect(meetsPracticalFilter([fact("airport-pickup", "not-offered")], "airport-pickup")).toBe(
      false,
    );
    const hotel: FilterableHotel = {
      name: "A",
      citySlug: "accra",
      price: 80,
      rating: 4,
      hotelType: "hotel",
      amenities: [],
      featured: false,
      practicalFacts: [fact("airport-pickup", "offered", "US$25")],
    };
    expect(matchesFilters(hotel, { ...DEFAULT_FILTERS, facts: ["airport-pickup"] })).toBe(true);
    expect(
      matchesFilters(hotel, { ...DEFAULT_FILTERS, facts: ["airport-pickup", "mobile-money"] }),
    ).toBe(false);
  });

  it("writes and reads the studio's line format", () => {
    const pickup = fact("airport-pickup", "offered", "US$25 each way");
    const line = formatPracticalLine(pickup);
    expect(line).toBe(
      "airport-pickup = offered (US$25 each way) | Graphic Online | A lodge | https://graphic.com.gh/a |  | 2026-11-25",
    );
    expect(HotelInputSchema.shape.practicalFacts.parse([parsePracticalLine(line)])).toEqual([
      pickup,
    ]);
  });

  it("refuses a value outside the vocabulary, a fact stated twice, and one without its source", () => {
    const refused = (facts: unknown[]) =>
      HotelInputSchema.shape.practicalFacts.safeParse(facts).error?.issues.map((i) => i.message);
    expect(refused([{ ...fact("backup-power", "always") }])).toEqual([
      'Backup power is one of whole, partial, none, not "always".',
    ]);
    expect(refused([fact("hot-water", "yes"), fact("hot-water", "no")])).toContain(
      "Hot water is stated twice: keep one.",
    );
    expect(refused([{ key: "hot-water", value: "yes", checkedOn: "2026-11-25" }])).not.toEqual(
      undefined,
    );
  });

  it("retires the airport-shuttle amenity: a sourced pickup fact stands, an unsourced claim goes", () => {
    expect(retireShuttleAmenity(["wifi", "pool"], [])).toEqual({
      amenities: ["wifi", "pool"],
      claim: "none",
    });
    expect(
      retireShuttleAmenity(["wifi", "airport-shuttle"], [fact("airport-pickup", "offered")]),
    ).toEqual({ amenities: ["wifi"], claim: "stated" });
    expect(retireShuttleAmenity(["airport-shuttle", "pool"], [fact("payment", "cards")])).toEqual({
      amenities: ["pool"],
      claim: "unsourced",
    });
  });
});

describe("the studio's line for a fact the hotel states", () => {
  it("keeps the hotel as its source through a save", () => {
    const fact = {
      key: "backup-power" as const,
      value: "whole",
      note: "generator",
      source: {
        kind: "hotel" as const,
        publisher: "Afia Beach Hotel",
        title: "Fact sheet answered by Ama Mensah, Manager",
        date: "2026-11-29",
      },
      checkedOn: "2026-11-29",
    };
    const line = formatPracticalLine(fact);
    expect(line.endsWith("| hotel")).toBe(true);
    expect(parsePracticalLine(line)).toMatchObject({ source: { kind: "hotel" } });
  });
});

describe("factsNotYetStated", () => {
  it("adds a fact under a key nobody has stated, and never one over a stated key", () => {
    const stored = [fact("backup-power", "none"), fact("payment", "cash")];
    const found = [
      fact("backup-power", "whole"),
      fact("gta-licence", "3-star"),
      fact("payment", "cash"),
      fact("payment", "cards"),
    ];
    expect(factsNotYetStated(stored, found)).toEqual([
      fact("gta-licence", "3-star"),
      fact("payment", "cards"),
    ]);
  });

  it("adds everything to a hotel with no facts, and nothing when nothing was found", () => {
    expect(factsNotYetStated([], [fact("check-in", "14:00")])).toEqual([fact("check-in", "14:00")]);
    expect(factsNotYetStated([fact("check-in", "14:00")], [])).toEqual([]);
  });
});
