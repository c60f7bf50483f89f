// A recommended travel product, defined once: the studio's schema and form and the seed's Product
// type are derived from PRODUCT_FIELDS; app/domain/content/content-tables.test.ts checks the products table
// agrees.
import {
  field,
  fieldsSchema,
  formFieldsOf,
  list,
  positionField,
  slugSchema,
  statusField,
  text,
  type NamesWith,
} from "#app/domain/content/content-fields.ts";
import { z } from "#app/domain/shared/zod.ts";

export const PRODUCT_SHELVES = ["travel", "ghana"] as const;

const FROM_A_LISTING = "Only from a verified listing.";

/** Every field a product has, in its stored order; the form has its own order. */
export const PRODUCT_FIELDS = {
  /** Stable key, also the artwork's file name under /products/. */
  slug: field(slugSchema, {
    form: { label: "Slug", kind: "slug", hint: "The product's key in click-out links." },
  }),
  title: field(text("Title", 120), { form: { label: "Title", kind: "text" } }),
  /** Which home-page shelf: general travel gear, or gear for Ghana's climate. */
  shelf: field(
    z.enum(PRODUCT_SHELVES, {
      error: "Shelf is travel (general gear) or ghana (for Ghana's climate).",
    }),
    { form: { label: "Shelf on the home page", kind: "shelf" } },
  ),
  position: positionField("Position on its shelf"),
  category: field(text("Category", 60), { form: { label: "Category", kind: "text" } }),
  description: field(text("Description", 1_000), {
    form: { label: "Description", kind: "textarea" },
  }),
  /** The first 3 are shown on cards. */
  features: field(list("feature", 8, 120), {
    form: { label: "Features", kind: "list", hint: "Comma-separated; cards show the first three." },
  }),
  /** Price text as shown, e.g. "Typically $15-$30". */
  price: field(text("Price", 60), {
    form: { label: "Price text", kind: "text", hint: "As shown, e.g. Typically $15-$30." },
  }),
  /** Shown struck through when a verified listing has one; empty is none. */
  originalPrice: field(
    z
      .string()
      .trim()
      .max(60, "Original price must be at most 60 characters.")
      .transform((value) => value || null)
      .nullable()
      .default(null),
    { form: { label: "Original price (optional)", kind: "text", hint: FROM_A_LISTING } },
  ),
  /** The retailer's product id (an ASIN) once verified; none links to a search for the title. */
  retailerProductId: field(
    z
      .string()
      .trim()
      .refine(
        (value) => value === "" || /^[A-Z0-9]{10}$/.test(value),
        "A retailer product id (ASIN) is 10 capital letters and digits.",
      )
      .transform((value) => value || null)
      .nullable()
      .default(null),
    {
      form: {
        label: "Retailer product id (ASIN, optional)",
        kind: "text",
        hint: "Only once verified: the card then opens that product instead of a search for the title.",
      },
    },
  ),
  /** Out of 5, from a verified listing only. */
  rating: field(
    z
      .number({ error: "Rating is a number." })
      .min(0, "Rating is at least 0.")
      .max(5, "Rating is at most 5.")
      .nullable()
      .default(null),
    { form: { label: "Rating (optional)", kind: "number", hint: FROM_A_LISTING } },
  ),
  reviewCount: field(
    z
      .number({ error: "Review count is a whole number." })
      .int("Review count is a whole number.")
      .min(0, "Review count is 0 or more.")
      .nullable()
      .default(null),
    { form: { label: "Review count (optional)", kind: "number", hint: FROM_A_LISTING } },
  ),
  image: field(
    z
      .string({ error: "Image is required." })
      .trim()
      .regex(/^\/[A-Za-z0-9/_.-]+$/, "Image must be a path on this site, like /products/x.svg."),
    { form: { label: "Image path", kind: "text" } },
  ),
  status: statusField,
};

/** The studio's form leads with the title, and keeps what only a verified listing gives together. */
const PRODUCT_FORM_ORDER = [
  "title",
  "slug",
  "shelf",
  "position",
  "category",
  "description",
  "features",
  "price",
  "retailerProductId",
  "originalPrice",
  "rating",
  "reviewCount",
  "image",
] as const satisfies readonly NamesWith<typeof PRODUCT_FIELDS, { form: object }>[];

export const ProductInputSchema = fieldsSchema(PRODUCT_FIELDS);
export type ProductFields = z.output<typeof ProductInputSchema>;
export const PRODUCT_FORM_FIELDS = formFieldsOf(PRODUCT_FIELDS, PRODUCT_FORM_ORDER);
