// What the operator may store for each kind of content, checked the same way by the JSON API and
// the dashboard's forms. Slugs follow SPEC.md's slug rule; a city's slug is also its page's path
// (/{slug}), so it may not take a path the site already uses.
import { GUIDE_CATEGORIES } from "#app/domain/guide-categories.ts";
import { FACT_IDS as REGISTERED_FACT_IDS } from "#app/domain/fact-ids.ts";
import { knownAmenity, unknownAmenityReason } from "#app/domain/amenity-check.ts";
import { knownHotelType, unknownHotelTypeReason } from "#app/domain/hotel-types.ts";
import { SITE_PLACEHOLDERS, unknownPlaceholders } from "#app/domain/site-placeholders.ts";
import { PRACTICAL_FACT_KEYS } from "#app/domain/practical-facts.ts";
import { practicalFactProblem } from "#app/domain/practical-fact-check.ts";
import { writtenLinkProblem } from "#app/domain/written-links.ts";
import { AGODA_HOTEL_ID, AGODA_HOTEL_ID_MESSAGE } from "#app/domain/partner-links.ts";
import { RATE_CURRENCIES, RATE_SOURCE_KINDS, type RateSourceKind } from "#app/domain/rates.ts";
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

export const CONTENT_STATUSES = ["draft", "published", "archived"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

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

/** Whether a field renders Markdown; a plain-text field refuses its link syntax. */
type TextKind = "plain" | "markdown";

const plainOnly = (schema: z.ZodString, label: string, kind: TextKind) =>
  kind === "markdown"
    ? schema
    : schema.superRefine((value, context) => {
        const problem = writtenLinkProblem(label, value);
        if (problem) context.addIssue({ code: "custom", message: problem });
      });

/** A browser sends a text area's line breaks as CRLF; stored text has LF alone. */
const lines = (schema: z.ZodString) => schema.overwrite((value) => value.replace(/\r\n?/g, "\n"));

const text = (label: string, max: number, kind: TextKind = "plain") =>
  plainOnly(
    lines(z.string({ error: `${label} is required.` }))
      .trim()
      .min(1, `${label} is required.`)
      .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters.`),
    label,
    kind,
  );

const optionalText = (label: string, max: number, kind: TextKind = "plain") =>
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

const status = z.enum(CONTENT_STATUSES, {
  error: "Status must be draft, published or archived.",
});

/**
 * The drawn illustration's path, e.g. /images/hotels/x.svg; empty means the item's own drawn
 * illustration (photos are placed separately). Nothing from another host.
 */
const imagePath = z
  .string()
  .trim()
  .regex(
    /^(\/[A-Za-z0-9/_.-]+)?$/,
    "Image must be a path on this site, like /images/hotels/x.svg, or empty.",
  )
  .default("");

/** The illustration the site draws for an item (app/routes/images.ts). */
export function drawnImagePath(type: ContentType, slug: string): string {
  return `/images/${type}/${slug}.svg`;
}

const list = (label: string, maxItems: number, maxLength: number) =>
  z
    .array(
      z.string().trim().min(1).max(maxLength, `Each ${label} is at most ${maxLength} characters.`),
    )
    .max(maxItems, `At most ${maxItems} ${label}s.`)
    .default([]);

/** Photos placed on a page, each an uploaded media item with its required alternative text. */
const photos = (max: number) =>
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

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-24.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "That date does not exist.");

const latitude = z
  .number({ error: "Latitude is a number of degrees north, like 5.6037." })
  .min(4, "Ghana lies between 4° and 12° north.")
  .max(12, "Ghana lies between 4° and 12° north.");
const longitude = z
  .number({ error: "Longitude is a number of degrees east, negative to the west, like -0.187." })
  .min(-4, "Ghana lies between 4° west and 2° east.")
  .max(2, "Ghana lies between 4° west and 2° east.");

/** A reason fragment ("amenity 'x' is …") as a message of its own. */
function sentence(reason: string): string {
  return reason.charAt(0).toUpperCase() + reason.slice(1);
}

/** One of the hotel type vocabulary, stored in its own spelling. */
const hotelType = z
  .string({ error: "Hotel type is required." })
  .trim()
  .min(1, "Hotel type is required.")
  .transform((value, context) => {
    const known = knownHotelType(value);
    if (!known)
      context.addIssue({ code: "custom", message: sentence(unknownHotelTypeReason(value)) });
    return known ?? value;
  });

/** Amenities from the vocabulary, stored by key, each once. */
const amenities = z
  .array(z.string().trim())
  .max(40, "At most 40 amenities.")
  .transform((values, context) => {
    const keys = new Set<string>();
    for (const value of values.filter(Boolean)) {
      const known = knownAmenity(value);
      if (known) keys.add(known);
      else context.addIssue({ code: "custom", message: sentence(unknownAmenityReason(value)) });
    }
    return [...keys];
  })
  .default([]);

export const LISTING_STATUSES = ["verified", "unverified"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** A public source showing that a hotel exists where the site says. */
export const ListingSourceSchema = z.object({
  /** The hotel's own statement (its fact sheet), or a publication when absent. */
  kind: z
    .enum(["hotel", "publication"], { error: "A source is the hotel or a publication." })
    .optional(),
  publisher: text("Each source's publisher", 120),
  title: text("Each source's title", 300),
  url: z
    .string()
    .trim()
    .max(2_000, "A source's address is at most 2,000 characters.")
    .refine(
      (value) => value === "" || /^https?:\/\//.test(value),
      "A source's address starts with https:// or http://.",
    )
    .optional()
    .transform((value) => value || undefined),
  date: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || /^\d{4}(-\d{2}(-\d{2})?)?$/.test(value),
      "A source's date is like 2024-05-11, 2024-05 or 2024, or empty when the source shows none.",
    )
    .optional()
    .transform((value) => value || undefined),
});

/** A practical fact with its own source and the day it was checked (never guessed). */
export const PracticalFactSchema = z.object({
  key: z.enum(PRACTICAL_FACT_KEYS, {
    error: `A practical fact is one of ${PRACTICAL_FACT_KEYS.join(", ")}.`,
  }),
  value: z.string().trim().max(60, "A practical fact's value is at most 60 characters."),
  note: z
    .string()
    .trim()
    .max(120, "A practical fact's note is at most 120 characters.")
    .optional()
    .transform((value) => value || undefined),
  source: ListingSourceSchema,
  checkedOn: day,
});

const PHONE_NUMBER = /^\+?[\d ()-]{7,20}$/;

/** Where the team found a way to reach a hotel: who publishes it, its page, the day it was seen. */
const contactSource = (label: string) =>
  z.object({
    /** "hotel" when it came from the hotel's fact sheet. */
    kind: z.enum(["hotel", "publication"]).optional(),
    publisher: z
      .string({ error: `Name who publishes the ${label}.` })
      .trim()
      .min(
        1,
        `Name who publishes the ${label}: the hotel's own website, a listing or its fact sheet.`,
      )
      .max(120, "Who publishes it is at most 120 characters."),
    title: z.string().trim().max(300).default(""),
    url: z
      .string()
      .trim()
      .max(2_000, "A source's address is at most 2,000 characters.")
      .refine(
        (value) => value === "" || /^https?:\/\//.test(value),
        "A source's address starts with https:// or http://.",
      )
      .optional()
      .transform((value) => value || undefined),
    date: z
      .string({ error: `Give the day you found the ${label} at its source, like 2026-11-29.` })
      .regex(
        /^\d{4}-\d{2}-\d{2}$/,
        `Give the day you found the ${label} at its source, like 2026-11-29.`,
      ),
  });

const contact = (label: string, value: z.ZodType<string>) =>
  z.object({ value, source: contactSource(label) }).optional();

/**
 * The team's ways to reach a hotel, each with its source (issue 40). Travellers see them only from
 * the day the hotel agreed on its fact sheet (`publicSince`); until then they are the team's.
 */
export const HotelContactsSchema = z
  .object({
    email: contact(
      "e-mail address",
      z
        .string()
        .trim()
        .min(1, "Enter the hotel's e-mail address, or clear its source.")
        .max(320, "An e-mail address is at most 320 characters.")
        .pipe(z.email("Enter an e-mail address like reservations@hotel.com.")),
    ),
    phone: contact(
      "phone number",
      z
        .string()
        .trim()
        .regex(PHONE_NUMBER, "Enter a phone number like +233 30 200 0000, or clear its source."),
    ),
    whatsapp: contact(
      "WhatsApp number",
      z
        .string()
        .trim()
        .regex(PHONE_NUMBER, "Enter a WhatsApp number like +233 24 000 0000, or clear its source."),
    ),
    publicSince: day.optional(),
  })
  .superRefine((contacts, context) => {
    if (contacts.publicSince && !contacts.email && !contacts.phone && !contacts.whatsapp) {
      context.addIssue({
        code: "custom",
        path: ["publicSince"],
        message:
          "Travellers can only be shown contacts the hotel has: enter one, or clear the day.",
      });
    }
  });

const HotelFieldsSchema = z.object({
  slug: slugSchema,
  name: text("Name", 120),
  citySlug: slugSchema,
  location: text("Location", 200),
  description: text("Description", 5_000),
  image: imagePath,
  rating: z
    .number({ error: "Rating is a number from 0 to 5." })
    .min(0, "Rating is a number from 0 to 5.")
    .max(5, "Rating is a number from 0 to 5."),
  price: z
    .number({ error: "The rate is a whole number a night, in its currency." })
    .int("The rate is a whole number a night, in its currency.")
    .min(1, "The rate must be at least 1.")
    .max(100_000, "The rate must be at most 100,000."),
  priceCurrency: z
    .enum(RATE_CURRENCIES, { error: "The rate's currency is USD or GHS, as its source states it." })
    .default("USD"),
  priceCheckedOn: day.nullable().default(null),
  priceSourceKind: z
    .enum(RATE_SOURCE_KINDS, {
      error: "Who stated the rate: the hotel, a partner site or a publication.",
    })
    .nullable()
    .default(null),
  priceSourceName: optionalText("The rate's source", 120),
  priceSourceUrl: z
    .string()
    .trim()
    .max(2_000, "A source's address is at most 2,000 characters.")
    .refine(
      (value) => value === "" || /^https?:\/\//.test(value),
      "A source's address starts with https:// or http://.",
    )
    .transform((value) => value || null)
    .nullable()
    .default(null),
  hotelType,
  amenities,
  affiliateLink: z
    .string()
    .trim()
    .max(2_000, "A partner link is at most 2,000 characters.")
    .refine(
      (value) => value === "" || /^https:\/\//.test(value),
      "A partner link starts with https://.",
    )
    .transform((value) => value || null)
    .nullable()
    .default(null),
  agodaHotelId: z
    .string()
    .trim()
    .refine((value) => value === "" || AGODA_HOTEL_ID.test(value), AGODA_HOTEL_ID_MESSAGE)
    .transform((value) => value || null)
    .nullable()
    .default(null),
  latitude: latitude.nullable().default(null),
  longitude: longitude.nullable().default(null),
  featured: z.boolean().default(false),
  /** The gallery; the first is the cover. */
  photos: photos(12),
  listingStatus: z
    .enum(LISTING_STATUSES, { error: "Listing status is verified or unverified." })
    .default("unverified"),
  listingSources: z
    .array(ListingSourceSchema)
    .max(10, "At most 10 sources: keep the ones that show the hotel best.")
    .default([]),
  listingCheckedOn: day.nullable().default(null),
  listingCheckedBy: optionalText("Checked by", 120),
  practicalFacts: z
    .array(PracticalFactSchema)
    .max(30, "At most 30 practical facts.")
    .superRefine((facts, context) => {
      for (const fact of facts) {
        const problem = practicalFactProblem(fact, facts);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }
    })
    .default([]),
  contacts: HotelContactsSchema.default({}),
  status: status.default("draft"),
});

/**
 * A rate's source is complete (issue 40): a partner or publication is named, a publication has
 * its address, and a stated rate has the day it was stated, so it never reads as today's.
 */
function rateSourceProblems(hotel: {
  priceSourceKind: RateSourceKind | null;
  priceSourceName: string;
  priceSourceUrl: string | null;
  priceCheckedOn: string | null;
}): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  const kind = hotel.priceSourceKind;
  if (kind === null) {
    if (hotel.priceSourceName !== "" || hotel.priceSourceUrl !== null) {
      problems.push({
        path: ["priceSourceKind"],
        message: "Say who stated the rate: the hotel, a partner site or a publication.",
      });
    }
    return problems;
  }
  if (kind !== "hotel" && hotel.priceSourceName === "") {
    problems.push({
      path: ["priceSourceName"],
      message:
        kind === "partner"
          ? "Name the partner site the rate was seen on, like Booking.com."
          : "Name the publication that states the rate.",
    });
  }
  if (kind === "publication" && hotel.priceSourceUrl === null) {
    problems.push({
      path: ["priceSourceUrl"],
      message: "Give the publication's address, so a reader can check the rate.",
    });
  }
  if (hotel.priceCheckedOn === null) {
    problems.push({
      path: ["priceCheckedOn"],
      message: "Give the day the source stated the rate; an undated rate reads as today's.",
    });
  }
  return problems;
}

/**
 * A hotel is listed only when public sources confirm it exists where we say: "verified" needs at
 * least one source, the day of the check and who made it.
 */
export const HotelInputSchema = HotelFieldsSchema.superRefine((hotel, context) => {
  for (const problem of rateSourceProblems(hotel)) context.addIssue({ code: "custom", ...problem });
  if (hotel.listingStatus !== "verified") return;
  if (hotel.listingSources.length === 0) {
    context.addIssue({
      code: "custom",
      path: ["listingSources"],
      message:
        "A verified listing needs at least one public source that shows the hotel where we say (its own site, a news article, a guidebook or a booking site).",
    });
  }
  if (!hotel.listingCheckedOn) {
    context.addIssue({
      code: "custom",
      path: ["listingCheckedOn"],
      message: "Give the day you checked the sources.",
    });
  }
  if (!hotel.listingCheckedBy) {
    context.addIssue({
      code: "custom",
      path: ["listingCheckedBy"],
      message: "Say who checked the sources.",
    });
  }
});

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
