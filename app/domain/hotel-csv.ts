// Hotels as a spreadsheet: the export's columns, and reading an edited file back as changes by
// slug. Only the columns a file has are changed, so a sheet of slugs and prices updates prices
// alone. The export guards cells against formula injection with a leading apostrophe
// (app/admin/shell/csv.ts); reading strips it again. A hotel's contacts are in the export only
// once the hotel agreed travellers may see them, and a file never changes them.
import { knownAmenity, unknownAmenityReason } from "#app/domain/amenity-check.ts";
import { parseCsv } from "#app/domain/csv-parse.ts";
import { contactsCell } from "#app/domain/hotel-contacts.ts";
import { knownHotelType, unknownHotelTypeReason } from "#app/domain/hotel-types.ts";
import {
  formatPracticalLine,
  parsePracticalLine,
  type PracticalFact,
} from "#app/domain/practical-facts.ts";

export const HOTEL_CSV_COLUMNS = [
  "slug",
  "name",
  "citySlug",
  "location",
  "hotelType",
  "price",
  "priceCheckedOn",
  "priceCurrency",
  "priceSourceKind",
  "priceSourceName",
  "priceSourceUrl",
  "rating",
  "amenities",
  "featured",
  "status",
  "latitude",
  "longitude",
  "affiliateLink",
  "agodaHotelId",
  "image",
  "description",
  "contacts",
  "practicalFacts",
] as const;
type Column = (typeof HOTEL_CSV_COLUMNS)[number];

const NUMBER_COLUMNS = new Set<Column>(["price", "rating", "latitude", "longitude"]);
const OPTIONAL_COLUMNS = new Set<Column>([
  "latitude",
  "longitude",
  "affiliateLink",
  "agodaHotelId",
  "priceCheckedOn",
  "priceSourceKind",
  "priceSourceUrl",
]);

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join("; ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

/** One row per hotel, in the export's column order, with a header row first. */
export function hotelCsvRows(hotels: readonly Record<string, unknown>[]): string[][] {
  return [
    [...HOTEL_CSV_COLUMNS],
    ...hotels.map((hotel) =>
      HOTEL_CSV_COLUMNS.map((column) =>
        // Practical facts keep the studio's format, one fact a line inside the cell.
        column === "practicalFacts"
          ? ((hotel[column] as PracticalFact[] | undefined) ?? [])
              .map(formatPracticalLine)
              .join("\n")
          : column === "contacts"
            ? contactsCell((hotel.contacts as Parameters<typeof contactsCell>[0]) ?? {})
            : cellText(hotel[column]),
      ),
    ),
  ];
}

export type HotelCsvResult =
  | { ok: true; rows: { line: number; slug: string; changes: Record<string, unknown> }[] }
  | { ok: false; rejected: { line: number; reason: string }[] };

/** A cell as a value of its column; a string reason when it cannot be one. */
function readCell(column: Column, raw: string): unknown {
  // Undo the export's guard against spreadsheet formulas (csv-stringify's escape_formulas).
  const text = (/^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(raw) ? raw.slice(1) : raw).trim();
  if (text === "" && OPTIONAL_COLUMNS.has(column)) return null;
  if (NUMBER_COLUMNS.has(column)) {
    const value = Number(text.replace(/,/g, ""));
    return text === "" || Number.isNaN(value)
      ? { invalid: `${column} "${text}" is not a number.` }
      : value;
  }
  if (column === "featured") {
    if (/^(yes|true|1)$/i.test(text)) return true;
    if (/^(no|false|0|)$/i.test(text)) return false;
    return { invalid: `featured is yes or no, not "${text}".` };
  }
  // The vocabularies are checked here, so a refusal names the line and the nearest known value.
  if (column === "amenities") {
    const values = text
      .split(/[;|]/)
      .map((item) => item.trim())
      .filter(Boolean);
    const unknown = values.filter((value) => !knownAmenity(value));
    return unknown.length > 0
      ? { invalid: unknown.map(unknownAmenityReason).join(" ") }
      : values.map((value) => knownAmenity(value));
  }
  if (column === "practicalFacts") {
    // The studio's schema judges each fact when the row is saved, naming what is wrong.
    return text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .map(parsePracticalLine);
  }
  if (column === "hotelType") {
    return knownHotelType(text) ?? { invalid: unknownHotelTypeReason(text) };
  }
  return text;
}

/**
 * Reads an edited export. The header needs `slug` and may hold any of the other columns; rows are
 * matched to hotels by slug. A file with any unreadable cell is refused whole with every reason.
 */
export function readHotelCsv(csv: string): HotelCsvResult {
  const parsed = parseCsv(csv);
  if (!parsed.ok) return { ok: false, rejected: [{ line: parsed.line, reason: parsed.reason }] };
  const [header, ...records] = parsed.rows;
  if (!header) return { ok: false, rejected: [{ line: 1, reason: "The file is empty." }] };
  const names = header.map((name) => name.trim());
  const unknown = names.filter((name) => !(HOTEL_CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0 || !names.includes("slug")) {
    return {
      ok: false,
      rejected: [
        {
          line: 1,
          reason: !names.includes("slug")
            ? "The header needs a slug column to match rows to hotels."
            : `Unknown columns: ${unknown.join(", ")}. Use the export's column names.`,
        },
      ],
    };
  }
  const rows: { line: number; slug: string; changes: Record<string, unknown> }[] = [];
  const rejected: { line: number; reason: string }[] = [];
  const seen = new Map<string, number>();
  records.forEach((record, index) => {
    const line = index + 2;
    if (record.every((cell) => cell.trim() === "")) return;
    const changes: Record<string, unknown> = {};
    const reasons: string[] = [];
    names.forEach((name, column) => {
      // Contacts are only shown here, and only once the hotel agreed: each is edited with its
      // source in the studio, so a file never changes them.
      if (name === "contacts") return;
      const value = readCell(name as Column, record[column] ?? "");
      if (value && typeof value === "object" && "invalid" in value)
        reasons.push(String(value.invalid));
      else changes[name] = value;
    });
    const slug = String(changes.slug ?? "");
    if (!slug) reasons.push("slug is empty.");
    const earlier = seen.get(slug);
    if (slug && earlier) reasons.push(`slug "${slug}" is also on line ${earlier}.`);
    seen.set(slug, line);
    delete changes.slug;
    if (reasons.length > 0) rejected.push({ line, reason: reasons.join(" ") });
    else rows.push({ line, slug, changes });
  });
  return rejected.length > 0 ? { ok: false, rejected } : { ok: true, rows };
}
