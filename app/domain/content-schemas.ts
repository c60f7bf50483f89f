// What the operator may store for each kind of content, checked the same way by the JSON API and
// the dashboard's forms. Slugs follow SPEC.md's slug rule; a city's slug is also its page's path
// (/{slug}), so it may not take a path the site already uses.
import {
  CONTENT_STATUSES,
  day,
  imagePath,
  latitude,
  lines,
  list,
  longitude,
  optionalText,
  photos,
  plainOnly,
  slugSchema,
  status,
  text,
} from "#app/domain/content-fields.ts";
import { GUIDE_CATEGORIES } from "#app/domain/guide-categories.ts";
import { FACT_IDS as REGISTERED_FACT_IDS } from "#app/domain/fact-ids.ts";
import { HotelInputSchema } from "#app/domain/hotel-definition.ts";
import { SITE_PLACEHOLDERS, unknownPlaceholders } from "#app/domain/site-placeholders.ts";
import { z } from "#app/domain/zod.ts";

export const CONTENT_TYPES = [
  "hotels",
  "cities",
  "posts",
  "faqs",
  "faq-categories",
  "products",
  "guides",
  "pages",
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The kinds with a page of their own, which can be previewed, renamed (301) and archived (410). */
export const PAGE_TYPES = ["hotels", "cities", "posts", "pages"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export function isPageType(type: ContentType): type is PageType {
  return (PAGE_TYPES as readonly string[]).includes(type);
}

/** The kinds whose slug is in a public address: renaming leaves a 301, archiving a 410. */
export const ADDRESSED_TYPES = [...PAGE_TYPES, "faq-categories"] as const;
export type AddressedType = (typeof ADDRESSED_TYPES)[number];

export function isAddressedType(kind: string): kind is AddressedType {
  return (ADDRESSED_TYPES as readonly string[]).includes(kind);
}

/** Top-level paths of the site's own screens, which a city page cannot take over. */
export const RESERVED_CITY_SLUGS = new Set([
  "admin",
  "about",
  "ancient-culture",
  "api",
  "blog",
  "cheap-hotels-accra",
  "cities",
  "compare",
  "contact",
  "cookie-policy",
  "disclaimer",
  "faq",
  "ghana-attire",
  "go",
  "healthz",
  "hotels",
  "icons-svg",
  "images",
  "luxury-hotels-ghana",
  "media",
  "name-generator",
  "privacy-policy",
  "search",
  "shortlist",
  "terms-of-service",
]);

/** The illustration the site draws for an item (app/routes/images.ts). */
export function drawnImagePath(type: ContentType, slug: string): string {
  return `/images/${type}/${slug}.svg`;
}

export const CityInputSchema = z.object({
  slug: slugSchema.refine(
    (slug) => !RESERVED_CITY_SLUGS.has(slug),
    "That slug is a page of the site already; choose another.",
  ),
  name: text("Name", 80),
  region: text("Region", 80),
  description: text("Description", 2_000),
  image: imagePath,
  population: optionalText("Population", 80),
  climate: optionalText("Climate", 200),
  languages: optionalText("Languages", 200),
  highlights: z
    .array(z.object({ title: text("Highlight title", 120), text: text("Highlight text", 1_000) }))
    .max(12, "At most 12 highlights.")
    .default([]),
  guide: optionalText("Guide", 100_000, "markdown"),
  latitude: latitude.nullable().default(null),
  longitude: longitude.nullable().default(null),
  landmarks: z
    .array(z.object({ name: text("Landmark name", 120), latitude, longitude }))
    .max(6, "At most 6 landmarks.")
    .default([]),
  photos: photos(1),
  status: status.default("draft"),
});

export const PostInputSchema = z.object({
  slug: slugSchema,
  title: text("Title", 200),
  excerpt: text("Excerpt", 500),
  content: text("Content", 200_000, "markdown"),
  image: imagePath,
  author: text("Author", 120),
  /**
   * When it goes public: a future time schedules a published post. A draft may have none; a post
   * published without one goes public at once (the store sets the time).
   */
  publishedAt: z.iso
    .datetime({
      offset: true,
      error: "Publish time is a date and time, like 2026-11-24 09:00, or empty.",
    })
    .nullable()
    .default(null),
  tags: list("tag", 20, 40),
  featured: z.boolean().default(false),
  factsReviewedOn: day.nullable().default(null),
  photos: photos(1),
  status: status.default("draft"),
});

const position = z
  .number({ error: "Position is a whole number: lower comes first." })
  .int("Position is a whole number: lower comes first.")
  .min(0, "Position is 0 or more: lower comes first.")
  .max(10_000, "Position is at most 10,000.")
  .default(0);

export const FaqCategoryInputSchema = z.object({
  slug: slugSchema,
  title: text("Title", 80),
  position,
  status: status.default("draft"),
});

export const FaqInputSchema = z.object({
  slug: slugSchema,
  categorySlug: slugSchema,
  question: text("Question", 300),
  answer: text("Answer", 5_000),
  position,
  status: status.default("draft"),
});

export const PRODUCT_SHELVES = ["travel", "ghana"] as const;

const optionalNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} is a number.` })
    .min(min, `${label} is at least ${min}.`)
    .max(max, `${label} is at most ${max}.`)
    .nullable()
    .default(null);

export const ProductInputSchema = z.object({
  slug: slugSchema,
  title: text("Title", 120),
  shelf: z.enum(PRODUCT_SHELVES, {
    error: "Shelf is travel (general gear) or ghana (for Ghana's climate).",
  }),
  position,
  category: text("Category", 60),
  description: text("Description", 1_000),
  features: list("feature", 8, 120),
  price: text("Price", 60),
  originalPrice: z
    .string()
    .trim()
    .max(60, "Original price must be at most 60 characters.")
    .nullable()
    .default(null),
  retailerProductId: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || /^[A-Z0-9]{10}$/.test(value),
      "A retailer product id (ASIN) is 10 capital letters and digits.",
    )
    .transform((value) => value || null)
    .nullable()
    .default(null),
  rating: optionalNumber("Rating", 0, 5),
  reviewCount: z
    .number({ error: "Review count is a whole number." })
    .int("Review count is a whole number.")
    .min(0, "Review count is 0 or more.")
    .nullable()
    .default(null),
  image: z
    .string({ error: "Image is required." })
    .trim()
    .regex(/^\/[A-Za-z0-9/_.-]+$/, "Image must be a path on this site, like /products/x.svg."),
  status: status.default("draft"),
});

export const GuideInputSchema = z.object({
  slug: slugSchema,
  title: text("Title", 200),
  category: z.enum(GUIDE_CATEGORIES, { error: "Choose one of the guide categories." }),
  description: text("Description", 300),
  position,
  status: status.default("draft"),
});

/**
 * The site's own long-form pages. Their addresses are routes linked from every page's footer, so
 * they keep their slug and stay published; a page the operator adds lives at /pages/{slug}.
 */
export const FIXED_PAGE_SLUGS: ReadonlySet<string> = new Set([
  "about",
  "privacy-policy",
  "terms-of-service",
  "disclaimer",
  "cookie-policy",
  "ancient-culture",
  "ghana-attire",
]);

/** Where a page shows on the site. */
export function pagePath(slug: string): string {
  return FIXED_PAGE_SLUGS.has(slug) ? `/${slug}` : `/pages/${slug}`;
}

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

export const PageInputSchema = z.object({
  slug: slugSchema,
  title: pageText(text("Title", 200)),
  metaTitle: pageText(
    plainOnly(
      z
        .string()
        .trim()
        .max(70, "Browser title must be at most 70 characters; search engines cut longer ones."),
      "Browser title",
      "plain",
    ),
  ).default(""),
  description: pageText(text("Description", 300)),
  intro: pageText(text("Introduction", 2_000, "markdown")),
  body: pageText(text("Body", 200_000, "markdown"), true),
  closing: pageText(
    plainOnly(
      lines(z.string()).trim().max(1_000, "Closing must be at most 1,000 characters."),
      "Closing",
      "plain",
    ),
  ).default(""),
  factsReviewedOn: day.nullable().default(null),
  status: status.default("draft"),
});

export const CONTENT_SCHEMAS = {
  hotels: HotelInputSchema,
  cities: CityInputSchema,
  posts: PostInputSchema,
  faqs: FaqInputSchema,
  "faq-categories": FaqCategoryInputSchema,
  products: ProductInputSchema,
  guides: GuideInputSchema,
  pages: PageInputSchema,
} as const;

/** Whether items of a kind carry photos (a hotel's gallery, a city's or post's cover). */
export function takesPhotos(type: ContentType): boolean {
  return "photos" in CONTENT_SCHEMAS[type].shape;
}

export type ContentInput<T extends ContentType> = z.infer<(typeof CONTENT_SCHEMAS)[T]>;

/** A save carries the version it was based on, so a stale save is refused rather than lost. */
export const VersionSchema = z.object({
  version: z.number({ error: "version is required: send the version you loaded." }).int().min(1),
});

/** The list query of the dashboard and GET /api/admin/content/{type}. */
export const ContentListQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  status: z.enum(CONTENT_STATUSES).optional().catch(undefined),
  city: slugSchema.optional().catch(undefined),
  sort: z.enum(["updated", "name", "review"]).catch("updated"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type ContentListQuery = z.infer<typeof ContentListQuerySchema>;

/**
 * JSON with object keys sorted: PostgreSQL's jsonb stores an object's keys in its own order, so a
 * stored list of sources or highlights must not read as changed only because its keys moved.
 */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** The fields whose values differ, each with its value before and after. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (stableJson(before[key]) !== stableJson(after[key])) {
      changes[key] = { from: before[key] ?? null, to: after[key] };
    }
  }
  return changes;
}
