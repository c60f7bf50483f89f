// Changes to stored data that SQL alone cannot make, each run once per database, before the
// seed. A migration claims its marker row in `settings` in the same transaction as its work, so
// with several processes starting at once exactly one runs it.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import {
  blogPosts,
  cities,
  contentWorkflow,
  faqCategories,
  faqEntries,
  guides,
  hotels,
  pages,
  products,
  settings,
} from "#db/schema.ts";
import { cityPlaceSeeds } from "#app/seed/city-places.ts";
import {
  hotelListingChecks,
  hotelListingFor,
  LISTING_CHECKED_BY,
} from "#app/seed/hotel-listings.ts";
import { hotelPracticalFacts, SECOND_SEARCH_CHECKED_ON } from "#app/seed/hotel-practical-facts.ts";
import { FACT_CORRECTIONS_2026_11_29 } from "#app/seed/fact-corrections.ts";
import { RATE_CURRENCY_WORDING } from "#app/seed/rate-currency-wording.ts";
import { GUEST_REPORT_COLLECTED, GUEST_REPORT_RETAINED } from "#app/seed/pages.ts";
import { renameAccraAirport } from "#app/domain/hotels/airport-name.ts";
import { mapStringsDeep } from "#app/domain/text/map-strings-deep.ts";
import { withoutWrittenLinks } from "#app/domain/text/written-links.ts";
import { retireShuttleAmenity } from "#app/domain/hotel-lists/practical-filters.ts";
import { factsNotYetStated } from "#app/domain/facts/practical-facts.ts";
import { recordAudit, signUnchainedEntries, SYSTEM } from "#app/models/audit-log.server.ts";
import type { Database } from "#app/models/db.server.ts";
import { bumpContentVersion, type Tx } from "#app/models/content-store.server.ts";

interface DataMigration {
  key: string;
  run: (tx: Tx) => Promise<Record<string, { from: unknown; to: unknown }>>;
}

const MIGRATIONS: DataMigration[] = [
  {
    // Audit entries written before the chain existed (migration 0024) are signed into it, oldest
    // first, before anything else writes an entry: first in this list, so a fresh verification
    // passes (docs/decisions/034).
    key: "audit-chain",
    async run(tx) {
      return asCountChanges({ entriesSigned: await signUnchainedEntries(tx) });
    },
  },
  {
    // Cities seeded before they had map points and landmarks get the seed's; a city the
    // operator has already placed keeps its own.
    key: "city-places",
    async run(tx) {
      const rows = await tx
        .select({ id: cities.id, slug: cities.slug, latitude: cities.latitude })
        .from(cities);
      const placed = await updateEach(tx, cities, rows, (row) =>
        row.latitude === null ? cityPlaceSeeds[row.slug] : undefined,
      );
      return asCountChanges({ citiesPlaced: placed });
    },
  },
  {
    // Accra's airport took back the name Accra International Airport on 23 February 2026, and
    // Terminal 2 is being remodelled to take some international flights: stored text that still
    // says otherwise is rewritten once (the seed files say it right for new databases).
    key: "accra-airport-name",
    async run(tx) {
      const counts = {
        posts: await rewriteStored(tx, blogPosts, {
          title: "heading",
          excerpt: "text",
          content: "text",
          tags: "headings",
        }),
        cities: await rewriteStored(tx, cities, {
          description: "text",
          highlights: "highlights",
          guide: "text",
        }),
        hotels: await rewriteStored(tx, hotels, { location: "heading", description: "text" }),
        faqs: await rewriteStored(tx, faqEntries, { question: "heading", answer: "text" }),
        guides: await rewriteStored(tx, guides, { title: "heading", description: "text" }),
        pages: await rewriteStored(tx, pages, {
          title: "heading",
          metaTitle: "heading",
          description: "text",
          intro: "text",
          body: "text",
          closing: "text",
        }),
      };
      return countsChanged(tx, counts);
    },
  },
  {
    // Hotels gained a listing check (migration 0015): a seeded hotel the operator has not checked
    // yet gets the check the seed records; any other stays unverified until checked, so it leaves
    // the public lists (its page leads to its city) and waits in the studio's re-check queue.
    key: "hotel-listing-checks",
    async run(tx) {
      let verified = 0;
      let unverified = 0;
      for (const row of await tx
        .select({ id: hotels.id, slug: hotels.slug, checkedOn: hotels.listingCheckedOn })
        .from(hotels)) {
        if (row.checkedOn !== null || !(row.slug in hotelListingChecks)) continue;
        const listing = hotelListingFor(row.slug);
        await tx.update(hotels).set(listing).where(eq(hotels.id, row.id));
        if (listing.listingStatus === "verified") verified += 1;
        else unverified += 1;
      }
      return asCountChanges({ hotelsVerified: verified, hotelsWithoutTrace: unverified });
    },
  },
  {
    // Hotels gained practical facts (migration 0016): a seeded hotel with none gets the ones a
    // public source states (app/seed/hotel-practical-facts.ts); facts the operator entered stay.
    key: "hotel-practical-facts",
    async run(tx) {
      const rows = await tx
        .select({ id: hotels.id, slug: hotels.slug, facts: hotels.practicalFacts })
        .from(hotels);
      const filled = await updateEach(tx, hotels, rows, (row) => {
        const facts = hotelPracticalFacts[row.slug];
        return facts && row.facts.length === 0 ? { practicalFacts: [...facts] } : undefined;
      });
      return asCountChanges({ hotelsWithPracticalFacts: filled });
    },
  },
  {
    // A second public-source search (2026-11-25) confirmed 13 more seeded hotels and found practical
    // facts for three more. A stored hotel still as the seed's first check left it (never checked,
    // or unverified by that check) gets the new record; one an operator has checked since keeps
    // theirs, and so do facts an operator entered.
    key: "hotel-listing-second-search",
    async run(tx) {
      let verified = 0;
      let withFacts = 0;
      for (const row of await tx
        .select({
          id: hotels.id,
          slug: hotels.slug,
          status: hotels.listingStatus,
          checkedOn: hotels.listingCheckedOn,
          checkedBy: hotels.listingCheckedBy,
          facts: hotels.practicalFacts,
        })
        .from(hotels)) {
        const listing = hotelListingFor(row.slug);
        const untouched = row.checkedOn === null || row.checkedBy === LISTING_CHECKED_BY;
        if (row.status !== "verified" && untouched && listing.listingStatus === "verified") {
          await tx.update(hotels).set(listing).where(eq(hotels.id, row.id));
          verified += 1;
        }
        const facts = hotelPracticalFacts[row.slug];
        if (facts && row.facts.length === 0) {
          await tx
            .update(hotels)
            .set({ practicalFacts: [...facts] })
            .where(eq(hotels.id, row.id));
          withFacts += 1;
        }
      }
      return asCountChanges({ hotelsVerified: verified, hotelsWithPracticalFacts: withFacts });
    },
  },
  {
    // The prices page says its rates carry no date (none of the seed's does), so an undated figure
    // is not read as today's price.
    key: "how-we-list-undated-prices",
    run: (tx) => replaceSeededWords(tx, PRICE_SENTENCE, `${PRICE_SENTENCE} ${UNDATED_SENTENCE}`),
  },
  {
    // Rates can carry the day they were seen (issue 29): the page says where that date is shown.
    key: "how-we-list-dated-prices",
    run: (tx) => replaceSeededWords(tx, UNDATED_SENTENCE, DATED_SENTENCE),
  },
  {
    // The fact check of 29 November 2026 (issue 39): the E-Levy's rate history, 112 beside the
    // still-answered 191, and Tamale's airport by its name. Only the seed's own sentences change.
    key: "fact-check-2026-11-29",
    async run(tx) {
      const corrections = FACT_CORRECTIONS_2026_11_29;
      const counts = {
        posts: await replaceSentences(tx, blogPosts, ["excerpt", "content"], corrections),
        cities: await replaceSentences(
          tx,
          cities,
          ["description", "guide", "highlights"],
          corrections,
        ),
        faqs: await replaceSentences(tx, faqEntries, ["answer"], corrections),
      };
      return countsChanged(tx, counts);
    },
  },
  {
    // Rates are kept in the currency their source stated (issue 40): the pages and answers that
    // said every price was in US dollars say so no longer, where they still hold the seed's words.
    key: "rates-in-stated-currency",
    async run(tx) {
      return countsChanged(tx, {
        pages: await replaceSentences(tx, pages, ["body"], RATE_CURRENCY_WORDING),
        faqs: await replaceSentences(tx, faqEntries, ["answer"], RATE_CURRENCY_WORDING),
      });
    },
  },
  {
    // Fields shown as plain text refuse Markdown's [words](address) at save (issue 39); rows
    // stored before keep the words and lose the syntax readers saw as typed. The Markdown
    // fields (a post's content, a city's guide, a page's introduction and body) are left alone.
    key: "plain-text-links",
    async run(tx) {
      const plain = (...fields: string[]) =>
        Object.fromEntries(fields.map((field) => [field, unlinked]));
      return countsChanged(tx, {
        hotels: await rewriteRows(tx, hotels, plain("name", "location", "description")),
        cities: await rewriteRows(
          tx,
          cities,
          plain(
            "name",
            "region",
            "description",
            "population",
            "climate",
            "languages",
            "highlights",
          ),
        ),
        posts: await rewriteRows(tx, blogPosts, plain("title", "excerpt", "author")),
        faqCategories: await rewriteRows(tx, faqCategories, plain("title")),
        faqs: await rewriteRows(tx, faqEntries, plain("question", "answer")),
        products: await rewriteRows(
          tx,
          products,
          plain("title", "category", "description", "price"),
        ),
        guides: await rewriteRows(tx, guides, plain("title", "description")),
        pages: await rewriteRows(tx, pages, plain("title", "metaTitle", "description", "closing")),
      });
    },
  },
  {
    // Airport pickup is one field, the practical fact (issue 40): the airport-shuttle amenity
    // leaves every hotel. Where the hotel already states pickup with a source, that fact stands.
    // Elsewhere the amenity had no source, and the hotel's listing sources show only that it
    // exists, so no fact is made from it: the hotels are named here, for an editor to ask them.
    key: "airport-pickup-one-field",
    async run(tx) {
      const stated: string[] = [];
      const unsourced: string[] = [];
      for (const row of await tx
        .select({
          id: hotels.id,
          slug: hotels.slug,
          amenities: hotels.amenities,
          facts: hotels.practicalFacts,
        })
        .from(hotels)) {
        const retired = retireShuttleAmenity(row.amenities, row.facts);
        if (retired.claim === "none") continue;
        await tx
          .update(hotels)
          .set({ amenities: retired.amenities, version: sql`${hotels.version} + 1` })
          .where(eq(hotels.id, row.id));
        (retired.claim === "stated" ? stated : unsourced).push(row.slug);
      }
      if (stated.length + unsourced.length > 0) await bumpContentVersion(tx);
      return {
        shuttleAmenityWithSourcedPickup: { from: stated, to: null },
        shuttleAmenityWithoutSource: { from: unsourced, to: null },
      };
    },
  },
  {
    // Guests report their stays with an e-mail address (issue 40): the privacy policy says what
    // is kept and when it is erased, after the seed's own newsletter lines. A policy whose words
    // were edited keeps them, for the operator to add the lines.
    key: "privacy-guest-reports",
    async run(tx) {
      let changed = 0;
      for (const row of await tx
        .select({ id: pages.id, body: pages.body })
        .from(pages)
        .where(eq(pages.slug, "privacy-policy"))) {
        if (row.body.includes(GUEST_REPORT_COLLECTED)) continue;
        const body = row.body
          .replace(
            SEEDED_NEWSLETTER_COLLECTED,
            `${SEEDED_NEWSLETTER_COLLECTED}\n${GUEST_REPORT_COLLECTED}`,
          )
          .replace(
            SEEDED_NEWSLETTER_RETAINED,
            `${SEEDED_NEWSLETTER_RETAINED}\n${GUEST_REPORT_RETAINED}`,
          );
        if (body === row.body) continue;
        await tx
          .update(pages)
          // The policy's "Last updated" says when its words changed on this install.
          .set({ body, version: sql`${pages.version} + 1`, updatedAt: new Date() })
          .where(eq(pages.id, row.id));
        changed += 1;
      }
      return countsChanged(tx, { privacyPolicyChanged: changed });
    },
  },
  {
    // The second public-source search (2026-11-29, issue 40) found licence classes and check-in
    // times for seeded hotels. A database seeded before gets each fact under a key its hotel does
    // not already state (the hotel's, guests' or an editor's word stays). A hotel with a pending
    // draft is left out and counted: publishing that draft would put its older list back.
    key: "hotel-practical-facts-second-search",
    async run(tx) {
      const drafted = new Set(
        (
          await tx
            .select({ itemId: contentWorkflow.itemId })
            .from(contentWorkflow)
            .where(and(eq(contentWorkflow.kind, "hotels"), isNotNull(contentWorkflow.draftVersion)))
        ).map((row) => row.itemId),
      );
      let hotelsGainingFacts = 0;
      let factsAdded = 0;
      let hotelsWithPendingDraft = 0;
      for (const row of await tx
        .select({ id: hotels.id, slug: hotels.slug, facts: hotels.practicalFacts })
        .from(hotels)) {
        const found = (hotelPracticalFacts[row.slug] ?? []).filter(
          (fact) => fact.checkedOn === SECOND_SEARCH_CHECKED_ON,
        );
        const added = factsNotYetStated(row.facts, found);
        if (added.length === 0) continue;
        if (drafted.has(row.id)) {
          hotelsWithPendingDraft += 1;
          continue;
        }
        await tx
          .update(hotels)
          .set({
            practicalFacts: [...row.facts, ...added],
            version: sql`${hotels.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(hotels.id, row.id));
        hotelsGainingFacts += 1;
        factsAdded += added.length;
      }
      return countsChanged(tx, { hotelsGainingFacts, factsAdded, hotelsWithPendingDraft });
    },
  },
];

const SEEDED_NEWSLETTER_COLLECTED =
  "- Newsletter sign-ups: your email address and the date you subscribed.";
const SEEDED_NEWSLETTER_RETAINED =
  "- Newsletter email addresses: until you unsubscribe, then removed from our list.";

type Corrections = readonly (readonly [string, string])[];

function replaceCorrected(value: unknown, corrections: Corrections): unknown {
  if (Array.isArray(value)) {
    // A city's highlights: each a title and a text.
    return value.map((item: { title: string; text: string }) => ({
      ...item,
      text: replaceCorrected(item.text, corrections) as string,
    }));
  }
  if (typeof value !== "string") return value;
  let text = value;
  for (const [before, after] of corrections) text = text.split(before).join(after);
  return text;
}

/** Replaces corrected sentences in the named fields, bumping each changed row's version. */
function replaceSentences(
  tx: Tx,
  table: ContentTable,
  fields: readonly string[],
  corrections: Corrections,
): Promise<number> {
  return rewriteRows(
    tx,
    table,
    Object.fromEntries(
      fields.map((field) => [field, (value: unknown) => replaceCorrected(value, corrections)]),
    ),
  );
}

const PRICE_SENTENCE =
  "The price on a card is an indicative nightly rate in US dollars that our editors record for the hotel.";
const UNDATED_SENTENCE =
  "These rates carry no date, so read one as a guide to a hotel's price level, not as today's price.";
const DATED_SENTENCE =
  "Each hotel's page says the day its rate was last seen at its source, or that the rate is undated; read an undated rate as a guide to a hotel's price level, not as today's price.";

/**
 * Replaces seeded words on the prices page. Only the seeded words are replaced: an edited page
 * keeps its own, and the version is bumped so an open editor reloads rather than overwrites.
 */
async function replaceSeededWords(tx: Tx, seeded: string, replacement: string) {
  let changed = 0;
  for (const row of await tx
    .select({ id: pages.id, body: pages.body })
    .from(pages)
    .where(eq(pages.slug, "how-we-list-and-order-hotels"))) {
    if (!row.body.includes(seeded) || row.body.includes(replacement)) continue;
    await tx
      .update(pages)
      .set({ body: row.body.replace(seeded, replacement), version: sql`${pages.version} + 1` })
      .where(eq(pages.id, row.id));
    changed += 1;
  }
  return countsChanged(tx, { pagesChanged: changed });
}

/** How a stored field is rewritten: headings and titles get the current name alone. */
type FieldKind = "heading" | "text" | "headings" | "highlights";

/** Statements the 2026 terminal plan made untrue, as the seed first wrote them. */
const TERMINAL_LINES: readonly (readonly [string, string])[] = [
  [
    "- **Terminal 3**: every international arrival and departure.\n- **Terminal 2**: domestic flights, such as services to Kumasi, Tamale and Takoradi.",
    "- **Terminal 3**: international arrivals and departures.\n- **Terminal 2**: domestic flights, such as services to Kumasi, Tamale and Takoradi, and, once its remodelling is done, some international flights too.",
  ],
];

function rewriteField(value: unknown, kind: FieldKind): unknown {
  if (kind === "headings" && Array.isArray(value)) {
    return value.map((item) =>
      typeof item === "string" ? renameAccraAirport(item, { isHeading: true }) : item,
    );
  }
  if (kind === "highlights" && Array.isArray(value)) {
    return value.map((item: { title: string; text: string }) => ({
      ...item,
      title: renameAccraAirport(item.title, { isHeading: true }),
      text: renameAccraAirport(item.text),
    }));
  }
  if (typeof value !== "string") return value;
  let text = renameAccraAirport(value, { isHeading: kind === "heading" });
  for (const [before, after] of TERMINAL_LINES) text = text.split(before).join(after);
  return text;
}

/** Rewrites the named fields of every row of a content table, each as its kind says. */
function rewriteStored(tx: Tx, table: ContentTable, fields: Record<string, FieldKind>) {
  return rewriteRows(
    tx,
    table,
    Object.fromEntries(
      Object.entries(fields).map(([field, kind]) => [field, (value) => rewriteField(value, kind)]),
    ),
  );
}

type ContentTable =
  | typeof blogPosts
  | typeof cities
  | typeof hotels
  | typeof faqEntries
  | typeof faqCategories
  | typeof guides
  | typeof products
  | typeof pages;

/**
 * Rewrites the named fields of every row of a content table with each field's function, bumping
 * the version of each row it changes so an editor holding the old text is asked to reload rather
 * than overwrite the fix. The number of rows changed.
 */
async function rewriteRows(
  tx: Tx,
  table: ContentTable,
  rewrites: Record<string, (value: unknown) => unknown>,
): Promise<number> {
  let changed = 0;
  const rows = (await tx.select().from(table)) as unknown as Record<string, unknown>[];
  for (const row of rows) {
    const update: Record<string, unknown> = {};
    for (const [field, rewrite] of Object.entries(rewrites)) {
      const after = rewrite(row[field]);
      if (JSON.stringify(after) !== JSON.stringify(row[field])) update[field] = after;
    }
    if (Object.keys(update).length === 0) continue;
    await tx
      .update(table)
      // A page's "Last updated" and the sitemap's lastmod say the words changed.
      .set({ ...update, version: sql`${table.version} + 1`, updatedAt: new Date() })
      .where(eq(table.id, row.id as number));
    changed += 1;
  }
  return changed;
}

/** Updates each row that `valuesFor` gives values for (the seed's, where the operator set none). */
async function updateEach<T extends PgTable & { id: PgColumn }, R extends { id: number }>(
  tx: Tx,
  table: T,
  rows: readonly R[],
  valuesFor: (row: R) => PgUpdateSetSource<T> | undefined,
): Promise<number> {
  let updated = 0;
  for (const row of rows) {
    const values = valuesFor(row);
    if (!values) continue;
    await tx.update(table).set(values).where(eq(table.id, row.id));
    updated += 1;
  }
  return updated;
}

/** Counts as an audit entry's changes: each from nothing to its number. */
function asCountChanges(counts: Record<string, number>) {
  return Object.fromEntries(
    Object.entries(counts).map(([kind, count]) => [kind, { from: null, to: count }]),
  );
}

/** Counts per kind of content, as an audit entry's changes; the snapshot reloads after any. */
async function countsChanged(tx: Tx, counts: Record<string, number>) {
  if (Object.values(counts).some((count) => count > 0)) await bumpContentVersion(tx);
  return asCountChanges(counts);
}

const unlinked = (value: unknown) => mapStringsDeep(value, withoutWrittenLinks);

export async function runDataMigrations(db: Database): Promise<void> {
  for (const migration of MIGRATIONS) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(settings)
        .values({
          key: `data-migration:${migration.key}`,
          value: { ranAt: new Date().toISOString() },
        })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return;
      const changes = await migration.run(tx);
      await recordAudit(SYSTEM, `data migration ${migration.key}`, changes, tx);
    });
  }
}
