// The clicks migration carries the browser-reported partner clicks over as click rows, on a real
// (embedded) database: migrate to the version before it, add history, then migrate the rest.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";

const MIGRATIONS = path.resolve("db/migrations");
const before = mkdtempSync(path.join(tmpdir(), "akwaaba-migrations-"));

afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The migrations folder as it was before the clicks table. */
function migrationsBeforeClicks(): string {
  cpSync(MIGRATIONS, before, { recursive: true });
  const journalPath = path.join(before, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag === "0000_init");
  writeFileSync(journalPath, JSON.stringify(journal));
  return before;
}

describe("0001_clicks", { timeout: 120_000 }, () => {
  it("turns partner click events into click rows and leaves the other events", async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBeforeClicks() });
    await client.exec(`
      INSERT INTO analytics_events (event_type, event_data, created_at) VALUES
        ('affiliate_click', 'hotel:labadi-beach-hotel', '2026-10-01T10:00:00Z'),
        ('affiliate_click', 'hotel:labadi-beach-hotel:map', '2026-10-01T10:01:00Z'),
        ('affiliate_click', 'city:kumasi:book', '2026-10-02T10:00:00Z'),
        ('affiliate_click', 'landing:cheap-hotels-accra:book', '2026-10-03T10:00:00Z'),
        ('affiliate_click', 'landing:luxury-hotels-ghana:book', '2026-10-03T11:00:00Z'),
        ('product_click', 'product:packing-cubes', '2026-10-04T10:00:00Z'),
        ('product_click', 'products:view-more:travel-products', '2026-10-04T11:00:00Z'),
        ('page_view', '/accra', '2026-10-05T10:00:00Z');
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS });

    const clicks = await client.query<{ kind: string; key: string; partner: string }>(
      "SELECT kind, key, partner, is_earning FROM clicks ORDER BY created_at",
    );
    expect(clicks.rows).toEqual([
      { kind: "hotel", key: "labadi-beach-hotel", partner: "booking", is_earning: false },
      { kind: "city", key: "kumasi", partner: "booking", is_earning: false },
      { kind: "landing", key: "budget", partner: "booking", is_earning: false },
      { kind: "landing", key: "luxury", partner: "booking", is_earning: false },
      { kind: "product", key: "packing-cubes", partner: "amazon", is_earning: false },
      { kind: "product", key: "more-travel-products", partner: "amazon", is_earning: false },
    ]);
    const left = await client.query<{ event_data: string }>(
      "SELECT event_data FROM analytics_events ORDER BY created_at",
    );
    expect(left.rows.map((row) => row.event_data)).toEqual([
      "hotel:labadi-beach-hotel:map",
      "/accra",
    ]);
    await client.close();
  });
});
