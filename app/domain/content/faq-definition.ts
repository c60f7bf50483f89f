// The FAQ's two content types, defined once each: a category (a page of its own, /faq/{slug})
// and an answer in one. The studio's schemas and forms are derived from FAQ_CATEGORY_FIELDS and
// FAQ_FIELDS; app/domain/content/content-tables.test.ts checks the faq_categories and faq_entries tables agree.
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
import type { z } from "#app/domain/shared/zod.ts";

/** Every field a category has, in its stored order; the form has its own order. */
export const FAQ_CATEGORY_FIELDS = {
  slug: field(slugSchema, {
    form: {
      label: "Slug",
      kind: "slug",
      hint: "The category's page: /faq/slug. Renaming it leaves a redirect from the old one.",
    },
  }),
  title: field(text("Title", 80), { form: { label: "Title", kind: "text" } }),
  position: positionField("Position on the FAQ page"),
  status: statusField,
};

/** The studio's form leads with the title. */
const FAQ_CATEGORY_FORM_ORDER = ["title", "slug", "position"] as const satisfies readonly NamesWith<
  typeof FAQ_CATEGORY_FIELDS,
  { form: object }
>[];

export const FaqCategoryInputSchema = fieldsSchema(FAQ_CATEGORY_FIELDS);
export type FaqCategoryFields = z.output<typeof FaqCategoryInputSchema>;
export const FAQ_CATEGORY_FORM_FIELDS = formFieldsOf(FAQ_CATEGORY_FIELDS, FAQ_CATEGORY_FORM_ORDER);

/** Every field an answer has, in its stored order; the form has its own order. */
export const FAQ_FIELDS = {
  slug: field(slugSchema, {
    form: {
      label: "Slug",
      kind: "slug",
      hint: "Names the answer in links: /faq/{category}#slug.",
    },
  }),
  categorySlug: field(slugSchema, { form: { label: "Category", kind: "faq-category" } }),
  question: field(text("Question", 300), { form: { label: "Question", kind: "text" } }),
  answer: field(text("Answer", 5_000), {
    form: {
      label: "Answer",
      kind: "textarea",
      hint: "Plain sentences; a site link is written [label](/path). Name the official source for rules that change.",
    },
  }),
  position: positionField("Position in its category"),
  status: statusField,
};

/** The studio's form leads with the question. */
const FAQ_FORM_ORDER = [
  "question",
  "slug",
  "categorySlug",
  "answer",
  "position",
] as const satisfies readonly NamesWith<typeof FAQ_FIELDS, { form: object }>[];

export const FaqInputSchema = fieldsSchema(FAQ_FIELDS);
export type FaqFields = z.output<typeof FaqInputSchema>;
export const FAQ_FORM_FIELDS = formFieldsOf(FAQ_FIELDS, FAQ_FORM_ORDER);
