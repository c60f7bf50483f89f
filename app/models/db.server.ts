// The database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// One schema and one set of migrations serve both engines.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "#db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { openLocked } from "#app/models/data-dir-lock.server.ts";
import { log } from "#app/observability/log.server.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What the job queue (app/jobs/queue.server.ts) connects through: the same database. */
export type JobDatabase =
  { engine: "pglite"; client: PGlite } | { engine: "postgres"; connectionString: string };

interface Connection {
  db: Database;
  engine: "pglite" | "postgres";
  jobs: JobDatabase;
  close: () => Promise<void>;
}

// Paths resolve from the project root: every npm script runs there.
const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "db/migrations");
const MIGRATION_LOCK_ID = 727_301;

// Kept on globalThis so that every copy of this module (dev reloads, separate bundles)
// shares one connection: PGlite must be opened by a single owner.
const globalKey = Symbol.for("akwaaba.database");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Connection> };
const store = globalThis as GlobalWithDb;

async function openPglite(dataDir: string): Promise<Connection> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const directory = path.resolve(dataDir, "pglite");
  await mkdir(directory, { recursive: true });
  return openLocked(dataDir, async (): Promise<Connection> => {
    const client = await PGlite.create(directory);
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Database,
      engine: "pglite",
      jobs: { engine: "pglite", client },
      close: () => client.close(),
    };
  });
}

async function openPostgres(databaseUrl: string): Promise<Connection> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", (error) => log.error("PostgreSQL pool error", { reason: error.message }));
  // Several processes may start at once: one migrates while the others wait on the lock.
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Database,
    engine: "postgres",
    jobs: { engine: "postgres", connectionString: databaseUrl },
    close: () => pool.end(),
  };
}

function connect(): Promise<Connection> {
  const existing = store[globalKey];
  if (existing) return existing;
  const env = getEnv();
  const opening = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.DATA_DIR);
  store[globalKey] = opening;
  // A failed open is not cached, so the next request can try again.
  opening.catch(() => {
    if (store[globalKey] === opening) delete store[globalKey];
  });
  return opening;
}

/** The database, opened and migrated on first use. */
export async function getDb(): Promise<Database> {
  return (await connect()).db;
}

export async function getEngine(): Promise<Connection["engine"]> {
  return (await connect()).engine;
}

export async function getJobDatabase(): Promise<JobDatabase> {
  return (await connect()).jobs;
}

/** True when a trivial query succeeds within the timeout. */
export async function isDatabaseReachable(timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = (async () => {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return true;
  })().catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function closeDb(): Promise<void> {
  const existing = store[globalKey];
  if (!existing) return;
  delete store[globalKey];
  const connection = await existing.catch(() => undefined);
  await connection?.close();
}
