// The content snapshot on the embedded database, in this process: a reload that fails keeps the
// snapshot being served and is reported by getContentReloadStatus(); the next reload that works
// installs the change (docs/decisions/027). The failure is real: the loader's table is renamed
// away under it. Always on its own PGlite directory, so CI's shared PostgreSQL is never touched.
import { rmSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { contentState, hotels } from "#db/schema.ts";
import { makeDataDir } from "#tests/server-process.ts";

const dataDir = makeDataDir();
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
const { closeDb, getDb } = await import("#app/models/db.server.ts");
const { seedDatabase } = await import("#app/seed/seed.server.ts");
const cache = {
  ...(await import("#app/models/content-snapshot/serve.server.ts")),
  ...(await import("#app/models/content-snapshot/reload-after-save.server.ts")),
};

afterAll(async () => {
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

it("keeps serving the last good snapshot through a failed reload, and reports it", async () => {
  const db = await getDb();
  await seedDatabase(db);
  const before = await cache.refreshContent();
  const hotel = before.hotels[0]!;
  const status = cache.getContentReloadStatus();
  expect(status.lastError).toBeNull();
  expect(status.loadedAt).toEqual(before.loadedAt);

  const bump = () => db.update(contentState).set({ version: sql`${contentState.version} + 1` });
  await db.update(hotels).set({ name: "Renamed Lodge" }).where(eq(hotels.id, hotel.id));
  await bump();
  await db.execute(sql`alter table products rename to products_away`);
  try {
    // What a save does after its commit: it never throws, and says the pages are behind.
    expect(await cache.reloadContentAfterChange()).toBe("failed");
    const failed = cache.getContentReloadStatus();
    expect(failed.generation).toBe(status.generation);
    expect(failed.failedReloads).toBe(status.failedReloads + 1);
    expect(failed.lastError?.message).toMatch(/products/);
    expect(failed.lastError?.at).toBeInstanceOf(Date);
    const served = await cache.getContent();
    expect(served).toBe(before);
    expect(served.hotelsBySlug.get(hotel.slug)?.name).toBe(hotel.name);
    await expect(cache.refreshContent()).rejects.toThrow(/products/);
  } finally {
    await db.execute(sql`alter table products_away rename to products`);
  }

  expect(await cache.reloadContentAfterChange()).toBe("shown");
  const after = cache.getContentReloadStatus();
  expect(after.generation).toBe(status.generation + 1);
  expect(after.lastError).toBeNull();
  expect(after.lastReloadMs).toBeGreaterThanOrEqual(0);
  expect(cache.contentGeneration()).toBe(after.generation);
  expect((await cache.getContent()).hotelsBySlug.get(hotel.slug)?.name).toBe("Renamed Lodge");
});
