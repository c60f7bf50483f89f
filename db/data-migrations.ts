// Changes to stored data that SQL alone cannot make, each run once per database, before the
// seed. A migration claims its marker row in `settings` in the same transaction as its work, so
// with several processes starting at once exactly one runs it.
import { eq } from "drizzle-orm";
import { blogPosts, cities, settings } from "#db/schema.ts";
import { cityPlaceSeeds } from "#db/seed/city-places.ts";
import { convertBodyToMarkdown } from "#app/content/body-to-markdown.ts";
import { recordAudit, SYSTEM } from "#app/models/audit-log.server.ts";
import type { Database } from "#app/models/db.server.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

interface DataMigration {
  key: string;
  run: (tx: Tx) => Promise<Record<string, { from: unknown; to: unknown }>>;
}

const MIGRATIONS: DataMigration[] = [
  {
    // Post bodies and city guides move from SPEC.md's line format to CommonMark.
    key: "markdown-bodies",
    async run(tx) {
      let posts = 0;
      for (const row of await tx
        .select({ id: blogPosts.id, content: blogPosts.content })
        .from(blogPosts)) {
        const content = convertBodyToMarkdown(row.content);
        if (content === row.content) continue;
        await tx.update(blogPosts).set({ content }).where(eq(blogPosts.id, row.id));
        posts += 1;
      }
      let guides = 0;
      for (const row of await tx.select({ id: cities.id, guide: cities.guide }).from(cities)) {
        const guide = convertBodyToMarkdown(row.guide);
        if (guide === row.guide) continue;
        await tx.update(cities).set({ guide }).where(eq(cities.id, row.id));
        guides += 1;
      }
      return { posts: { from: null, to: posts }, cityGuides: { from: null, to: guides } };
    },
  },
  {
    // Cities seeded before they had map points and landmarks get the seed's; a city the
    // operator has already placed keeps its own.
    key: "city-places",
    async run(tx) {
      let placed = 0;
      for (const row of await tx
        .select({ id: cities.id, slug: cities.slug, latitude: cities.latitude })
        .from(cities)) {
        const places = cityPlaceSeeds[row.slug];
        if (!places || row.latitude !== null) continue;
        await tx.update(cities).set(places).where(eq(cities.id, row.id));
        placed += 1;
      }
      return { citiesPlaced: { from: null, to: placed } };
    },
  },
];

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
