// The building blocks every content type's definition (app/domain/*-definition.ts) is made of:
// the validators fields share (text that refuses link syntax where it is shown plain, slugs, days,
// coordinates, photos), the kinds of control the studio's form has for a field, and `field()` with
// the helpers that derive a type's schema, form controls and public shapes from its definition.
import type { CsvCell } from "#app/domain/content/csv-cells.ts";
import { writtenLinkProblem } from "#app/domain/text/written-links.ts";
import { z } from "#app/domain/shared/zod.ts";

export const CONTENT_STATUSES = ["draft", "published", "archived"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Whether a field renders Markdown; a plain-text field refuses its link syntax. */
export type TextKind = "plain" | "markdown";

export const plainOnly = (schema: z.ZodString, label: string, kind: TextKind) =>
  kind === "markdown"
    ? schema
    : schema.superRefine((value, context) => {
        const problem = writtenLinkProblem(label, value);
        if (problem) context.addIssue({ code: "custom", message: problem });
      });

/** A browser sends a text area's line breaks as CRLF; stored text has LF alone. */
export const lines = (schema: z.ZodString) =>
  schema.overwrite((value) => value.replace(/\r\n?/g, "\n"));

export const text = (label: string, max: number, kind: TextKind = "plain") =>
  plainOnly(
    lines(z.string({ error: `${label} is required.` }))
      .trim()
      .min(1, `${label} is required.`)
      .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters.`),
    label,
    kind,
  );

export const optionalText = (label: string, max: number, kind: TextKind = "plain") =>
  plainOnly(
    lines(z.string())
      .trim()
      .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters.`),
    label,
    kind,
  ).default("");

export const slugSchema = z
  .string({ error: "Slug is required." })
  .trim()
  .min(1, "Slug is required.")
  .max(100, "Slug must be at most 100 characters.")
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    "Slug may use lower-case letters, digits and single hyphens between them (like cape-coast).",
  );

export const status = z.enum(CONTENT_STATUSES, {
  error: "Status must be draft, published or archived.",
});

/**
 * The drawn illustration's path, e.g. /images/hotels/x.svg; empty means the item's own drawn
 * illustration (photos are placed separately). Nothing from another host.
 */
export const imagePath = z
  .string()
  .trim()
  .regex(
    /^(\/[A-Za-z0-9/_.-]+)?$/,
    "Image must be a path on this site, like /images/hotels/x.svg, or empty.",
  )
  .default("");

export const list = (label: string, maxItems: number, maxLength: number) =>
  z
    .array(
      z.string().trim().min(1).max(maxLength, `Each ${label} is at most ${maxLength} characters.`),
    )
    .max(maxItems, `At most ${maxItems} ${label}s.`)
    .default([]);

/** Photos placed on a page, each an uploaded media item with its required alternative text. */
export const photos = (max: number) =>
  z
    .array(
      z.object({
        mediaId: z.number({ error: "Each photo needs its media id." }).int().min(1),
        alt: z
          .string({ error: "Each photo needs alternative text." })
          .trim()
          .min(1, "Each photo needs alternative text: say what it shows.")
          .max(300, "Alternative text is at most 300 characters."),
        // Who sent it, when not our own upload (a hotel's fact sheet): shown to the team only.
        source: z
          .string()
          .trim()
          .max(200, "A photo's source is at most 200 characters.")
          .optional(),
      }),
    )
    .max(max, max === 1 ? "Only one cover photo." : `At most ${max} photos.`)
    .default([]);

export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-24.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "That date does not exist.");

export const latitude = z
  .number({ error: "Latitude is a number of degrees north, like 5.6037." })
  .min(4, "Ghana lies between 4° and 12° north.")
  .max(12, "Ghana lies between 4° and 12° north.");
export const longitude = z
  .number({ error: "Longitude is a number of degrees east, negative to the west, like -0.187." })
  .min(-4, "Ghana lies between 4° west and 2° east.")
  .max(2, "Ghana lies between 4° west and 2° east.");

export type FieldKind =
  | "text"
  | "slug"
  | "textarea"
  | "markdown"
  | "number"
  | "checkbox"
  | "list"
  | "pairs"
  | "places"
  | "datetime"
  | "date"
  | "city"
  | "hotel-type"
  | "amenities"
  | "faq-category"
  | "shelf"
  | "guide-category"
  | "listing-status"
  | "sources"
  | "practical"
  | "rate-currency"
  | "rate-source"
  | "hidden";

export interface FormField {
  name: string;
  label: string;
  kind: FieldKind;
  hint?: string;
}

/** The order of a list: lower comes first, equal ones keep alphabetical order. */
const position = z
  .number({ error: "Position is a whole number: lower comes first." })
  .int("Position is a whole number: lower comes first.")
  .min(0, "Position is 0 or more: lower comes first.")
  .max(10_000, "Position is at most 10,000.")
  .default(0);

const POSITION_HINT = "Lower comes first; equal positions keep alphabetical order.";
export const IMAGE_HINT =
  "Shown where no photo is uploaded. Leave it empty for the illustration the site draws.";
export const SLUG_HINT =
  "Lower-case words joined by hyphens. Changing it keeps the old address working.";

/** What a content type's definition says about one field besides its validation. */
export interface FieldUses<Value> {
  /**
   * The studio's control for it (named by the field), or several controls named by the stored
   * path inside it (a hotel's contacts); none: the studio edits it elsewhere (photos, status).
   */
  form?: { label: string; kind: FieldKind; hint?: string } | readonly FormField[];
  /** Its spreadsheet column: how a cell is written and read. */
  csv?: CsvCell;
  /** Copied as stored into the content snapshot, the shape public pages read. */
  snapshot?: true;
  /** Sent by the public JSON API as the snapshot has it. */
  api?: true;
  /**
   * Shown among the item's facts (a hotel's page and compare), worded by `text`; an unknown
   * value (null) shows nothing.
   */
  fact?: { label: string; text: (value: NonNullable<Value>) => string };
}

/** A field: its validator and its uses, typed so `fact.text` takes the field's own value. */
export function field<S extends z.ZodType, const U extends FieldUses<z.output<S>>>(
  schema: S,
  uses: U,
) {
  return { schema, ...uses };
}

/** Where an item stands in its list (`label` names the list); the studio's form has a number. */
export const positionField = (label: string) =>
  field(position, { form: { label, kind: "number", hint: POSITION_HINT } });

/** An item's status, a draft when new: edited with the studio's status control, not its form. */
export const statusField = field(status.default("draft"), {});

/** An item's cover photo: edited in the studio's photo panel, not its form. */
export const coverPhotoField = field(photos(1), {});

/** A content type's definition: each field by its stored name (its table's column). */
// `any`: each field's `fact.text` takes its own value, which no one shared type can name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Definition = Record<string, { schema: z.ZodType } & FieldUses<any>>;

/** The names of a definition's fields whose uses include `Use` (`{ api: true }`). */
export type NamesWith<D extends Definition, Use> = {
  [K in keyof D & string]: D[K] extends Use ? K : never;
}[keyof D & string];

/** The fields of a definition with the use `use`, in the definition's order. */
export function namesWith<D extends Definition, K extends keyof D & string>(
  definition: D,
  use: keyof FieldUses<unknown>,
): K[] {
  return Object.keys(definition).filter((name) => use in definition[name]!) as K[];
}

/** The object schema of a definition's fields, in its order, before any rule across fields. */
export function fieldsSchema<D extends Definition>(definition: D) {
  return z.object(
    Object.fromEntries(Object.entries(definition).map(([name, field]) => [name, field.schema])) as {
      [K in keyof D]: D[K]["schema"];
    },
  );
}

/**
 * The studio's controls for a definition's fields: in `order` when given (a type whose form
 * reads better in another order than its stored fields), else in the definition's.
 */
export function formFieldsOf<D extends Definition>(
  definition: D,
  order: readonly NamesWith<D, { form: object }>[] = namesWith(definition, "form"),
): readonly FormField[] {
  return order.flatMap((name) => {
    const form = definition[name]!.form;
    if (!form) return [];
    return "label" in form ? [{ name, ...form }] : form;
  });
}

/** The fields of `value` the definition gives the use `use`, in the definition's order. */
export function pickWith<
  D extends Definition,
  K extends keyof D & string,
  V extends Record<K, unknown>,
>(definition: D, use: keyof FieldUses<unknown>, value: V): Pick<V, K> {
  return Object.fromEntries(
    namesWith<D, K>(definition, use).map((name) => [name, value[name]]),
  ) as Pick<V, K>;
}
