// CSV downloads as spreadsheets open them (csv-stringify): CRLF line ends, and a cell a spreadsheet
// would run as a formula (one starting with =, +, -, @, a tab or a carriage return, or the
// full-width =, +, -, @) prefixed with an apostrophe so it shows as text. The hotels import
// (app/domain/hotels/hotel-csv.ts) strips that apostrophe again. Every CSV download answers through
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

// A byte-order mark first: without it, Excel on Windows reads a UTF-8 file in the machine's old
// code page, and "GH₵" or "Côte d'Ivoire" open as mojibake. Readers that decode UTF-8 (fetch's
// text(), the hotels import's csv-parse with `bom: true`) drop it again.
const BYTE_ORDER_MARK = new Uint8Array([0xef, 0xbb, 0xbf]);

function withByteOrderMark(body: string | ReadableStream<Uint8Array>) {
  if (typeof body === "string") return `\uFEFF${body}`;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      start(controller) {
        controller.enqueue(BYTE_ORDER_MARK);
      },
    }),
  );
}

/** The answer that saves `body` as `filename`: never kept by a cache, since each holds team data. */
export function csvDownload(body: string | ReadableStream<Uint8Array>, filename: string): Response {
  return new Response(withByteOrderMark(body), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
