// The fact register's check over what is stored: at every studio save (the save is refused when
// its text contradicts the register or published content) and once a day over everything
// published, whose findings the operator reads on the Facts tab. The unit test
// (app/content/facts.test.ts) reads the seed; this reads what readers are actually shown.
import { and, eq, ne } from "drizzle-orm";
import { dueListingChecks, type DueListingCheck } from "#app/domain/listing-check.ts";
import {
  blogPosts,
  cities,
  faqCategories,
  faqEntries,
  guides,
  hotels,
  pages,
  products,
  settings,
} from "#db/schema.ts";
import { factPlaces, facts } from "#app/content/facts.ts";
import { homeGuideIntroSource, homeGuideSectionsSource } from "#app/content/home-guide.ts";
import { budgetPageSource, luxuryPageSource } from "#app/content/landing-pages.ts";
import { CONTENT_TYPES, type ContentType } from "#app/domain/content-schemas.ts";
import { factErrorsForSave, itemLabel, itemTexts } from "#app/domain/fact-check.ts";
import {
  findFactProblems,
  stringsIn,
  type ContentText,
  type FactProblem,
} from "#app/domain/facts.ts";
import { getDb, type Database } from "#app/models/db.server.ts";

/** The database or a transaction open on it: a save checks inside its own transaction. */
type Reader = Pick<Database, "select">;

const TABLES = {
  hotels,
  cities,
  posts: blogPosts,
  faqs: faqEntries,
  "faq-categories": faqCategories,
  products,
  guides,
  pages,
} as const;

/** Pages built from the typed content modules rather than the database. */
const STATIC_TEXTS: readonly ContentText[] = [
  ...stringsIn([homeGuideIntroSource, homeGuideSectionsSource]).map((text) => ({
    where: "home page guide",
    text,
  })),
  ...stringsIn(budgetPageSource).map((text) => ({ where: "page /cheap-hotels-accra", text })),
  ...stringsIn(luxuryPageSource).map((text) => ({ where: "page /luxury-hotels-ghana", text })),
];

const placeKeys = new Set(factPlaces.map((place) => place.key));

/** Every published text as stored (tokens unresolved), optionally without one item. */
export async function loadPublishedTexts(
  except?: { type: ContentType; id: number },
  reader?: Reader,
): Promise<ContentText[]> {
  const db = reader ?? (await getDb());
  const texts: ContentText[] = [...STATIC_TEXTS];
  for (const type of CONTENT_TYPES) {
    const table = TABLES[type];
    const published = eq(table.status, "published");
    const rows = (await db
      .select()
      .from(table)
      .where(
        except?.type === type ? and(published, ne(table.id, except.id)) : published,
      )) as unknown as Record<string, unknown>[];
    for (const row of rows) {
      const label = itemLabel(type, String(row.slug));
      texts.push(...itemTexts(type, row, () => label, placeKeys));
    }
  }
  return texts;
}

/** Field errors for saving `fields` as an item of `type` (its stored self left out). */
export async function factErrorsForStoredSave(
  type: ContentType,
  fields: Readonly<Record<string, unknown>>,
  id: number | null,
  reader?: Reader,
): Promise<Record<string, string>> {
  // A draft is checked too: publishing it later must not need a second round of corrections.
  const published = await loadPublishedTexts(id === null ? undefined : { type, id }, reader);
  return factErrorsForSave(type, fields, published, facts, factPlaces, new Date());
}

const FACT_CHECK_KEY = "fact-check";

export interface StoredFactCheck {
  ranAt: string;
  problems: Pick<FactProblem, "kind" | "where" | "message">[];
}

/** Checks everything published against the register and keeps the findings for the operator. */
export async function runFactCheck(today = new Date()): Promise<StoredFactCheck> {
  const problems = findFactProblems(await loadPublishedTexts(), facts, factPlaces, today)
    // A correct figure typed out is a style matter for the register's test, not a contradiction.
    .filter((problem) => problem.kind !== "retypes")
    .map(({ kind, where, message }) => ({ kind, where, message }));
  const check = { ranAt: today.toISOString(), problems };
  const db = await getDb();
  await db
    .insert(settings)
    .values({ key: FACT_CHECK_KEY, value: check })
    .onConflictDoUpdate({ target: settings.key, set: { value: check, updatedAt: new Date() } });
  return check;
}

export async function loadFactCheck(): Promise<StoredFactCheck | null> {
  const db = await getDb();
  const [row] = await db.select().from(settings).where(eq(settings.key, FACT_CHECK_KEY));
  return row ? (row.value as StoredFactCheck) : null;
}

/** The operator's re-check queue: hotels (not archived) whose listing check is missing or stale. */
export async function listDueListingChecks(today = new Date()): Promise<DueListingCheck[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: hotels.id,
      slug: hotels.slug,
      name: hotels.name,
      citySlug: hotels.citySlug,
      status: hotels.status,
      listingStatus: hotels.listingStatus,
      listingCheckedOn: hotels.listingCheckedOn,
    })
    .from(hotels)
    .where(ne(hotels.status, "archived"));
  return dueListingChecks(rows, today);
}
