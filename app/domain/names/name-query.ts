// The generator's GET form read on the server, apart from name-picker.ts so that the browser,
// which shows names, never loads zod.
import { z } from "#app/domain/shared/zod.ts";
import {
  COUNTRY_OPTIONS,
  GENDER_OPTIONS,
  GENERATE_COUNTS,
  type CountryFilter,
  type GenderFilter,
  type NameFilters,
} from "#app/domain/names/name-picker.ts";

const countryValues = COUNTRY_OPTIONS.map((option) => option.value) as [
  CountryFilter,
  ...CountryFilter[],
];
const genderValues = GENDER_OPTIONS.map((option) => option.value) as [
  GenderFilter,
  ...GenderFilter[],
];

/**
 * The generator's GET form (`?country=ghana&gender=Female&count=5`). Unknown values fall back to
 * the defaults rather than failing: a hand-edited link should still show the page.
 */
export const NameQuerySchema = z.object({
  country: z.enum(countryValues).catch("all"),
  gender: z.enum(genderValues).catch("all"),
  count: z.coerce
    .number()
    .pipe(z.union(GENERATE_COUNTS.map((count) => z.literal(count))))
    .optional()
    .catch(undefined),
});

export function parseNameQuery(params: URLSearchParams): NameFilters & { count?: number } {
  return NameQuerySchema.parse({
    country: params.get("country") ?? undefined,
    gender: params.get("gender") ?? undefined,
    count: params.get("count") ?? undefined,
  });
}
