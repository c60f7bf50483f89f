// CSV (RFC 4180) with protection against spreadsheet formula injection: a cell that starts with
// =, +, - or @ is prefixed with an apostrophe so a spreadsheet shows it as text.

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
