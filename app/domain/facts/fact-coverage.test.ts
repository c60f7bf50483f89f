import { describe, expect, it } from "vitest";
import {
  bulkRequestSummary,
  coverageKinds,
  coverageTableRows,
  factCoverage,
  factSourceKind,
  formatPlainTable,
  type CoverageHotel,
} from "#app/domain/facts/fact-coverage.ts";

const hotel = (city: string, ...facts: [string, string | undefined][]): CoverageHotel => ({
  city,
  facts: facts.map(([key, kind]) => ({ key, source: kind ? { kind } : {} })),
});

const HOTELS = [
  hotel("Accra", ["backup-power", "hotel"], ["payment", "hotel"], ["payment", undefined]),
  hotel("Accra", ["backup-power", undefined]),
  hotel("Accra"),
  hotel("Kumasi", ["payment", "guests"], ["payment", "guests"]),
  hotel("Cape Coast", ["airport-pickup", "team"]),
];

describe("fact coverage", () => {
  it("names the kind of source, a source without a kind being a publication", () => {
    expect(factSourceKind({ kind: "hotel" })).toBe("hotel");
    expect(factSourceKind({ kind: "guest" })).toBe("guests");
    expect(factSourceKind({ kind: "team" })).toBe("team");
    expect(factSourceKind({ kind: "publication" })).toBe("publication");
    expect(factSourceKind({})).toBe("publication");
  });

  it("counts each listed hotel once per fact and city, and over all cities", () => {
    const coverage = factCoverage(HOTELS);
    expect(coverage.hotels).toBe(5);
    expect(coverage.cities).toEqual([
      { name: "Accra", hotels: 3 },
      { name: "Cape Coast", hotels: 1 },
      { name: "Kumasi", hotels: 1 },
    ]);
    const power = coverage.rows.find((row) => row.key === "backup-power")!;
    expect(power.label).toBe("Backup power");
    expect(power.cells[0]).toEqual({
      hotels: 3,
      known: 2,
      byKind: { hotel: 1, guests: 0, publication: 1, team: 0 },
    });
    expect(power.cells[2]!.known).toBe(0);
    expect(power.total.known).toBe(2);
  });

  it("counts a hotel under every kind that states a fact, and once in the known", () => {
    const payment = factCoverage(HOTELS).rows.find((row) => row.key === "payment")!;
    expect(payment.cells[0]).toMatchObject({
      known: 1,
      byKind: { hotel: 1, publication: 1 },
    });
    expect(payment.cells[2]).toMatchObject({ known: 1, byKind: { guests: 1 } });
    expect(payment.total).toMatchObject({
      hotels: 5,
      known: 2,
      byKind: { hotel: 1, guests: 1, publication: 1, team: 0 },
    });
    expect(coverageKinds(payment.total)).toBe("the hotel 1, guests 1, a public source 1");
  });

  it("has a row for every practical fact, known or not", () => {
    const coverage = factCoverage([]);
    expect(coverage.rows.map((row) => row.key)).toContain("gta-licence");
    expect(coverage.rows.every((row) => row.total.known === 0 && row.cells.length === 0)).toBe(
      true,
    );
  });

  it("prints as a plain table, one line per fact and city with all cities after", () => {
    const rows = coverageTableRows(factCoverage(HOTELS));
    expect(rows[0]).toEqual([
      "Fact",
      "City",
      "Listed",
      "Known",
      "Hotel",
      "Guests",
      "Public source",
      "Team",
    ]);
    expect(rows).toContainEqual(["Airport pickup", "Cape Coast", "1", "1", "0", "0", "0", "1"]);
    expect(rows).toContainEqual(["Payment", "All cities", "5", "2", "1", "1", "1", "0"]);
    const text = formatPlainTable([
      ["Fact", "Known"],
      ["Payment", "12"],
      ["Hot water", "3"],
    ]);
    expect(text.split("\n")).toEqual(["Fact       Known", "Payment       12", "Hot water      3"]);
  });
});

describe("a bulk request's summary", () => {
  it("counts and names the hotels asked and each kind skipped", () => {
    expect(
      bulkRequestSummary({
        sent: [{ name: "Labadi Beach Hotel" }, { name: "Mövenpick" }],
        open: [{ name: "Kempinski" }],
        noAddress: [{ name: "A" }, { name: "B" }, { name: "C" }],
      }),
    ).toBe(
      "Fact sheets requested from 2 hotels by e-mail (Labadi Beach Hotel and Mövenpick). Skipped 1 hotel with a link still open (Kempinski). Skipped 3 hotels with no e-mail address (A, B and C).",
    );
    expect(bulkRequestSummary({ sent: [], open: [{ name: "K" }], noAddress: [] })).toBe(
      "No fact sheet requested. Skipped 1 hotel with a link still open (K).",
    );
  });
});
