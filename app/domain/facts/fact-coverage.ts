// How much of each practical fact is known, city by city, and from which kind of source (issue
// 40): the Facts tab's coverage table and `npm run facts:coverage` both read it from here. A
// hotel counts once per fact however many statements it has; a hotel whose statements of one
// fact come from two kinds of source counts under both, so the kinds may add up to more than the
// known.
import {
  PRACTICAL_FACT_KEYS,
  PRACTICAL_FACT_LABELS,
  type PracticalFactKey,
} from "#app/domain/facts/practical-facts.ts";

export const FACT_SOURCE_KINDS = ["hotel", "guests", "publication", "team"] as const;
export type FactSourceKind = (typeof FACT_SOURCE_KINDS)[number];

export const FACT_SOURCE_KIND_LABELS: Readonly<Record<FactSourceKind, string>> = {
  hotel: "The hotel",
  guests: "Guests",
  publication: "A public source",
  team: "The team",
};

/** The kind of source behind a statement; a source that names no kind is a publication. */
export function factSourceKind(source: { kind?: string }): FactSourceKind {
  switch (source.kind) {
    case "hotel":
    case "team":
    case "guests":
      return source.kind;
    case "guest":
      return "guests";
    default:
      return "publication";
  }
}

/** A listed hotel as coverage needs it: its city and its facts' keys and sources. */
export interface CoverageHotel {
  city: string;
  facts: readonly { key: string; source: { kind?: string } }[];
}

export interface CoverageCell {
  /** Listed hotels in the city (or in all cities). */
  hotels: number;
  /** Of them, those with the fact known from any source. */
  known: number;
  /** Of them, those with the fact known from each kind of source. */
  byKind: Record<FactSourceKind, number>;
}

export interface CoverageRow {
  key: PracticalFactKey;
  label: string;
  /** One cell per city, in the order of `cities`. */
  cells: CoverageCell[];
  total: CoverageCell;
}

export interface FactCoverage {
  /** Cities with at least one listed hotel, by name. */
  cities: { name: string; hotels: number }[];
  hotels: number;
  rows: CoverageRow[];
}

const emptyCell = (hotels: number): CoverageCell => ({
  hotels,
  known: 0,
  byKind: { hotel: 0, guests: 0, publication: 0, team: 0 },
});

/** Each practical fact's coverage in each city and over all of them. */
export function factCoverage(hotels: readonly CoverageHotel[]): FactCoverage {
  const perCity = new Map<string, number>();
  for (const hotel of hotels) perCity.set(hotel.city, (perCity.get(hotel.city) ?? 0) + 1);
  const cities = [...perCity]
    .map(([name, count]) => ({ name, hotels: count }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  const column = new Map(cities.map((city, index) => [city.name, index]));
  const rows = PRACTICAL_FACT_KEYS.map((key): CoverageRow => {
    const cells = cities.map((city) => emptyCell(city.hotels));
    const total = emptyCell(hotels.length);
    for (const hotel of hotels) {
      const kinds = new Set(
        hotel.facts.filter((fact) => fact.key === key).map((fact) => factSourceKind(fact.source)),
      );
      if (kinds.size === 0) continue;
      for (const cell of [cells[column.get(hotel.city)!]!, total]) {
        cell.known += 1;
        for (const kind of kinds) cell.byKind[kind] += 1;
      }
    }
    return { key, label: PRACTICAL_FACT_LABELS[key], cells, total };
  });
  return { cities, hotels: hotels.length, rows };
}

/** The kinds of source that know a fact, with their counts: "the hotel 2, a public source 1". */
export function coverageKinds(cell: CoverageCell): string {
  return FACT_SOURCE_KINDS.filter((kind) => cell.byKind[kind] > 0)
    .map((kind) => `${FACT_SOURCE_KIND_LABELS[kind].toLowerCase()} ${cell.byKind[kind]}`)
    .join(", ");
}

const KIND_HEADINGS: Readonly<Record<FactSourceKind, string>> = {
  hotel: "Hotel",
  guests: "Guests",
  publication: "Public source",
  team: "Team",
};

/** The coverage as lines of a plain table: fact, city, listed, known, then each kind. */
export function coverageTableRows(coverage: FactCoverage): string[][] {
  const header = [
    "Fact",
    "City",
    "Listed",
    "Known",
    ...FACT_SOURCE_KINDS.map((kind) => KIND_HEADINGS[kind]),
  ];
  const line = (label: string, city: string, cell: CoverageCell) => [
    label,
    city,
    String(cell.hotels),
    String(cell.known),
    ...FACT_SOURCE_KINDS.map((kind) => String(cell.byKind[kind])),
  ];
  return [
    header,
    ...coverage.rows.flatMap((row) => [
      ...row.cells.map((cell, index) => line(row.label, coverage.cities[index]!.name, cell)),
      line(row.label, "All cities", row.total),
    ]),
  ];
}

/** Rows as text columns padded to line up; numbers are right-aligned. */
export function formatPlainTable(rows: readonly (readonly string[])[]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          /^\d+$/.test(cell) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
        )
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

interface Named {
  name: string;
}

/** "Lists A, B and C" as a sentence names them. */
function names(hotels: readonly Named[]): string {
  const all = hotels.map((hotel) => hotel.name);
  return all.length <= 1 ? (all[0] ?? "") : `${all.slice(0, -1).join(", ")} and ${all.at(-1)}`;
}

/**
 * What a bulk request did, as one paragraph an editor reads: each count with the hotels' names,
 * "Fact sheets requested from 2 hotels (A and B). Skipped 1 with a link still open (C)."
 */
export function bulkRequestSummary(result: {
  sent: readonly Named[];
  open: readonly Named[];
  noAddress: readonly Named[];
}): string {
  const hotelsWord = (count: number) => (count === 1 ? "1 hotel" : `${count} hotels`);
  return [
    result.sent.length === 0
      ? "No fact sheet requested."
      : `Fact sheets requested from ${hotelsWord(result.sent.length)} by e-mail (${names(result.sent)}).`,
    result.open.length === 0
      ? ""
      : `Skipped ${hotelsWord(result.open.length)} with a link still open (${names(result.open)}).`,
    result.noAddress.length === 0
      ? ""
      : `Skipped ${hotelsWord(result.noAddress.length)} with no e-mail address (${names(result.noAddress)}).`,
  ]
    .filter(Boolean)
    .join(" ");
}
