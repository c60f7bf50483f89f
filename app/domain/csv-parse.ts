// Reading CSV with csv-parse: quoted fields with commas, doubled quotes and line breaks; CRLF, LF
// or CR line ends, even mixed in one file; a leading byte-order mark; rows of any length and blank
// lines kept as rows, so the callers' row numbers hold; a stray quote inside an unquoted field
// kept as text. A quote left open is refused with the line its row starts on.
import { CsvError, parse } from "csv-parse/sync";

export type CsvResult =
  { ok: true; rows: string[][] } | { ok: false; line: number; reason: string };

export function parseCsv(text: string): CsvResult {
  // The library names the file's last line for a quote left open; the row it opened in starts
  // on the line after the last complete row.
  let lastRowEndsOn = 0;
  try {
    const rows = parse(text, {
      bom: true,
      record_delimiter: ["\r\n", "\n", "\r"],
      relax_column_count: true,
      relax_quotes: true,
      on_record: (record, { lines }) => {
        lastRowEndsOn = lines;
        return record;
      },
    });
    return { ok: true, rows };
  } catch (error) {
    // With these options an open quote is the only way a file can fail.
    if (!(error instanceof CsvError) || error.code !== "CSV_QUOTE_NOT_CLOSED") throw error;
    return { ok: false, line: lastRowEndsOn + 1, reason: "A quoted field is never closed." };
  }
}
