// Changes as an operator reads them ("Price: 80 → 95"), wherever the dashboard lists them: the
// activity log, the settings' recent changes, an item's history and a spreadsheet's dry run.
// Stored values are of any shape (lists, photos, places); none is shown as raw JSON.
import { CONTENT_FORM_FIELDS } from "#app/domain/content/studio-form.ts";
import { CONTENT_TYPES } from "#app/domain/content/content-schemas.ts";

/** Each field's studio label; where kinds share a name, the first in CONTENT_TYPES (hotels) names it. */
const LABELS: ReadonlyMap<string, string> = new Map(
  CONTENT_TYPES.flatMap((type) => CONTENT_FORM_FIELDS[type])
    .reverse()
    .map((field) => [field.name, field.label.replace(/ \(.*\)$/, "")]),
);

const MORE_LABELS: Readonly<Record<string, string>> = {
  status: "Status",
  photos: "Photos",
  contacts: "Contacts",
  usdToGhs: "Cedis for one US dollar",
  rateDate: "Date of the rate",
  rateSource: "Source of the rate",
  senderAddress: "Send e-mail from",
  postalAddress: "Postal address",
  alertsAddress: "Send alerts to",
  requireTwoFactor: "Require two-factor sign-in for everyone",
};

/** A stored field's name in words: its label in the studio, or its name's words. */
export function fieldLabel(name: string, labels: Readonly<Record<string, string>> = {}): string {
  const known = labels[name] ?? MORE_LABELS[name] ?? LABELS.get(name);
  if (known) return known;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_.]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const LIMIT = 120;

function cut(text: string): string {
  return text.length > LIMIT ? `${text.slice(0, LIMIT - 3)}...` : text;
}

function itemText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return "(none)";
    return value.map(itemText).join(", ");
  }
  if (typeof value === "object") {
    const record = value as Record<string, unknown>;
    // A photo reads as what it shows; a place or highlight by its name or title.
    const name = record.alt ?? record.name ?? record.title ?? record.label;
    if (typeof name === "string" && name) return name;
    return Object.entries(record)
      .map(([key, inner]) => `${fieldLabel(key).toLowerCase()} ${itemText(inner)}`)
      .join(" ");
  }
  return String(value);
}

/** A value on one line, long text cut. */
export function valueText(value: unknown): string {
  return cut(itemText(value));
}

/** "Price: 80 → 95", every word of each side: the Activity tab's details and its CSV. */
export function fullChangeText(
  field: string,
  change: { from: unknown; to: unknown },
  labels?: Readonly<Record<string, string>>,
): string {
  return `${fieldLabel(field, labels)}: ${itemText(change.from)} → ${itemText(change.to)}`;
}

/** "Price: 80 → 95", long text cut. */
export function changeText(
  field: string,
  change: { from: unknown; to: unknown },
  labels?: Readonly<Record<string, string>>,
): string {
  return `${fieldLabel(field, labels)}: ${valueText(change.from)} → ${valueText(change.to)}`;
}
