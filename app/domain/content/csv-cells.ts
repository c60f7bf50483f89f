// How a content field is written to a spreadsheet cell and read back from one. A content type's
// definition gives each of its spreadsheet columns one of these; the reading checks only what a
// cell can say (a number, yes or no), and the type's schema then judges the value.

/** A cell that cannot be a value of its column, with the reason a refusal names. */
export interface InvalidCell {
  invalid: string;
}

export interface CsvCell {
  /** The cell's text for a stored value. */
  write: (value: unknown) => string;
  /** The value of a cell's text (trimmed, the formula guard removed); none: never read back. */
  read?: (text: string, column: string) => unknown;
}

export function isInvalidCell(value: unknown): value is InvalidCell {
  return typeof value === "object" && value !== null && "invalid" in value;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join("; ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

/** Text as it is; an empty cell is empty text. */
export const textCell: CsvCell = { write: cellText, read: (text) => text };

/** Text that may be unknown: an empty cell is none (null). */
export const optionalTextCell: CsvCell = {
  write: cellText,
  read: (text) => (text === "" ? null : text),
};

function readNumber(text: string, column: string): number | InvalidCell {
  const value = Number(text.replace(/,/g, ""));
  return text === "" || Number.isNaN(value)
    ? { invalid: `${column} "${text}" is not a number.` }
    : value;
}

/** A number; thousands separators are allowed. */
export const numberCell: CsvCell = { write: cellText, read: readNumber };

/** A number that may be unknown: an empty cell is none (null). */
export const optionalNumberCell: CsvCell = {
  write: cellText,
  read: (text, column) => (text === "" ? null : readNumber(text, column)),
};

/** Yes or no (also true/false and 1/0); an empty cell is no. */
export const yesNoCell: CsvCell = {
  write: cellText,
  read: (text, column) => {
    if (/^(yes|true|1)$/i.test(text)) return true;
    if (/^(no|false|0|)$/i.test(text)) return false;
    return { invalid: `${column} is yes or no, not "${text}".` };
  },
};

/** Shown in the export only: a file never changes it. */
export function exportOnlyCell(write: (value: unknown) => string): CsvCell {
  return { write };
}
