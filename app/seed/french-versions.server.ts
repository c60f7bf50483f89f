// The French texts in app/content/fr/ become the studio's published French versions of the posts,
// cities and pages they translate (issue 44, docs/decisions/053), once: like the rest of the seed,
// an item's French version the team edited, unpublished or deleted is never overwritten or brought
// back (seed_ledger, kind "french"). A text with no content item behind it (the home page, the
// indexes, the contact page, the road-crossings guide) stays a bundled file.
import { eq } from "drizzle-orm";
import type { Database } from "#app/models/db.server.ts";
import { listBundledFrenchPages } from "#app/i18n/french-pages.server.ts";
import {
  blogPosts,
  cities,
  contentRevisions,
  frenchVersions,
  pages,
  seedLedger,
} from "#db/schema.ts";

/** The content item an English path names: a post, a city or a long-form page, by its slug. */
function itemOf(englishPath: string) {
  const post = /^\/blog\/([^/]+)$/.exec(englishPath);
  if (post) return [{ type: "posts", table: blogPosts, slug: post[1]! }] as const;
  const page = /^\/pages\/([^/]+)$/.exec(englishPath);
  if (page) return [{ type: "pages", table: pages, slug: page[1]! }] as const;
  const top = /^\/([^/]+)$/.exec(englishPath);
  if (!top) return [];
  return [
    { type: "cities", table: cities, slug: top[1]! },
    { type: "pages", table: pages, slug: top[1]! },
  ] as const;
}

/** Adds the French versions never seeded before; answers how many. */
export async function seedFrenchVersions(db: Database): Promise<number> {
  const seen = new Set(
    (
      await db.select({ key: seedLedger.key }).from(seedLedger).where(eq(seedLedger.kind, "french"))
    ).map((row) => row.key),
  );
  let added = 0;
  for (const page of listBundledFrenchPages()) {
    if (!page.partner) continue;
    for (const { type, table, slug } of itemOf(page.partner)) {
      const key = `${type}:${slug}`;
      if (seen.has(key)) break;
      const [item] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug));
      if (!item) continue;
      const words = { ...page.written };
      await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(frenchVersions)
          .values({
            kind: type,
            itemId: item.id,
            ...words,
            status: "published",
            published: words,
            publishedAt: new Date(),
            publishedBy: "seed",
            updatedBy: "seed",
          })
          .onConflictDoNothing()
          .returning({ version: frenchVersions.version });
        if (inserted) {
          await tx
            .insert(contentRevisions)
            .values({
              kind: `fr:${type}`,
              itemId: item.id,
              version: inserted.version,
              actor: "seed",
              changes: {},
              snapshot: { ...words, status: "published" },
            })
            .onConflictDoNothing();
          added += 1;
        }
        await tx.insert(seedLedger).values({ kind: "french", key }).onConflictDoNothing();
      });
      break;
    }
  }
  return added;
}
