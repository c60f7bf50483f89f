// CSV downloads as spreadsheets open them (csv-stringify): CRLF line ends, and a cell a spreadsheet
// would run as a formula (one starting with =, +, -, @, a tab or a carriage return, or the
// full-width =, +, -, @) prefixed with an apostrophe so it shows as text. The hotels import
// (app/domain/hotel-csv.ts) strips that apostrophe again.
import { stringify } from "csv-stringify/sync";

export function toCsv(rows: readonly (readonly string[])[]): string {
  return stringify([...rows], {
    record_delimiter: "\r\n",
    // Given a record delimiter, csv-stringify quotes only cells holding that delimiter: a cell with
    // a bare \n (a description's line break) would split the row when read back.
    quote_record_delimiter: true,
    escape_formulas: true,
  });
}
