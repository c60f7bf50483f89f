// Stored rows as public pages show them: fact tokens resolved, site placeholders filled, and
// only photos whose derivatives are ready. Shared by the content snapshot and draft previews.
import { and, eq, inArray } from "drizzle-orm";
import { facts } from "#app/content/facts.ts";
import type { CediRate } from "#app/domain/money/cedi.ts";
import { countMarkdownWords } from "#app/domain/text/markdown.ts";
import { pagePath } from "#app/domain/content/content-schemas.ts";
import { factIdsIn, resolveFacts, resolveFactsDeep } from "#app/domain/facts/facts.ts";
import { publicContacts } from "#app/domain/hotels/hotel-contacts.ts";
import { snapshotFieldsOf } from "#app/domain/content/hotel-definition.ts";
import { weighStatements, type PracticalFact } from "#app/domain/facts/practical-facts.ts";
import { priceRangeLabel } from "#app/domain/hotels/price-range.ts";
import { rateOf, usdValue } from "#app/domain/hotels/rates.ts";
import { readingMinutes } from "#app/domain/text/reading-time.ts";
import { fillSitePlaceholders } from "#app/domain/text/site-placeholders.ts";
import { getEnv } from "#app/env.server.ts";
import { placedPhotos, type ReadyMedia } from "#app/media/photo-sources.server.ts";
import { getDb } from "#app/models/db.server.ts";
import type { City, Hotel, Page, Post } from "#app/models/types.ts";
import { type blogPosts, type cities, type hotels, media, type pages } from "#db/schema.ts";

// Stored text keeps its {{fact:id}} tokens; pages and the API see the register's values.
export type ReadyPhotos = ReadonlyMap<number, ReadyMedia>;

/** The ready uploads among these ids (a photo still being processed is left out until ready). */
export async function loadReadyPhotos(ids: readonly number[]): Promise<ReadyPhotos> {
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select()
    .from(media)
    .where(and(inArray(media.id, [...new Set(ids)]), eq(media.status, "ready")));
  return new Map(rows.map((row) => [row.id, row]));
}

export function postFromRow(row: typeof blogPosts.$inferSelect, ready: ReadyPhotos): Post {
  const content = resolveFacts(row.content, facts);
  return {
    id: row.id,
    slug: row.slug,
    title: resolveFacts(row.title, facts),
    excerpt: resolveFacts(row.excerpt, facts),
    content,
    image: row.image,
    author: row.author,
    // Only a draft's preview has no publish time yet: it shows as of its last save.
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    tags: row.tags,
    featured: row.featured,
    readingMinutes: readingMinutes(countMarkdownWords(content)),
    updatedAt: row.updatedAt.toISOString(),
    factIds: factIdsIn(`${row.title} ${row.excerpt} ${row.content}`),
    factsReviewedOn: row.factsReviewedOn,
    photo: placedPhotos(row.photos, ready)[0] ?? null,
  };
}

export function pageFromRow(row: typeof pages.$inferSelect): Page {
  const env = getEnv();
  const site = { name: env.SITE_NAME, url: env.SITE_URL, contactEmail: env.CONTACT_EMAIL };
  const fill = (text: string) => fillSitePlaceholders(resolveFacts(text, facts), site);
  const title = fill(row.title);
  return {
    id: row.id,
    slug: row.slug,
    path: pagePath(row.slug),
    title,
    metaTitle: fill(row.metaTitle) || title,
    description: fill(row.description),
    intro: fill(row.intro),
    body: fill(row.body),
    closing: fill(row.closing),
    factIds: factIdsIn([row.title, row.description, row.intro, row.body, row.closing].join(" ")),
    factsReviewedOn: row.factsReviewedOn,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function hotelFromRow(
  row: typeof hotels.$inferSelect,
  cityNames: ReadonlyMap<string, string>,
  ready: ReadyPhotos,
  /** The cedi reference rate a cedi rate's dollar value is taken at. */
  cedi: CediRate,
  /** What approved guests' reports state (a draft preview has none). */
  guestFacts: readonly PracticalFact[] = [],
): Hotel {
  const rate = rateOf(row);
  const usd = usdValue(rate, cedi);
  // Stored through the studio's schema, so keys and values are the vocabulary's.
  const { counted, earlier } = weighStatements([
    ...(row.practicalFacts as PracticalFact[]),
    ...guestFacts,
  ]);
  return {
    ...snapshotFieldsOf(row),
    id: row.id,
    city: cityNames.get(row.citySlug) ?? row.citySlug,
    location: resolveFacts(row.location, facts),
    description: resolveFacts(row.description, facts),
    price: usd,
    priceRange: priceRangeLabel(usd),
    rate,
    photos: placedPhotos(row.photos, ready),
    listing: { checkedOn: row.listingCheckedOn, sources: row.listingSources },
    practicalFacts: counted,
    ...(earlier.length > 0 ? { earlierFacts: earlier } : {}),
    // The team's contacts reach the snapshot only once the hotel agreed on its fact sheet.
    contacts: publicContacts(row.contacts),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function cityFromRow(
  row: typeof cities.$inferSelect,
  hotelCount: number,
  ready: ReadyPhotos,
): City {
  return {
    slug: row.slug,
    name: row.name,
    region: row.region,
    ...resolveFactsDeep(
      {
        description: row.description,
        population: row.population,
        climate: row.climate,
        languages: row.languages,
        highlights: row.highlights,
        guide: row.guide,
      },
      facts,
    ),
    latitude: row.latitude,
    longitude: row.longitude,
    landmarks: row.landmarks,
    image: row.image,
    photo: placedPhotos(row.photos, ready)[0] ?? null,
    hotelCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}
