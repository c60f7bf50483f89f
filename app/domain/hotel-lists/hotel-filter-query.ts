// Reads hotel filters from a query string (SPEC.md section 5): the pages' loaders read it
// leniently, the JSON API strictly. Server-side only in practice, so zod stays out of the browser.
import { z } from "#app/domain/shared/zod.ts";
import {
  DEFAULT_FILTERS,
  PRICE_BANDS,
  PRICE_MAX,
  PRICE_MIN,
  RATING_OPTIONS,
  SORT_OPTIONS,
  type HotelFilters,
} from "#app/domain/hotel-lists/hotel-filters.ts";
import { pageNumber } from "#app/domain/hotel-lists/page-number.ts";
import {
  PRACTICAL_FILTERS,
  RETIRED_SHUTTLE_AMENITY,
} from "#app/domain/hotel-lists/practical-filters.ts";

const slugValue = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "use lower-case letters, digits and hyphens");
const priceValue = z.coerce
  .number({ error: `a number from ${PRICE_MIN} to ${PRICE_MAX}` })
  .int("a whole number of dollars")
  .min(PRICE_MIN, `at least ${PRICE_MIN}`)
  .max(PRICE_MAX, `at most ${PRICE_MAX}`);

const emptyToUndefined = (value: unknown) => (value === "" || value === "all" ? undefined : value);

/** The query-string schema; "all" and empty values mean no restriction. */
export const HotelFiltersSchema = z
  .object({
    city: z.preprocess(emptyToUndefined, slugValue.optional()),
    price: z.preprocess(
      emptyToUndefined,
      z.enum(PRICE_BANDS, { error: `price must be one of ${PRICE_BANDS.join(", ")}` }).optional(),
    ),
    minPrice: z.preprocess(emptyToUndefined, priceValue.optional()),
    maxPrice: z.preprocess(emptyToUndefined, priceValue.optional()),
    rating: z.preprocess(
      emptyToUndefined,
      z
        .enum(RATING_OPTIONS, { error: `rating must be one of ${RATING_OPTIONS.join(", ")}` })
        .optional(),
    ),
    amenity: z.array(slugValue).max(20, "at most 20 amenities").default([]),
    has: z
      .array(
        z.enum(PRACTICAL_FILTERS, {
          error: `has must be one of ${PRACTICAL_FILTERS.join(", ")}`,
        }),
      )
      .max(3, "at most 3 practical facts")
      .default([]),
    type: z.preprocess(emptyToUndefined, slugValue.optional()),
    sort: z.preprocess(
      emptyToUndefined,
      z
        .enum(SORT_OPTIONS, { error: `sort must be one of ${SORT_OPTIONS.join(", ")}` })
        .default("recommended"),
    ),
    page: z.preprocess(emptyToUndefined, pageNumber),
  })
  .refine(
    (value) =>
      value.minPrice === undefined ||
      value.maxPrice === undefined ||
      value.minPrice <= value.maxPrice,
    {
      message: "minPrice must not be above maxPrice",
      path: ["minPrice"],
    },
  );

const KNOWN_KEYS = new Set([
  "city",
  "price",
  "minPrice",
  "maxPrice",
  "rating",
  "amenity",
  "has",
  "type",
  "sort",
  "page",
]);

export type ParsedFilters =
  { success: true; filters: HotelFilters } | { success: false; error: string };

/**
 * Reads filters from a query string. Strict mode (the JSON API) rejects unknown keys and
 * invalid values; lenient mode (pages) drops what it cannot use, so an edited URL still shows hotels.
 */
export function parseHotelFilters(
  params: URLSearchParams,
  mode: "strict" | "lenient",
): ParsedFilters {
  // "amenity=airport-shuttle" is how links made before airport pickup became a practical fact
  // asked for it: they still find the hotels that offer one.
  const amenities = params.getAll("amenity").filter(Boolean);
  const isShuttle = (value: string) => value.trim().toLowerCase() === RETIRED_SHUTTLE_AMENITY;
  const raw: Record<string, unknown> = {
    amenity: amenities.filter((value) => !isShuttle(value)),
    has: [
      ...params.getAll("has").filter(Boolean),
      ...(amenities.some(isShuttle) ? ["airport-pickup"] : []),
    ],
  };
  for (const [key, value] of params) {
    if (key === "amenity" || key === "has") continue;
    if (!KNOWN_KEYS.has(key)) {
      if (mode === "strict") return { success: false, error: `Unknown query parameter "${key}".` };
      continue;
    }
    raw[key] = value;
  }
  const result = HotelFiltersSchema.safeParse(raw);
  if (result.success) return { success: true, filters: toFilters(result.data) };
  if (mode === "strict") {
    const issue = result.error.issues[0]!;
    const field = issue.path.join(".");
    return { success: false, error: `Invalid ${field || "query"}: ${issue.message}.` };
  }
  // Drop each invalid field and keep the rest.
  const bad = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  const retry = HotelFiltersSchema.safeParse(
    Object.fromEntries(Object.entries(raw).filter(([key]) => !bad.has(key))),
  );
  return { success: true, filters: retry.success ? toFilters(retry.data) : { ...DEFAULT_FILTERS } };
}

function toFilters(data: z.infer<typeof HotelFiltersSchema>): HotelFilters {
  return {
    city: data.city,
    price: data.price,
    minPrice: data.minPrice,
    maxPrice: data.maxPrice,
    rating: data.rating,
    amenities: [...new Set(data.amenity)],
    facts: [...new Set(data.has)],
    type: data.type,
    sort: data.sort,
    page: data.page,
  };
}
