// What the fact register is checked against: every published text as stored (tokens unresolved)
// and the French pages as published (the studio's words over the files'), the findings of the
// daily check the operator reads on the Facts tab, and the hotels whose listing check is due.
// The checks themselves are use-cases (app/use-cases/studio/fact-check).
import { eq, ne } from "drizzle-orm";
import { dueListingChecks, type DueListingCheck } from "#app/domain/hotels/listing-check.ts";
import { hotels, settings } from "#db/schema.ts";
import { factPlaces } from "#app/content/facts.ts";
import { homeGuideIntroSource, homeGuideSectionsSource } from "#app/content/home-guide.ts";
import { budgetPageSource, luxuryPageSource } from "#app/content/landing-pages.ts";
import { CONTENT_TYPES } from "#app/domain/content/content-schemas.ts";
import { itemLabel, itemTexts } from "#app/domain/facts/fact-check.ts";
import { stringsIn, type ContentText, type FactProblem } from "#app/domain/facts/facts.ts";
import { TABLES } from "#app/models/content-store.server.ts";
import { getDb, type Database } from "#app/models/db.server.ts";
import { frenchFactTexts, frenchPagesWith } from "#app/i18n/french-pages.server.ts";
import { listPublishedFrench } from "#app/models/french-versions.server.ts";

/** The database, or a transaction open on it. */
type Reader = Pick<Database, "select">;

const placeKeys = new Set(factPlaces.map((place) => place.key));

/** Pages built from the typed content modules rather than the database. */
const STATIC_TEXTS: readonly ContentText[] = [
  ...stringsIn([homeGuideIntroSource, homeGuideSectionsSource]).map((text) => ({
    where: "home page guide",
    text,
  })),
  ...stringsIn(budgetPageSource).map((text) => ({ where: "page /cheap-hotels-accra", text })),
  ...stringsIn(luxuryPageSource).map((text) => ({ where: "page /luxury-hotels-ghana", text })),
];

/** A published text and the item that states it ("posts:12"), or null for a typed module's. */
export interface PublishedText {
  owner: string | null;
  text: ContentText;
}

/**
 * Every published text as stored (tokens unresolved), each with the item it belongs to; the French
 * pages as the same reader sees them published (read with the register's French patterns), so a
 * check inside a transaction reads its own French versions, not the last snapshot's.
 */
export async function loadPublishedTexts(reader?: Reader): Promise<PublishedText[]> {
  const db = reader ?? (await getDb());
  const texts: PublishedText[] = STATIC_TEXTS.map((text) => ({ owner: null, text }));
  const french = new Map(
    (await listPublishedFrench({ reader: db, withScheduled: true })).map((page) => [
      page.englishPath,
      page,
    ]),
  );
  for (const text of frenchFactTexts(placeKeys, frenchPagesWith(french).list)) {
    texts.push({ owner: null, text });
  }
  for (const type of CONTENT_TYPES) {
    const table = TABLES[type];
    const rows = (await db
      .select()
      .from(table)
      .where(eq(table.status, "published"))) as unknown as Record<string, unknown>[];
    for (const row of rows) {
      const label = itemLabel(type, String(row.slug));
      const owner = `${type}:${String(row.id)}`;
      for (const text of itemTexts(type, row, () => label, placeKeys)) texts.push({ owner, text });
    }
  }
  return texts;
}

const FACT_CHECK_KEY = "fact-check";

export interface StoredFactCheck {
  ranAt: string;
  problems: Pick<FactProblem, "kind" | "where" | "message">[];
}

/** Keeps the daily check's findings for the operator. */
export async function saveFactCheck(check: StoredFactCheck): Promise<void> {
  const db = await getDb();
  await db
    .insert(settings)
    .values({ key: FACT_CHECK_KEY, value: check })
    .onConflictDoUpdate({ target: settings.key, set: { value: check, updatedAt: new Date() } });
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
      listingSources: hotels.listingSources,
    })
    .from(hotels)
    .where(ne(hotels.status, "archived"));
  return dueListingChecks(rows, today);
}
