// Hotels as a spreadsheet: the export, and reading an edited file back as changes by slug. The
// columns, their order and each cell's format are the hotel's definition's (hotel-definition.ts).
// Only the columns a file has are changed, so a sheet of slugs and prices updates prices alone.
// The export guards cells against formula injection with a leading apostrophe
// (app/admin/shell/csv.ts); reading strips it again. A hotel's contacts are in the export only
// once the hotel agreed travellers may see them, and a file never changes them.
import { isInvalidCell } from "#app/domain/content/csv-cells.ts";
import { parseCsv } from "#app/domain/shared/csv-parse.ts";
import { HOTEL_CSV_COLUMNS, HOTEL_FIELDS } from "#app/domain/content/hotel-definition.ts";

type Column = (typeof HOTEL_CSV_COLUMNS)[number];

/** A hotel's values by column: a file's, before the studio's schema judges them, or stored ones. */
export type HotelCsvChanges = Partial<Record<Column, unknown>>;

/** One row per hotel, in the export's column order, with a header row first. */
export function hotelCsvRows(hotels: readonly HotelCsvChanges[]): string[][] {
  return [
    [...HOTEL_CSV_COLUMNS],
    ...hotels.map((hotel) =>
      HOTEL_CSV_COLUMNS.map((column) => HOTEL_FIELDS[column].csv.write(hotel[column])),
    ),
  ];
}

export type HotelCsvResult =
  | { ok: true; rows: { line: number; slug: string; changes: HotelCsvChanges }[] }
  | { ok: false; rejected: { line: number; reason: string }[] };

/** A cell as a value of its column, or why it cannot be one; undefined: never read back. */
function readCell(column: Column, raw: string): unknown {
  // Undo the export's guard against spreadsheet formulas (csv-stringify's escape_formulas).
  const text = (/^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(raw) ? raw.slice(1) : raw).trim();
  const read = HOTEL_FIELDS[column].csv.read;
  return read ? read(text, column) : undefined;
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
  const rows: { line: number; slug: string; changes: HotelCsvChanges }[] = [];
  const rejected: { line: number; reason: string }[] = [];
  const seen = new Map<string, number>();
  records.forEach((record, index) => {
    const line = index + 2;
    if (record.every((cell) => cell.trim() === "")) return;
    const changes: HotelCsvChanges = {};
    const reasons: string[] = [];
    names.forEach((name, column) => {
      const value = readCell(name as Column, record[column] ?? "");
      if (isInvalidCell(value)) reasons.push(value.invalid);
      else if (value !== undefined) changes[name as Column] = value;
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
