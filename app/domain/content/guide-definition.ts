// A resource guide (a short description that leads to the blog post of the same slug), defined
// once: the studio's schema and form and the seed's Guide type are derived from GUIDE_FIELDS;
// app/domain/content/content-tables.test.ts checks the guides table agrees.
import {
  field,
  fieldsSchema,
  formFieldsOf,
  positionField,
  slugSchema,
  statusField,
  text,
  type NamesWith,
} from "#app/domain/content/content-fields.ts";
import { GUIDE_CATEGORIES } from "#app/domain/content/guide-categories.ts";
import { z } from "#app/domain/shared/zod.ts";

/** Every field a guide has, in its stored order; the form has its own order. */
export const GUIDE_FIELDS = {
  slug: field(slugSchema, {
    form: {
      label: "Post slug",
      kind: "slug",
      hint: "The blog post the guide leads to: /blog/{slug}.",
    },
  }),
  title: field(text("Title", 200), { form: { label: "Title", kind: "text" } }),
  category: field(z.enum(GUIDE_CATEGORIES, { error: "Choose one of the guide categories." }), {
    form: { label: "Category", kind: "guide-category" },
  }),
  description: field(text("Description", 300), {
    form: { label: "Description", kind: "textarea" },
  }),
  position: positionField("Position in the list"),
  status: statusField,
};

/** The studio's form leads with the title. */
const GUIDE_FORM_ORDER = [
  "title",
  "slug",
  "category",
  "description",
  "position",
] as const satisfies readonly NamesWith<typeof GUIDE_FIELDS, { form: object }>[];

export const GuideInputSchema = fieldsSchema(GUIDE_FIELDS);
export type GuideFields = z.output<typeof GuideInputSchema>;
export const GUIDE_FORM_FIELDS = formFieldsOf(GUIDE_FIELDS, GUIDE_FORM_ORDER);
