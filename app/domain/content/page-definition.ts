// A long-form page (About, legal, culture, or one the operator adds), defined once: each field's
// validation, its control in the studio, and whether the content snapshot's Page copies it. The
// studio's schema and form and the Page type are derived from PAGE_FIELDS;
// app/domain/content/content-tables.test.ts checks the pages table agrees.
import {
  day,
  field,
  fieldsSchema,
  formFieldsOf,
  lines,
  plainOnly,
  slugSchema,
  statusField,
  text,
  type NamesWith,
} from "#app/domain/content/content-fields.ts";
import { FACT_IDS as REGISTERED_FACT_IDS } from "#app/domain/facts/fact-ids.ts";
import { SITE_PLACEHOLDERS, unknownPlaceholders } from "#app/domain/text/site-placeholders.ts";
import { z } from "#app/domain/shared/zod.ts";

/** The page parts a body may place with {{block:name}}, and the page that has each. */
export const PAGE_BLOCKS: Readonly<Record<string, string>> = { "impact-figures": "about" };

const FACT_IDS: ReadonlySet<string> = new Set(REGISTERED_FACT_IDS);

/** Text that may hold the site's placeholders and fact tokens, but no unknown ones. */
const pageText = (schema: z.ZodString, allowBlocks = false) =>
  schema.superRefine((value, context) => {
    const unknown = unknownPlaceholders(value, {
      factIds: FACT_IDS,
      blockNames: allowBlocks ? Object.keys(PAGE_BLOCKS) : [],
    });
    if (unknown.length > 0) {
      context.addIssue({
        code: "custom",
        message: `Unknown placeholder ${unknown.join(", ")}: use ${SITE_PLACEHOLDERS.join(", ")}, {{fact:id}} with an id from the fact register${allowBlocks ? ", or {{block:impact-figures}} (About only)" : ""}.`,
      });
    }
  });

const PLACEHOLDER_HINT =
  "{{site.name}}, {{site.url}} and {{site.contactEmail}} show the site's own; {{fact:id}} a fact from the register.";

/** Every field a page has, in its stored order; PAGE_FORM_ORDER orders the studio's form. */
export const PAGE_FIELDS = {
  slug: field(slugSchema, {
    form: {
      label: "Slug",
      kind: "slug",
      hint: "A new page is /pages/{slug}. The About, legal and culture pages keep theirs.",
    },
    snapshot: true,
  }),
  title: field(pageText(text("Title", 200)), {
    form: { label: "Title", kind: "text", hint: PLACEHOLDER_HINT },
    snapshot: true,
  }),
  /** The browser title when it should differ from the heading; empty means the title. */
  metaTitle: field(
    pageText(
      plainOnly(
        z
          .string()
          .trim()
          .max(70, "Browser title must be at most 70 characters; search engines cut longer ones."),
        "Browser title",
        "plain",
      ),
    ).default(""),
    {
      form: {
        label: "Browser title (optional)",
        kind: "text",
        hint: "Up to 70 characters, for search results; empty uses the title.",
      },
      snapshot: true,
    },
  ),
  description: field(pageText(text("Description", 300)), {
    form: {
      label: "Description",
      kind: "textarea",
      hint: "One or two sentences for search results and link previews.",
    },
    snapshot: true,
  }),
  intro: field(pageText(text("Introduction", 2_000, "markdown")), {
    form: { label: "Introduction", kind: "textarea", hint: PLACEHOLDER_HINT },
    snapshot: true,
  }),
  body: field(pageText(text("Body", 200_000, "markdown"), true), {
    form: {
      label: "Body",
      kind: "markdown",
      hint: '## starts a section listed under "On this page"; ## Heading {#anchor} fixes its link. On About, {{block:impact-figures}} places the live figures.',
    },
    snapshot: true,
  }),
  /** A closing call to action beside the Find Hotels button; empty shows none. */
  closing: field(
    pageText(
      plainOnly(
        lines(z.string()).trim().max(1_000, "Closing must be at most 1,000 characters."),
        "Closing",
        "plain",
      ),
    ).default(""),
    {
      form: {
        label: "Closing call to action (optional)",
        kind: "textarea",
        hint: "Shown in a box with the Find Hotels button.",
      },
      snapshot: true,
    },
  ),
  factsReviewedOn: field(day.nullable().default(null), {
    form: {
      label: "Facts last reviewed",
      kind: "date",
      hint: "Shown to readers under the title.",
    },
    snapshot: true,
  }),
  status: statusField,
};

/** The studio's form leads with the title. */
const PAGE_FORM_ORDER = [
  "title",
  "slug",
  "metaTitle",
  "description",
  "intro",
  "body",
  "closing",
  "factsReviewedOn",
] as const satisfies readonly NamesWith<typeof PAGE_FIELDS, { form: object }>[];

export const PageInputSchema = fieldsSchema(PAGE_FIELDS);

/** A page's fields as stored and validated: what the studio's use-cases take. */
export type PageFields = z.output<typeof PageInputSchema>;

export const PAGE_FORM_FIELDS = formFieldsOf(PAGE_FIELDS, PAGE_FORM_ORDER);

/** The fields the content snapshot's Page copies from the stored row (placeholders filled). */
export type PageSnapshotFields = Pick<
  PageFields,
  NamesWith<typeof PAGE_FIELDS, { snapshot: true }>
>;
