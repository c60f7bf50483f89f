// The one-time data migrations on a real (embedded) database: bodies in SPEC.md's line format
// become CommonMark once, and a second start changes nothing.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import * as schema from "#db/schema.ts";
import { runDataMigrations } from "#db/data-migrations.ts";
import type { Database } from "#app/models/db.server.ts";

describe("markdown-bodies", () => {
  it("converts old bodies to CommonMark exactly once, and logs it", async () => {
    const client = new PGlite();
    const pglite = drizzle(client, { schema });
    await migrate(pglite, { migrationsFolder: path.resolve("db/migrations") });
    const db = pglite as unknown as Database;
    await client.exec(`
      INSERT INTO blog_posts (slug, title, excerpt, content, image, author, published_at)
      VALUES ('old', 'Old', 'Old post', E'# Getting there\\n\\n1. is not a list here\\n**Bold** stays', '/i.svg', 'A', now());
      INSERT INTO cities (slug, name, region, description, image, population, climate, languages, guide)
      VALUES ('ho', 'Ho', 'Volta', 'A city.', '/c.svg', '', '', '', E'# Around Ho\\n\\nMarkets.');
    `);

    await runDataMigrations(db);
    await runDataMigrations(db);

    const post = await client.query<{ content: string }>("SELECT content FROM blog_posts");
    expect(post.rows[0]!.content).toBe(
      "## Getting there\n\n1\\. is not a list here\n**Bold** stays",
    );
    const city = await client.query<{ guide: string }>("SELECT guide FROM cities");
    expect(city.rows[0]!.guide).toBe("## Around Ho\n\nMarkets.");
    const log = await client.query<{ actor: string; action: string }>(
      "SELECT actor, action FROM audit_log",
    );
    expect(log.rows).toEqual([{ actor: "system", action: "data migration markdown-bodies" }]);
    await client.close();
  });
});
