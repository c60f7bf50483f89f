// The content studio's edit forms: each kind's controls (from its definition,
// app/domain/*-definition.ts), how each is entered, and the conversion between form text and
// stored values (numbers, lists, yes/no). The definition's schema then judges the values, so the
// form and the API agree.
import { AMENITIES, type Amenity } from "#app/domain/hotels/amenities.ts";
import type { FieldKind, FormField } from "#app/domain/content/content-fields.ts";
import {
  checkChanges,
  type CheckedChanges,
  type ContentType,
} from "#app/domain/content/content-schemas.ts";
import { CITY_FORM_FIELDS } from "#app/domain/content/city-definition.ts";
import { FAQ_CATEGORY_FORM_FIELDS, FAQ_FORM_FIELDS } from "#app/domain/content/faq-definition.ts";
import { GUIDE_FORM_FIELDS } from "#app/domain/content/guide-definition.ts";
import { HOTEL_FORM_FIELDS } from "#app/domain/content/hotel-definition.ts";
import { PAGE_FORM_FIELDS } from "#app/domain/content/page-definition.ts";
import { POST_FORM_FIELDS } from "#app/domain/content/post-definition.ts";
import { PRODUCT_FORM_FIELDS } from "#app/domain/content/product-definition.ts";
import { slugify } from "#app/domain/content/slug.ts";
import {
  formatPracticalLine,
  parsePracticalLine,
  type PracticalFact,
} from "#app/domain/facts/practical-facts.ts";

/** The studio's controls for each kind of content, from its definition, in the form's order. */
export const CONTENT_FORM_FIELDS: Record<ContentType, readonly FormField[]> = {
  hotels: HOTEL_FORM_FIELDS,
  cities: CITY_FORM_FIELDS,
  posts: POST_FORM_FIELDS,
  faqs: FAQ_FORM_FIELDS,
  "faq-categories": FAQ_CATEGORY_FORM_FIELDS,
  products: PRODUCT_FORM_FIELDS,
  guides: GUIDE_FORM_FIELDS,
  pages: PAGE_FORM_FIELDS,
};

/** The field that names an item in lists and headings; a new item's slug is made from it. */
export const TITLE_FIELD: Record<ContentType, string> = {
  hotels: "name",
  cities: "name",
  posts: "title",
  faqs: "question",
  "faq-categories": "title",
  products: "title",
  guides: "title",
  pages: "title",
};

/** A new item sent without a slug gets one from its name by SPEC.md's slug rule. */
export function withDerivedSlug<V>(type: ContentType, input: V): V {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const fields = input as Record<string, unknown>;
  const slug = typeof fields.slug === "string" ? fields.slug.trim() : fields.slug;
  const title = fields[TITLE_FIELD[type]];
  if ((slug !== undefined && slug !== null && slug !== "") || typeof title !== "string") {
    return input;
  }
  return { ...fields, slug: slugify(title).slice(0, 100).replace(/-+$/, "") } as V;
}

export const CONTENT_NOUNS: Record<ContentType, { one: string; many: string }> = {
  hotels: { one: "hotel", many: "Hotels" },
  cities: { one: "city", many: "Cities" },
  posts: { one: "post", many: "Blog posts" },
  faqs: { one: "FAQ answer", many: "FAQ answers" },
  "faq-categories": { one: "FAQ category", many: "FAQ categories" },
  products: { one: "product", many: "Products" },
  guides: { one: "guide", many: "Guides" },
  pages: { one: "page", many: "Pages" },
};

/** Stored values as the form shows them. */
export function toFormValues(type: ContentType, fields: Record<string, unknown>) {
  const values: Record<string, string> = {};
  for (const field of CONTENT_FORM_FIELDS[type]) {
    const value = valueAt(fields, field.name);
    switch (field.kind) {
      case "list":
        values[field.name] = Array.isArray(value) ? value.join(", ") : "";
        break;
      case "pairs":
        values[field.name] = Array.isArray(value)
          ? (value as { title: string; text: string }[])
              .map((pair) => `${pair.title} | ${pair.text}`)
              .join("\n")
          : "";
        break;
      case "practical":
        values[field.name] = Array.isArray(value)
          ? (value as PracticalFact[]).map(formatPracticalLine).join("\n")
          : "";
        break;
      case "sources":
        values[field.name] = Array.isArray(value)
          ? (value as { publisher: string; title: string; url?: string; date?: string }[])
              .map((source) =>
                [source.publisher, source.title, source.url ?? "", source.date ?? ""]
                  .join(" | ")
                  .replace(/( \| )+$/, ""),
              )
              .join("\n")
          : "";
        break;
      case "places":
        values[field.name] = Array.isArray(value)
          ? (value as { name: string; latitude: number; longitude: number }[])
              .map((place) => `${place.name} | ${place.latitude}, ${place.longitude}`)
              .join("\n")
          : "";
        break;
      case "checkbox":
        values[field.name] = value ? "on" : "";
        break;
      case "amenities":
        // One checkbox each; the list itself is kept to name any stored key the vocabulary lacks
        // and, sent back with the form, the order the ticked ones are stored in.
        values[field.name] = Array.isArray(value) ? value.join(", ") : "";
        for (const amenity of Array.isArray(value) ? (value as string[]) : []) {
          values[`${field.name}.${amenity}`] = "on";
        }
        break;
      case "datetime":
        // <input type="datetime-local"> takes "2026-11-24T12:00", read as GMT.
        values[field.name] = typeof value === "string" ? value.slice(0, 16) : "";
        break;
      default:
        values[field.name] = value === null || value === undefined ? "" : String(value);
    }
  }
  return values;
}

/** A stored value by its field's name; a dotted name (contacts.email.value) reaches inside. */
function valueAt(fields: Record<string, unknown>, name: string): unknown {
  return name
    .split(".")
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === "object"
          ? (value as Record<string, unknown>)[key]
          : undefined,
      fields,
    );
}

const CONTACT_CHANNELS = ["email", "phone", "whatsapp"] as const;

/**
 * The contacts' controls as the stored object: a contact left wholly empty is none, an empty
 * optional part absent; a contact half filled in goes on to the schema, which says what is missing.
 */
function contactsFrom(fields: Record<string, unknown>): Record<string, unknown> {
  const take = (name: string) => {
    const value = fields[`contacts.${name}`];
    delete fields[`contacts.${name}`];
    return typeof value === "string" ? value : "";
  };
  const contacts: Record<string, unknown> = {};
  for (const channel of CONTACT_CHANNELS) {
    const [value, publisher, url, date, kind, title] = [
      "value",
      "source.publisher",
      "source.url",
      "source.date",
      "source.kind",
      "source.title",
    ].map((part) => take(`${channel}.${part}`));
    if (!value && !publisher && !url && !date) continue;
    contacts[channel] = {
      value,
      source: { publisher, title, date, ...(url ? { url } : {}), ...(kind ? { kind } : {}) },
    };
  }
  const since = take("publicSince");
  if (since) contacts.publicSince = since;
  return contacts;
}

/** What a form sent, as values for the definition's schema (which still checks them). */
export function fromFormValues(type: ContentType, form: Record<string, string>) {
  const fields: Record<string, unknown> = {};
  for (const field of CONTENT_FORM_FIELDS[type]) {
    const raw = (form[field.name] ?? "").trim();
    switch (field.kind) {
      case "number":
        fields[field.name] = raw === "" ? null : Number(raw);
        break;
      case "checkbox":
        fields[field.name] = raw !== "";
        break;
      case "amenities": {
        // Order shows (a hotel's card lists its first four), but checkboxes cannot say it: the
        // ones still ticked keep the stored order the form carries, and new ones follow in the
        // vocabulary's, so a save that changes nothing here records no amenities change.
        const ticked = AMENITIES.filter((amenity) => form[`${field.name}.${amenity}`]);
        const kept = [...new Set(raw.split(",").map((key) => key.trim()))].filter((key) =>
          ticked.includes(key as Amenity),
        ) as Amenity[];
        fields[field.name] = [...kept, ...ticked.filter((amenity) => !kept.includes(amenity))];
        break;
      }
      case "list":
        fields[field.name] = raw
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean);
        break;
      case "pairs":
        fields[field.name] = raw
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => {
            const at = line.indexOf("|");
            return at < 0
              ? { title: line, text: "" }
              : { title: line.slice(0, at).trim(), text: line.slice(at + 1).trim() };
          });
        break;
      case "practical":
        fields[field.name] = raw
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean)
          .map(parsePracticalLine);
        break;
      case "sources":
        fields[field.name] = raw
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => {
            const [publisher = "", title = "", url = "", date = ""] = line
              .split("|")
              .map((part) => part.trim());
            return { publisher, title, url, date };
          });
        break;
      case "places":
        fields[field.name] = raw
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => {
            const at = line.lastIndexOf("|");
            const [lat = "", lon = ""] = (at < 0 ? "" : line.slice(at + 1)).split(",");
            // A missing or mistyped number becomes NaN, which the schema refuses with its message.
            return {
              name: (at < 0 ? line : line.slice(0, at)).trim(),
              latitude: lat.trim() === "" ? Number.NaN : Number(lat),
              longitude: lon.trim() === "" ? Number.NaN : Number(lon),
            };
          });
        break;
      case "datetime":
        fields[field.name] =
          raw === "" ? null : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(raw) ? `${raw}:00Z` : raw;
        break;
      case "date":
      case "rate-source":
        fields[field.name] = raw === "" ? null : raw;
        break;
      default:
        fields[field.name] = raw;
    }
  }
  if (type === "hotels") fields.contacts = contactsFrom(fields);
  if (form.status) fields.status = form.status;
  return fields;
}

/**
 * The photo rows of an edit form (photo.N.id, photo.N.alt, photo.N.remove, and the chosen
 * cover), in order with the cover first; undefined when the form has none, so the save leaves
 * the photos as they are.
 */
export function readPhotoFields(form: Record<string, string>) {
  const rows: { mediaId: number; alt: string; source?: string }[] = [];
  for (let index = 0; `photo.${index}.id` in form; index += 1) {
    if (form[`photo.${index}.remove`]) continue;
    const source = form[`photo.${index}.source`];
    rows.push({
      mediaId: Number(form[`photo.${index}.id`]),
      alt: (form[`photo.${index}.alt`] ?? "").trim(),
      ...(source ? { source } : {}),
    });
  }
  if (!("photo.0.id" in form)) return undefined;
  const cover = rows.findIndex((row) => String(row.mediaId) === form.cover);
  return cover > 0 ? [rows[cover]!, ...rows.filter((_, index) => index !== cover)] : rows;
}

/**
 * What an editor's form sent (its fields, and its photo rows when it has them), read and checked
 * once by the kind's definition: the typed changes a save takes, or each field's message. A new
 * item sent without a slug gets one from its title.
 */
export function readFormChanges<T extends ContentType>(
  type: T,
  form: Record<string, string>,
  options: { isNew: boolean },
): CheckedChanges<T> {
  const photos = readPhotoFields(form);
  const values = { ...fromFormValues(type, form), ...(photos ? { photos } : {}) };
  return checkChanges(type, options.isNew ? withDerivedSlug(type, values) : values);
}

const SELECT_KINDS: ReadonlySet<FieldKind> = new Set([
  "city",
  "hotel-type",
  "faq-category",
  "guide-category",
  "shelf",
  "rate-currency",
]);

/**
 * Whether a form holds anything its item does not (both as form values, photo rows included), so
 * leaving the page would lose it. A choice with no stored value (a new item's city) counts as
 * untouched whatever it shows.
 */
export function hasUnsavedChanges(
  type: ContentType,
  stored: Readonly<Record<string, string>>,
  current: Readonly<Record<string, string>>,
): boolean {
  const same = (a = "", b = "") =>
    a.replace(/\r\n/g, "\n").trim() === b.replace(/\r\n/g, "\n").trim();
  const isOn = (value: string | undefined) => Boolean(value);
  if (!same(stored.status || "draft", current.status || "draft")) return true;
  const fieldChanged = CONTENT_FORM_FIELDS[type].some((field) => {
    switch (field.kind) {
      case "amenities":
        return AMENITIES.some(
          (amenity) =>
            isOn(stored[`${field.name}.${amenity}`]) !== isOn(current[`${field.name}.${amenity}`]),
        );
      case "checkbox":
        return isOn(stored[field.name]) !== isOn(current[field.name]);
      default:
        if (SELECT_KINDS.has(field.kind) && !stored[field.name]) return false;
        return !same(stored[field.name], current[field.name]);
    }
  });
  if (fieldChanged) return true;
  if (current.cover !== undefined && current.cover !== stored.cover) return true;
  return Object.entries(current).some(
    ([name, value]) =>
      (/^photo\.\d+\.remove$/.test(name) && isOn(value)) ||
      (/^photo\.\d+\.alt$/.test(name) && !same(stored[name], value)),
  );
}

/** The kinds that record when their facts were last reviewed. */
export function hasFactsReview(type: ContentType): type is "posts" | "pages" {
  return type === "posts" || type === "pages";
}

const SIX_MONTHS_MS = 182 * 86_400_000;

/** Whether a post's facts are due for review: never reviewed, or over six months ago. */
export function isReviewDue(reviewedOn: string | null | undefined, now: Date): boolean {
  if (!reviewedOn) return true;
  return now.getTime() - Date.parse(`${reviewedOn}T00:00:00Z`) > SIX_MONTHS_MS;
}
