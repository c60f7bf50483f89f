// A blog post, defined once: each field's validation, its control in the studio, and whether the
// content snapshot's Post and GET /api/blog carry it. The studio's schema and form, the Post type
// and the API's post are derived from POST_FIELDS; app/domain/content/content-tables.test.ts checks the
// blog_posts table agrees.
import {
  coverPhotoField,
  day,
  field,
  fieldsSchema,
  formFieldsOf,
  IMAGE_HINT,
  imagePath,
  list,
  pickWith,
  SLUG_HINT,
  slugSchema,
  statusField,
  text,
  type NamesWith,
} from "#app/domain/content/content-fields.ts";
import { z } from "#app/domain/shared/zod.ts";

/** Every field a post has, in its stored order (SPEC.md's); POST_FORM_ORDER orders the form. */
export const POST_FIELDS = {
  slug: field(slugSchema, {
    form: { label: "Slug", kind: "slug", hint: SLUG_HINT },
    snapshot: true,
    api: true,
  }),
  title: field(text("Title", 200), {
    form: { label: "Title", kind: "text" },
    snapshot: true,
    api: true,
  }),
  excerpt: field(text("Excerpt", 500), {
    form: { label: "Excerpt", kind: "textarea" },
    snapshot: true,
    api: true,
  }),
  content: field(text("Content", 200_000, "markdown"), {
    form: { label: "Body", kind: "markdown" },
    snapshot: true,
    api: true,
  }),
  image: field(imagePath, {
    form: { label: "Illustration path", kind: "text", hint: IMAGE_HINT },
    snapshot: true,
    api: true,
  }),
  author: field(text("Author", 120), {
    form: { label: "Author", kind: "text" },
    snapshot: true,
    api: true,
  }),
  /**
   * When it goes public: a future time schedules a published post. A draft may have none; a post
   * published without one goes public at once (the store sets the time). The snapshot's post
   * always has one (a draft's preview shows its last save), so it is not copied as stored.
   */
  publishedAt: field(
    z.iso
      .datetime({
        offset: true,
        error: "Publish time is a date and time, like 2026-11-24 09:00, or empty.",
      })
      .nullable()
      .default(null),
    {
      form: {
        label: "Publish time (Accra time, GMT)",
        kind: "datetime",
        hint: "A later time schedules the post: it goes public then. Empty: it goes public when you publish it.",
      },
      api: true,
    },
  ),
  tags: field(list("tag", 20, 40), {
    form: {
      label: "Tags",
      kind: "list",
      hint: "Comma-separated; a city name files the post under that city.",
    },
    snapshot: true,
    api: true,
  }),
  featured: field(z.boolean().default(false), {
    form: { label: "Featured", kind: "checkbox" },
    snapshot: true,
    api: true,
  }),
  /** The day an editor last reviewed the post's facts (YYYY-MM-DD), if ever. */
  factsReviewedOn: field(day.nullable().default(null), {
    form: {
      label: "Facts last reviewed",
      kind: "date",
      hint: "Shown to readers on visa, health and money articles.",
    },
    snapshot: true,
  }),
  photos: coverPhotoField,
  status: statusField,
};

/** The studio's form leads with the title and ends with the illustration. */
const POST_FORM_ORDER = [
  "title",
  "slug",
  "excerpt",
  "content",
  "author",
  "publishedAt",
  "tags",
  "factsReviewedOn",
  "featured",
  "image",
] as const satisfies readonly NamesWith<typeof POST_FIELDS, { form: object }>[];

export const PostInputSchema = fieldsSchema(POST_FIELDS);

/** A post's fields as stored and validated: what the studio's use-cases take. */
export type PostFields = z.output<typeof PostInputSchema>;

export const POST_FORM_FIELDS = formFieldsOf(POST_FIELDS, POST_FORM_ORDER);

/** The fields the content snapshot's Post copies from the stored row (fact tokens resolved). */
export type PostSnapshotFields = Pick<
  PostFields,
  NamesWith<typeof POST_FIELDS, { snapshot: true }>
>;

type ApiFieldName = NamesWith<typeof POST_FIELDS, { api: true }>;

/** The fields GET /api/blog sends as the snapshot's post has them, in SPEC.md's order. */
export function postApiFieldsOf<P extends Record<ApiFieldName, unknown>>(
  post: P,
): Pick<P, ApiFieldName> {
  return pickWith(POST_FIELDS, "api", post);
}
