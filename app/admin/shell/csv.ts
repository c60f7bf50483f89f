// CSV downloads as spreadsheets open them (csv-stringify): CRLF line ends, and a cell a spreadsheet
// would run as a formula (one starting with =, +, -, @, a tab or a carriage return, or the
// full-width =, +, -, @) prefixed with an apostrophe so it shows as text. The hotels import
// (app/domain/hotel-csv.ts) strips that apostrophe again. Every CSV download answers through
// csvDownload.
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

/** The answer that saves `body` as `filename`: never kept by a cache, since each holds team data. */
export function csvDownload(body: string | ReadableStream<Uint8Array>, filename: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
