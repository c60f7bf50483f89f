// The kinds of content the studio edits, and what the operator may store for each: every kind's
// schema comes from its definition (app/domain/*-definition.ts), checked the same way by the JSON
// API and the dashboard's forms.
import { FRENCH_FILTERS } from "#app/domain/content/french-version.ts";
import { CityInputSchema } from "#app/domain/content/city-definition.ts";
import { CONTENT_STATUSES, slugSchema } from "#app/domain/content/content-fields.ts";
import { FaqCategoryInputSchema, FaqInputSchema } from "#app/domain/content/faq-definition.ts";
import { GuideInputSchema } from "#app/domain/content/guide-definition.ts";
import { HotelInputSchema } from "#app/domain/content/hotel-definition.ts";
import { refusal, type Refusal } from "#app/domain/shared/outcome.ts";
import { PageInputSchema } from "#app/domain/content/page-definition.ts";
import { PostInputSchema } from "#app/domain/content/post-definition.ts";
import { ProductInputSchema } from "#app/domain/content/product-definition.ts";
import { z } from "#app/domain/shared/zod.ts";

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

/** The illustration the site draws for an item (app/routes/images.ts). */
export function drawnImagePath(type: ContentType, slug: string): string {
  return `/images/${type}/${slug}.svg`;
}

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

/** An item's fields as stored and validated, the type its definition infers. */
export type ContentFields<T extends ContentType> = z.output<(typeof CONTENT_SCHEMAS)[T]>;

/** Some of an item's fields, each checked by its definition: what a save changes. */
export type FieldChanges<T extends ContentType> = Partial<ContentFields<T>>;

/** A whole item checked by its type's definition, its rules across fields included. */
export function parseFields<T extends ContentType>(
  type: T,
  value: unknown,
): z.ZodSafeParseResult<ContentFields<T>> {
  // CONTENT_SCHEMAS[type] is the schema of T, which TypeScript cannot tie to T by itself.
  return CONTENT_SCHEMAS[type].safeParse(value) as z.ZodSafeParseResult<ContentFields<T>>;
}

/** Each field's first message by its name (contacts.email.value); a list's is its own. */
export function fieldErrorsOf(
  issues: readonly { path: PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    // A field inside an object (a hotel's contacts.email.value) has its own control and message;
    // one inside a list (a source on a line) is its list's.
    const end = issue.path.findIndex((part) => typeof part !== "string");
    const field = issue.path.slice(0, end < 0 ? undefined : end).join(".");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Each field's message, each of which names its field in words: a 400 refusal. */
export function invalidFields(fieldErrors: Record<string, string>): Refusal {
  const messages = Object.values(fieldErrors);
  return refusal(
    400,
    messages.length > 0 ? messages.join(" ") : "The item is not valid.",
    fieldErrors,
  );
}

export type CheckedChanges<T extends ContentType> =
  { ok: true; changes: FieldChanges<T> } | Refusal;

/**
 * What a form, the API or a file sent, each field checked by its definition in the definition's
 * order: the typed changes a save takes, or each field's message. Names the type does not have
 * are left out; rules across fields are the save's, over the whole item.
 */
export function checkChanges<T extends ContentType>(
  type: T,
  values: Readonly<Record<string, unknown>>,
): CheckedChanges<T> {
  const changes: Record<string, unknown> = {};
  const issues: { path: PropertyKey[]; message: string }[] = [];
  for (const [name, schema] of Object.entries(CONTENT_SCHEMAS[type].shape)) {
    if (!(name in values)) continue;
    const parsed = (schema as z.ZodType).safeParse(values[name]);
    if (parsed.success) changes[name] = parsed.data;
    else
      issues.push(
        ...parsed.error.issues.map((issue) => ({ ...issue, path: [name, ...issue.path] })),
      );
  }
  if (issues.length > 0) return invalidFields(fieldErrorsOf(issues));
  // Each value is its field's schema's output, so together they are some of T's fields.
  return { ok: true, changes: changes as FieldChanges<T> };
}

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
  /** The French version's state, or "lacking": not published in French (issue 44). */
  french: z.enum(FRENCH_FILTERS).optional().catch(undefined),
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
