// Reading CSV (RFC 4180): quoted fields with commas, doubled quotes and line breaks, CRLF or LF
// line ends, a leading byte-order mark. A quote left open is an error with its line number.

export type CsvResult =
  { ok: true; rows: string[][] } | { ok: false; line: number; reason: string };

export function parseCsv(text: string): CsvResult {
  const source = text.replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let inQuotes = false;
  let line = 1;
  let quoteLine = 0;
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at]!;
    if (inQuotes) {
      if (char === '"' && source[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') {
        inQuotes = false;
      } else {
        if (char === "\n") line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === "") {
      inQuotes = true;
      quoteLine = line;
    } else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[at + 1] === "\n") at += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      line += 1;
    } else {
      field += char;
    }
  }
  if (inQuotes) return { ok: false, line: quoteLine, reason: "A quoted field is never closed." };
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return { ok: true, rows };
}
