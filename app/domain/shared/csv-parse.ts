// Reading CSV with csv-parse: quoted fields with commas, doubled quotes and line breaks; CRLF, LF
// or CR line ends, even mixed in one file; a leading byte-order mark; spaces around a field
// dropped (inside quotes kept); rows of any length and blank lines kept as rows, so the callers'
// row numbers hold; a stray quote inside an unquoted field kept as text. A file that cannot be
// read is refused with a line and a sentence.
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
      trim: true,
      on_record: (record, { lines }) => {
        lastRowEndsOn = lines;
        return record;
      },
    });
    return { ok: true, rows };
  } catch (error) {
    // With these options, these two are the only ways a file can fail.
    if (!(error instanceof CsvError)) throw error;
    if (error.code === "CSV_QUOTE_NOT_CLOSED") {
      return { ok: false, line: lastRowEndsOn + 1, reason: "A quoted field is never closed." };
    }
    if (error.code === "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE") {
      return {
        ok: false,
        line: Number(error.lines),
        reason: "A quoted field has text after its closing quote: quote the whole field.",
      };
    }
    throw error;
  }
}
