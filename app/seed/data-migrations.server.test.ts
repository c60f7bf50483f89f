// The one-time data migrations on a real (embedded) database: each runs once, and a second start
// changes nothing.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import * as schema from "#db/schema.ts";
import { runDataMigrations } from "#app/seed/data-migrations.server.ts";
import { hotelPracticalFacts } from "#app/seed/hotel-practical-facts.ts";
import type { Database } from "#app/models/db.server.ts";
import { verifyAuditChain } from "#app/models/audit-log.server.ts";

// Each test starts from the schema as the migrations leave it, on a database of its own: migrated
// once and cloned, since migrating a new embedded database from zero was most of each test's time.
let migrated: Promise<PGlite> | undefined;
async function migratedDatabase(): Promise<PGlite> {
  migrated ??= (async () => {
    const client = new PGlite();
    await migrate(drizzle(client, { schema }), { migrationsFolder: path.resolve("db/migrations") });
    return client;
  })();
  return (await (await migrated).clone()) as PGlite;
}

describe("every data migration", { timeout: 120_000 }, () => {
  it("runs once per database, and logs it", async () => {
    const client = await migratedDatabase();
    const db = drizzle(client, { schema }) as unknown as Database;

    await runDataMigrations(db);
    await runDataMigrations(db);

    const log = await client.query<{ actor: string; action: string }>(
      "SELECT actor, action FROM audit_log",
    );
    expect(log.rows).toEqual([
      { actor: "system", action: "data migration audit-chain" },
      { actor: "system", action: "data migration city-places" },
      { actor: "system", action: "data migration accra-airport-name" },
      { actor: "system", action: "data migration hotel-listing-checks" },
      { actor: "system", action: "data migration hotel-practical-facts" },
      { actor: "system", action: "data migration hotel-listing-second-search" },
      { actor: "system", action: "data migration how-we-list-undated-prices" },
      { actor: "system", action: "data migration how-we-list-dated-prices" },
      { actor: "system", action: "data migration fact-check-2026-11-29" },
      { actor: "system", action: "data migration rates-in-stated-currency" },
      { actor: "system", action: "data migration plain-text-links" },
      { actor: "system", action: "data migration airport-pickup-one-field" },
      { actor: "system", action: "data migration privacy-guest-reports" },
      { actor: "system", action: "data migration hotel-practical-facts-second-search" },
    ]);
    await client.close();
  });
});

describe("city-places", { timeout: 120_000 }, () => {
  it("gives seeded cities their map point and landmarks once, and keeps a point already set", async () => {
    const client = await migratedDatabase();
    const pglite = drizzle(client, { schema });
    await client.exec(`
      INSERT INTO cities (slug, name, region, description, image, population, climate, languages)
      VALUES ('elmina', 'Elmina', 'Central', 'A town.', '/c.svg', '', '', ''),
             ('kumasi', 'Kumasi', 'Ashanti', 'A city.', '/c.svg', '', '', ''),
             ('ho', 'Ho', 'Volta', 'A city.', '/c.svg', '', '', '');
      UPDATE cities SET latitude = 6.69, longitude = -1.62 WHERE slug = 'kumasi';
    `);

    await runDataMigrations(pglite as unknown as Database);

    const rows = await client.query<{
      slug: string;
      latitude: number | null;
      landmarks: { name: string }[];
    }>("SELECT slug, latitude, landmarks FROM cities ORDER BY slug");
    expect(rows.rows).toEqual([
      {
        slug: "elmina",
        latitude: 5.0833,
        landmarks: [
          expect.objectContaining({ name: "Elmina Castle (St George's Castle)" }),
          expect.objectContaining({ name: "Fort St Jago (Fort Coenraadsburg)" }),
        ],
      },
      { slug: "ho", latitude: null, landmarks: [] },
      { slug: "kumasi", latitude: 6.69, landmarks: [] },
    ]);
    await client.close();
  });
});

describe("accra-airport-name", { timeout: 120_000 }, () => {
  it("gives stored text the airport's current name once, and bumps each changed item's version", async () => {
    const client = await migratedDatabase();
    const pglite = drizzle(client, { schema });
    await client.exec(`
      INSERT INTO blog_posts (slug, title, excerpt, content, image, author, published_at, tags)
      VALUES ('kotoka-international-airport-guide', 'Kotoka International Airport Guide', 'All about Kotoka.',
        E'## On arrival at Kotoka\\n\\nLand at Kotoka International Airport (ACC) in Accra.\\n\\n- **Terminal 3**: every international arrival and departure.\\n- **Terminal 2**: domestic flights, such as services to Kumasi, Tamale and Takoradi.',
        '/i.svg', 'A', now(), ARRAY['Kotoka', 'Accra']),
        ('tamale', 'Tamale', 'The north.', 'Fly in from Tamale airport.', '/i.svg', 'A', now(), ARRAY['Tamale']);
      INSERT INTO faq_categories (slug, title) VALUES ('travel', 'Travel');
      INSERT INTO faq_entries (slug, category_slug, question, answer)
      VALUES ('arrive', 'travel', 'Is there help at Kotoka International Airport?', 'Yes. At Kotoka, ask your airline.');
    `);

    await runDataMigrations(pglite as unknown as Database);
    await runDataMigrations(pglite as unknown as Database);

    const posts = await client.query<{
      slug: string;
      title: string;
      excerpt: string;
      content: string;
      tags: string[];
      version: number;
    }>("SELECT slug, title, excerpt, content, tags, version FROM blog_posts ORDER BY slug");
    expect(posts.rows[0]).toEqual({
      slug: "kotoka-international-airport-guide",
      title: "Accra International Airport Guide",
      excerpt: "All about Accra International Airport (formerly Kotoka).",
      content:
        "## On arrival at Accra International Airport\n\nLand at Accra International Airport (ACC, formerly Kotoka).\n\n- **Terminal 3**: international arrivals and departures.\n- **Terminal 2**: domestic flights, such as services to Kumasi, Tamale and Takoradi, and, once its remodelling is done, some international flights too.",
      tags: ["Accra International Airport", "Accra"],
      version: 2,
    });
    expect(posts.rows[1]).toMatchObject({ slug: "tamale", version: 1 });
    const faq = await client.query<{ question: string; answer: string }>(
      "SELECT question, answer FROM faq_entries",
    );
    expect(faq.rows).toEqual([
      {
        question: "Is there help at Accra International Airport?",
        answer: "Yes. At Accra International Airport (formerly Kotoka), ask your airline.",
      },
    ]);
    await client.close();
  });
});

describe("hotel-listing-second-search", { timeout: 120_000 }, () => {
  it("lists hotels the second search confirmed, unless an operator has checked them since", async () => {
    const client = await migratedDatabase();
    const pglite = drizzle(client, { schema });
    const hotel = (slug: string) =>
      `('${slug}', '${slug}', 'tamale', 'Tamale', 'A hotel.', '/h.svg', 3, 40, '$', 'budget')`;
    await client.exec(`
      INSERT INTO cities (slug, name, region, description, image, population, climate, languages)
      VALUES ('tamale', 'Tamale', 'Northern', 'A city.', '/c.svg', '', '', '');
      INSERT INTO hotels (slug, name, city_slug, location, description, image, rating, price, price_range, hotel_type)
      VALUES ${["picorna-hotel", "hamdallah-hotel", "global-dream-hotel", "labev-hotel", "nim-avenue-hotel"].map(hotel).join(", ")};
      -- The first search's record: checked, no source found.
      UPDATE hotels SET listing_checked_on = '2026-11-25',
        listing_checked_by = 'Akwaaba Stays editors (public-source search)'
        WHERE slug IN ('hamdallah-hotel', 'labev-hotel');
      -- An operator's own check since.
      UPDATE hotels SET listing_checked_on = '2026-11-20', listing_checked_by = 'Ama'
        WHERE slug = 'global-dream-hotel';
    `);
    // The earlier migrations already ran on this database.
    await client.exec(`
      INSERT INTO settings (key, value) VALUES
        ('data-migration:hotel-listing-checks', '{}'),
        ('data-migration:hotel-practical-facts', '{}')
      ON CONFLICT DO NOTHING;
    `);

    await runDataMigrations(pglite as unknown as Database);

    const rows = await client.query<{ slug: string; listing_status: string; sources: number }>(
      `SELECT slug, listing_status, jsonb_array_length(listing_sources) AS sources
         FROM hotels ORDER BY slug`,
    );
    expect(rows.rows).toEqual([
      { slug: "global-dream-hotel", listing_status: "unverified", sources: 0 },
      { slug: "hamdallah-hotel", listing_status: "verified", sources: 1 },
      { slug: "labev-hotel", listing_status: "unverified", sources: 0 },
      { slug: "nim-avenue-hotel", listing_status: "unverified", sources: 0 },
      { slug: "picorna-hotel", listing_status: "verified", sources: 1 },
    ]);
    await client.close();
  });
});

describe("how-we-list-undated-prices and how-we-list-dated-prices", { timeout: 120_000 }, () => {
  it("says once where a rate's date is shown, and leaves other pages alone", async () => {
    const client = await migratedDatabase();
    const pglite = drizzle(client, { schema });
    const seeded =
      "## What a price is\n\nThe price on a card is an indicative nightly rate in US dollars that our editors record for the hotel. It is not a live price and not an offer.";
    await client.query(
      `INSERT INTO pages (slug, title, description, intro, body) VALUES
         ('how-we-list-and-order-hotels', 'How we list', 'd', 'i', $1),
         ('about', 'About', 'd', 'i', $1)`,
      [seeded],
    );

    await runDataMigrations(pglite as unknown as Database);
    await runDataMigrations(pglite as unknown as Database);

    const rows = await client.query<{ slug: string; body: string; version: number }>(
      "SELECT slug, body, version FROM pages ORDER BY slug",
    );
    const [about, prices] = rows.rows;
    // Only the prices page says where a date is shown; both lose "every price in US dollars"
    // (rates-in-stated-currency).
    expect(about!.body).not.toContain("last seen at its source");
    expect(about!.body).toContain("for the hotel, in the currency its source gave");
    expect(prices!.body).toContain(
      "shown under the list. Each hotel's page says the day its rate was last seen at its source, or that the rate is undated; read an undated rate as a guide to a hotel's price level, not as today's price. It is not a live price",
    );
    expect(prices!.body).not.toContain("carry no date");
    expect(prices!.body.match(/last seen at its source/g)).toHaveLength(1);
    expect(prices!.version).toBe(about!.version + 2);
    await client.close();
  });
});

describe("audit-chain", { timeout: 120_000 }, () => {
  it("signs entries written before the chain, and a rewrite with the trigger lifted shows", async () => {
    const client = await migratedDatabase();
    const pglite = drizzle(client, { schema });
    const db = pglite as unknown as Database;
    // Entries as the code before the chain wrote them: no key id, no HMAC.
    await client.exec(`
      INSERT INTO audit_log (actor, kind, action, changes) VALUES
        ('a@b.c', 'sign-in', 'logged in', '{}'),
        ('a@b.c', 'content', 'hotel 6 saved', '{"price": {"from": 80, "to": 95}, "name": {"from": "A", "to": "B"}}'),
        ('a@b.c', 'settings', 'cedi rate saved', '{}');
    `);
    expect((await verifyAuditChain(db)).problem?.id).toBe(1);

    await runDataMigrations(db);
    await runDataMigrations(db);

    const report = await verifyAuditChain(db);
    expect(report.problem).toBeNull();
    const count = (await client.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log"))
      .rows[0]!.n;
    expect(report.entries).toBe(count);
    const newest = await client.query<{ id: number; hmac: string }>(
      "SELECT id, hmac FROM audit_log ORDER BY id DESC LIMIT 1",
    );
    expect(report.head).toEqual(newest.rows[0]);
    // Once signed, an entry's signature is as fixed as the rest of it.
    await expect(client.query("UPDATE audit_log SET hmac = 'x' WHERE id = 2")).rejects.toThrow(
      /append-only/,
    );

    // The app's own role on the embedded database owns the table, so it can lift the trigger.
    await client.exec(`
      ALTER TABLE audit_log DISABLE TRIGGER USER;
      UPDATE audit_log SET changes = '{"price": {"from": 80, "to": 60}}' WHERE id = 2;
      ALTER TABLE audit_log ENABLE TRIGGER USER;
    `);
    const after = await verifyAuditChain(db);
    expect(after.problem?.id).toBe(2);
    expect(after.problem?.reason).toMatch(/Entry 2 does not match its signature/);
    await client.close();
  });
});

describe("plain-text-links", { timeout: 120_000 }, () => {
  it("keeps a plain field's words without the link syntax, and leaves Markdown fields alone", async () => {
    const client = await migratedDatabase();
    const pglite = drizzle(client, { schema });
    const body = "Read our [visa guide](/blog/ghana-visa-requirements).";
    await client.query(
      `INSERT INTO pages (slug, title, description, intro, body, closing) VALUES
         ('landing', 'Landing', 'See the [FAQ](/faq) first.', $1, $1, 'Then [book](/hotels).')`,
      [body],
    );
    await client.exec(`
      INSERT INTO faq_categories (slug, title) VALUES ('travel', 'Travel');
      INSERT INTO faq_entries (slug, category_slug, question, answer)
      VALUES ('visa', 'travel', 'Visa?', 'See [the guide](/blog/ghana-visa-requirements) or /contact.');
    `);

    await runDataMigrations(pglite as unknown as Database);
    await runDataMigrations(pglite as unknown as Database);

    const page = await client.query("SELECT description, intro, body, closing, version FROM pages");
    expect(page.rows[0]).toEqual({
      description: "See the FAQ first.",
      intro: body,
      body,
      closing: "Then book.",
      version: 2,
    });
    const faq = await client.query<{ answer: string }>("SELECT answer FROM faq_entries");
    expect(faq.rows[0]!.answer).toBe("See the guide or /contact.");
    await client.close();
  });
});

describe("rates-in-stated-currency", { timeout: 120_000 }, () => {
  it("rewords the seed's 'every price in US dollars' sentences once, leaving an edited page alone", async () => {
    const client = await migratedDatabase();
    const pglite = drizzle(client, { schema });
    const seeded =
      "Prices are shown in US dollars per night and are indicative: what you pay depends on your dates.";
    const edited = "Our prices are in US dollars per night, as an editor wrote.";
    await client.query(
      `INSERT INTO pages (slug, title, description, intro, body, closing) VALUES
         ('about', 'About', 'About us.', '', $1, ''), ('mine', 'Mine', 'Mine.', '', $2, '')`,
      [seeded, edited],
    );
    await client.exec(`
      INSERT INTO faq_categories (slug, title) VALUES ('money', 'Money');
      INSERT INTO faq_entries (slug, category_slug, question, answer)
      VALUES ('prices', 'money', 'Are prices live?', 'The prices on Akwaaba Stays are indicative, shown in US dollars per night, to help you compare hotels. They are not live quotes.');
    `);

    await runDataMigrations(pglite as unknown as Database);
    await runDataMigrations(pglite as unknown as Database);

    const rows = await client.query<{ slug: string; body: string; version: number }>(
      "SELECT slug, body, version FROM pages ORDER BY slug",
    );
    expect(rows.rows).toEqual([
      {
        slug: "about",
        body: "Prices are indicative nightly rates, in cedis or US dollars as their source gave them, with the other currency beside them as an approximate conversion: what you pay depends on your dates.",
        version: 2,
      },
      { slug: "mine", body: edited, version: 1 },
    ]);
    const faq = await client.query<{ answer: string }>("SELECT answer FROM faq_entries");
    expect(faq.rows[0]!.answer).toBe(
      "The prices on Akwaaba Stays are indicative nightly rates, in cedis or US dollars as their source gave them, to help you compare hotels. They are not live quotes.",
    );
    await client.close();
  });
});

describe("airport-pickup-one-field", { timeout: 120_000 }, () => {
  it("takes the airport-shuttle amenity off every hotel once, keeping a sourced pickup fact", async () => {
    const client = await migratedDatabase();
    const pglite = drizzle(client, { schema });
    const pickup = {
      key: "airport-pickup",
      value: "offered",
      source: { publisher: "BWM Online", title: "Accra City Hotel" },
      checkedOn: "2026-11-25",
    };
    await client.exec(`
      INSERT INTO cities (slug, name, region, description, image, population, climate, languages)
      VALUES ('accra', 'Accra', 'Greater Accra', 'A city.', '/c.svg', '', '', '');
      INSERT INTO hotels (slug, name, city_slug, location, description, image, rating, price,
        price_range, hotel_type, amenities, listing_sources, practical_facts)
      VALUES
        ('stated', 'Stated', 'accra', 'Osu', 'A hotel.', '/h.svg', 4, 90, '$', 'business',
          '{wifi,airport-shuttle}', '[]', '${JSON.stringify([pickup])}'),
        ('listed', 'Listed', 'accra', 'Osu', 'A hotel.', '/h.svg', 4, 90, '$', 'business',
          '{airport-shuttle,pool}', '[{"publisher":"Modern Ghana","title":"Hotels wanted"}]', '[]'),
        ('plain', 'Plain', 'accra', 'Osu', 'A hotel.', '/h.svg', 4, 90, '$', 'business',
          '{wifi}', '[]', '[]');
    `);
    const db = pglite as unknown as Database;

    await runDataMigrations(db);
    await client.exec(`UPDATE hotels SET amenities = '{airport-shuttle}' WHERE slug = 'plain'`);
    await runDataMigrations(db);

    const rows = await client.query<{
      slug: string;
      amenities: string[];
      practical_facts: unknown[];
      version: number;
    }>("SELECT slug, amenities, practical_facts, version FROM hotels ORDER BY slug");
    expect(rows.rows).toEqual([
      // A claim with no source that states it is not turned into a fact.
      { slug: "listed", amenities: ["pool"], practical_facts: [], version: 2 },
      // Once only: a second start leaves the hotels alone.
      { slug: "plain", amenities: ["airport-shuttle"], practical_facts: [], version: 1 },
      { slug: "stated", amenities: ["wifi"], practical_facts: [pickup], version: 2 },
    ]);
    const log = await client.query<{ changes: unknown }>(
      "SELECT changes FROM audit_log WHERE action = 'data migration airport-pickup-one-field'",
    );
    expect(log.rows).toEqual([
      {
        changes: {
          shuttleAmenityWithSourcedPickup: { from: ["stated"], to: null },
          shuttleAmenityWithoutSource: { from: ["listed"], to: null },
        },
      },
    ]);
    await client.close();
  });
});

describe("privacy-guest-reports", { timeout: 120_000 }, () => {
  it("adds what guests' reports keep to the seeded privacy policy once, and leaves other pages alone", async () => {
    const client = await migratedDatabase();
    const pglite = drizzle(client, { schema });
    const seeded =
      "- Newsletter sign-ups: your email address and the date you subscribed.\n- Anonymous usage events.\n\n## Data retention\n\n- Newsletter email addresses: until you unsubscribe, then removed from our list.\n- Analytics events.";
    await client.query(
      `INSERT INTO pages (slug, title, description, intro, body) VALUES
         ('privacy-policy', 'Privacy Policy', 'd', 'i', $1),
         ('cookie-policy', 'Cookies', 'd', 'i', $1)`,
      [seeded],
    );

    await runDataMigrations(pglite as unknown as Database);
    await runDataMigrations(pglite as unknown as Database);

    const rows = await client.query<{ slug: string; body: string; version: number }>(
      "SELECT slug, body, version FROM pages ORDER BY slug",
    );
    const [cookies, privacy] = rows.rows;
    expect(cookies!.body).toBe(seeded);
    expect(privacy!.body).toContain(
      "the date you subscribed.\n- Reports of a stay: the hotel, the month you stayed",
    );
    expect(privacy!.body).toContain(
      "then removed from our list.\n- Email addresses given with a report of a stay: until 30 days after the report is approved or rejected",
    );
    expect(privacy!.body.match(/Reports of a stay/g)).toHaveLength(1);
    expect(privacy!.version).toBe(cookies!.version + 1);
    await client.close();
  });
});

describe("hotel-practical-facts-second-search", { timeout: 120_000 }, () => {
  it("adds the second search's facts under keys a hotel does not state, once, and not under a draft", async () => {
    const client = await migratedDatabase();
    const db = drizzle(client, { schema }) as unknown as Database;
    const statedByHotel = {
      key: "gta-licence",
      value: "4-star",
      source: { kind: "hotel", publisher: "Labadi Beach Hotel", date: "2026-11" },
      checkedOn: "2026-11-27",
    };
    const firstSearchCards = hotelPracticalFacts["sun-lodge-hotel"]![0]!;
    const hotel = (slug: string, facts: unknown[]) =>
      `('${slug}', '${slug}', 'accra', 'Osu', 'A hotel.', '/h.svg', 4, 90, '$', 'business',
        '${JSON.stringify(facts).replaceAll("'", "''")}')`;
    await client.exec(`
      INSERT INTO cities (slug, name, region, description, image, population, climate, languages)
      VALUES ('accra', 'Accra', 'Greater Accra', 'A city.', '/c.svg', '', '', '');
      INSERT INTO hotels (slug, name, city_slug, location, description, image, rating, price,
        price_range, hotel_type, practical_facts)
      VALUES ${[
        hotel("labadi-beach-hotel", [statedByHotel]),
        hotel("sun-lodge-hotel", [firstSearchCards]),
        hotel("kempinski-hotel-gold-coast-city", []),
        hotel("golden-bean-hotel", []),
      ].join(", ")};
      -- Golden Bean has a pending draft, which would put its list back when published.
      INSERT INTO content_workflow (kind, item_id, draft_version)
        SELECT 'hotels', id, 2 FROM hotels WHERE slug = 'golden-bean-hotel';
      -- The earlier facts migrations already ran on this database.
      INSERT INTO settings (key, value) VALUES
        ('data-migration:hotel-practical-facts', '{}'),
        ('data-migration:hotel-listing-second-search', '{}');
    `);

    await runDataMigrations(db);
    await client.exec(
      `UPDATE hotels SET practical_facts = '[]' WHERE slug = 'kempinski-hotel-gold-coast-city'`,
    );
    await runDataMigrations(db);

    const rows = await client.query<{ slug: string; facts: { key: string; value: string }[] }>(
      "SELECT slug, practical_facts AS facts FROM hotels ORDER BY slug",
    );
    const keys = Object.fromEntries(
      rows.rows.map((row) => [row.slug, row.facts.map((fact) => `${fact.key}=${fact.value}`)]),
    );
    expect(keys).toEqual({
      // Left alone under its draft.
      "golden-bean-hotel": [],
      // Once only: emptied after the first start, it stays empty.
      "kempinski-hotel-gold-coast-city": [],
      // The hotel's own word on its licence stays; nothing else was found for it.
      "labadi-beach-hotel": ["gta-licence=4-star"],
      // The first search's cards, then the second's cash, times and licence.
      "sun-lodge-hotel": [
        "payment=cards",
        "payment=cash",
        "check-in=14:00",
        "check-out=12:00",
        "gta-licence=2-star",
      ],
    });
    const log = await client.query<{ changes: unknown }>(
      "SELECT changes FROM audit_log WHERE action = 'data migration hotel-practical-facts-second-search'",
    );
    expect(log.rows).toEqual([
      {
        changes: {
          hotelsGainingFacts: { from: null, to: 2 },
          factsAdded: { from: null, to: 5 },
          hotelsWithPendingDraft: { from: null, to: 1 },
        },
      },
    ]);
    await client.close();
  });
});
