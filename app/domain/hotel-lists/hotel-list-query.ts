// Reads the `hotels` query parameter of /shortlist and /compare: slugs separated by commas
// (`?hotels=a,b`), or the parameter repeated, as a plain GET form sends checked boxes
// (`?hotels=a&hotels=b`). Loaders only, so zod stays out of the browser bundle.
import { z } from "#app/domain/shared/zod.ts";
import { isHotelSlug, uniqueSlugs } from "#app/domain/hotel-lists/shortlist.ts";

export type HotelListQuery =
  { kind: "none" } | { kind: "invalid"; message: string } | { kind: "slugs"; slugs: string[] };

const HotelSlugSchema = z
  .string()
  .refine(isHotelSlug, "is not a hotel address: use lower-case letters, digits and hyphens");

function schemaFor(limit: number) {
  return z.array(HotelSlugSchema).max(limit, `Choose at most ${limit} hotels.`);
}

/** The requested slugs, without repeats, in the order given; at most `limit` of them. */
export function parseHotelListQuery(params: URLSearchParams, limit: number): HotelListQuery {
  const values = uniqueSlugs(
    params
      .getAll("hotels")
      .flatMap((value) => value.split(","))
      .map((value) => value.trim())
      .filter((value) => value !== ""),
  );
  if (values.length === 0) return { kind: "none" };
  const parsed = schemaFor(limit).safeParse(values);
  if (parsed.success) return { kind: "slugs", slugs: parsed.data };
  const issue = parsed.error.issues[0]!;
  const index = issue.path[0];
  const message =
    typeof index === "number"
      ? `“${values[index]!.slice(0, 60)}” ${issue.message}.`
      : `${issue.message} You asked for ${values.length}.`;
  return { kind: "invalid", message };
}
