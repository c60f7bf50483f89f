import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "akwaaba-db-"));

beforeAll(() => {
  // The environment is read once, at the first getEnv(): this file's database is its own.
  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
});

afterAll(async () => {
  const { closeDb } = await import("#app/models/db.server.ts");
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
});

// Creating and migrating a database takes a while on a busy machine.
describe("the embedded database", { timeout: 120_000 }, () => {
  it("keeps a 16 MB buffer cache, not PostgreSQL's 128 MB, which PGlite holds resident from the start", async () => {
    const { getDb } = await import("#app/models/db.server.ts");
    const db = await getDb();
    const { rows } = (await db.execute(sql`show shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[];
    };
    expect(rows[0]!.shared_buffers).toBe("16MB");
  });
});
