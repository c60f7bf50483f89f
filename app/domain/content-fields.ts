// The building blocks every content type's definition is made of: the validators fields share
// (text that refuses link syntax where it is shown plain, slugs, days, coordinates, photos) and
// the kinds of control the studio's form has for a field.
import { writtenLinkProblem } from "#app/domain/written-links.ts";
import { z } from "#app/domain/zod.ts";

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
