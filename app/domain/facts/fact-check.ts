// The fact register checked against what the operator saves and what is published: the same
// rules as the register's unit test (app/domain/facts/facts.ts), applied to stored content instead of
// the seed. A save is refused when its text contradicts the register, states a registered route
// differently, names an unknown fact, claims its own check date, or states an unregistered route
// differently from published content; a retyped but correct figure is allowed.
import type { ContentType } from "#app/domain/content/content-schemas.ts";
import {
  findFactProblems,
  stringsIn,
  type ContentText,
  type FactProblem,
  type FactRegister,
  type Place,
} from "#app/domain/facts/facts.ts";

/** The fields of each kind whose words readers see, as stored (fact tokens unresolved). */
export const CHECKED_FIELDS: Readonly<Record<ContentType, readonly string[]>> = {
  hotels: ["location", "description"],
  cities: ["description", "highlights", "guide", "climate", "languages"],
  posts: ["title", "excerpt", "content"],
  faqs: ["question", "answer"],
  "faq-categories": ["title"],
  products: ["title", "description", "features"],
  guides: ["title", "description"],
  pages: ["title", "metaTitle", "description", "intro", "body", "closing"],
};

/** The label a problem names an item by: "post ghana-visa-requirements". */
export function itemLabel(type: ContentType, slug: string): string {
  return `${type.replace(/s$/, "").replace("faq-categorie", "FAQ category")} ${slug}`;
}

/**
 * An item's texts for the check. A city's guide is read with the city as the far end of a route
 * its sentences leave unnamed ("From Accra the drive takes three hours").
 */
export function itemTexts(
  type: ContentType,
  fields: Readonly<Record<string, unknown>>,
  whereOf: (field: string) => string,
  placeKeys: ReadonlySet<string>,
): ContentText[] {
  const slug = typeof fields.slug === "string" ? fields.slug : "";
  const context = type === "cities" && placeKeys.has(slug) ? slug : undefined;
  return CHECKED_FIELDS[type].flatMap((field) =>
    stringsIn(fields[field]).map((text) => ({ where: whereOf(field), text, context })),
  );
}

const FIELD = "field:";
const REFUSED: ReadonlySet<FactProblem["kind"]> = new Set([
  "unknown-token",
  "claims-check",
  "contradicts",
  "disagrees",
  "inconsistent",
]);

/**
 * Field errors for a save: each field whose text the register (or published content, for a route
 * the register does not hold) contradicts, with a message saying what to change.
 */
export function factErrorsForSave(
  type: ContentType,
  fields: Readonly<Record<string, unknown>>,
  published: readonly ContentText[],
  register: FactRegister,
  places: readonly Place[],
  today: Date,
): Record<string, string> {
  const placeKeys = new Set(places.map((place) => place.key));
  const own = itemTexts(type, fields, (field) => `${FIELD}${field}`, placeKeys);
  if (own.length === 0) return {};
  const problems = findFactProblems([...published, ...own], register, places, today);
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    if (!REFUSED.has(problem.kind)) continue;
    const wheres = problem.wheres ?? [problem.where];
    const field = wheres.find((where) => where.startsWith(FIELD))?.slice(FIELD.length);
    if (!field || errors[field]) continue;
    if (problem.kind === "inconsistent") {
      const others = [...new Set(wheres.filter((where) => !where.startsWith(FIELD)))];
      // Two statements inside this one item differ: still a contradiction to fix here.
      errors[field] =
        `${problem.message.replace(/field:/g, "this item's ")}${others.length > 0 ? ` Published content that states it: ${others.join(", ")}.` : ""}`;
      continue;
    }
    errors[field] =
      problem.kind === "unknown-token"
        ? `${problem.message.replace("unknown fact ", "")} is not in the fact register: use the id of a registered fact (Facts tab), or write the text without a token.`
        : problem.kind === "claims-check"
          ? `${problem.message}: remove the claim; the page shows when its registered facts were checked.`
          : `The fact register disagrees: ${problem.message}. Correct the text, or state the fact with its {{fact:id}} token; if the register itself is out of date, correct the register first.`;
  }
  return errors;
}
