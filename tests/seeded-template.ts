// A server's first start on nothing costs a core some 12 seconds (PGlite's initdb, every
// migration, the seed) and the suites start dozens of servers. A suite's global set-up makes one
// seeded data directory, and a PostgreSQL database when DATABASE_URL is set, by a real first
// start; each test's fresh server then starts on a copy (makeDataDir, createOwnDatabase). Tests
// that are about the first start ask for an empty one (makeEmptyDataDir, { isEmpty: true }).
import { rmSync } from "node:fs";
import { createDatabase, dropDatabase, SEEDED_DATABASE_VARIABLE } from "#tests/own-database.ts";
import { makeEmptyDataDir, SEEDED_DATA_DIR_VARIABLE, startServer } from "#tests/server-process.ts";

async function firstStart(env: Record<string, string>, dataDir = makeEmptyDataDir()) {
  const server = await startServer({ dataDir, env });
  const { code } = await server.stop();
  if (code !== 0) throw new Error(`The seeding server exited with ${code}:\n${server.output()}`);
  return dataDir;
}

/** Makes the seeded templates and names them in the environment the test workers inherit. */
export async function makeSeededTemplates(): Promise<() => Promise<void>> {
  const dataDir = await firstStart({ DATABASE_URL: "" });
  process.env[SEEDED_DATA_DIR_VARIABLE] = dataDir;
  const base = process.env.DATABASE_URL;
  let database = "";
  if (base) {
    database = `akwaaba_seeded_${process.pid}`;
    const made = await createDatabase(base, database, { isEmpty: true });
    rmSync(await firstStart({ DATABASE_URL: made.url }), { recursive: true, force: true });
    process.env[SEEDED_DATABASE_VARIABLE] = database;
  }
  return async () => {
    delete process.env[SEEDED_DATA_DIR_VARIABLE];
    delete process.env[SEEDED_DATABASE_VARIABLE];
    rmSync(dataDir, { recursive: true, force: true });
    if (base && database) await dropDatabase(process.env.DATABASE_OWNER_URL ?? base, database);
  };
}
