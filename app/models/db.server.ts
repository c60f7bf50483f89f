// The database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// One schema and one set of migrations serve both engines. On PostgreSQL, DATABASE_OWNER_URL's
// role migrates and DATABASE_URL's serves, unable to alter a table (docs/decisions/034).
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

/**
 * What the job queue (app/jobs/queue.server.ts) connects through: the same database; on
 * PostgreSQL with an owner role, the owner installs pg-boss's schema (`ownerConnectionString`).
 */
export type JobDatabase =
  | { engine: "pglite"; client: PGlite }
  | {
      engine: "postgres";
      connectionString: string;
      owner: { connectionString: string; servingRole: string } | null;
    };

interface Connection {
  db: Database;
  engine: "pglite" | "postgres";
  jobs: JobDatabase;
  close: () => Promise<void>;
}

// Paths resolve from the project root: every npm script runs there.
const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "db/migrations");
const MIGRATION_LOCK_ID = 727_301;
/** Held while the owner grants the serving role its share (grantServingRole). */
const GRANT_LOCK_ID = 727_303;

/**
 * PostgreSQL's buffer cache inside PGlite, which zeroes all of it at start: the default 128 MB is
 * resident from the first second, on a server whose whole database is a few tens of MB. Pages
 * it does not hold are read from the data files through the system's file cache, which the
 * kernel gives back under pressure (docs/decisions/046).
 */
const PGLITE_SHARED_BUFFERS = "16MB";

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
    const client = await PGlite.create(directory, {
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
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

/**
 * What the serving role may do, granted by the owner (docs/decisions/034): read and write the
 * app's tables, but only read and append to the audit log, and fill the signature of an entry
 * written before the chain (the trigger allows that once); it owns nothing, so it can neither
 * alter a table nor lift a trigger. `schemas` are the others it reads and writes (drizzle's
 * journal, pg-boss's).
 */
export async function grantServingRole(
  ownerUrl: string,
  role: string,
  schemas: readonly string[],
): Promise<void> {
  const { default: pg } = await import("pg");
  const owner = new pg.Client({ connectionString: ownerUrl, connectionTimeoutMillis: 5_000 });
  await owner.connect();
  const who = owner.escapeIdentifier(role);
  try {
    // Replicas starting together grant at once, and PostgreSQL refuses two GRANTs on one object
    // at the same moment ("tuple concurrently updated"): one process grants at a time. GRANT is
    // transactional, so the lock is the transaction's and ends with it.
    await owner.query("begin");
    await owner.query("select pg_advisory_xact_lock($1)", [GRANT_LOCK_ID]);
    for (const schema of schemas.map((name) => owner.escapeIdentifier(name))) {
      await owner.query(`GRANT USAGE ON SCHEMA ${schema} TO ${who}`);
      await owner.query(
        `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${who}`,
      );
      await owner.query(
        `GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA ${schema} TO ${who}`,
      );
      await owner.query(`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${schema} TO ${who}`);
    }
    if (schemas.includes("public")) {
      await owner.query(`REVOKE UPDATE, DELETE, TRUNCATE ON public.audit_log FROM ${who}`);
      await owner.query(`GRANT UPDATE (hmac, key_id) ON public.audit_log TO ${who}`);
    }
    await owner.query("commit");
  } finally {
    // Closing the connection rolls back a transaction left open by a failed grant.
    await owner.end();
  }
}

/** The database a URL names: owner and serving role must name the same one. */
function databaseOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
}

async function openPostgres(
  databaseUrl: string,
  ownerUrl: string | undefined,
): Promise<Connection> {
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
  const isSplit = Boolean(ownerUrl) && ownerUrl !== databaseUrl;
  if (isSplit && databaseOf(ownerUrl!) !== databaseOf(databaseUrl)) {
    await pool.end();
    throw new Error(
      "DATABASE_OWNER_URL and DATABASE_URL name different databases: give both the same host, port and database, each with its own role.",
    );
  }
  if (!isSplit) {
    log.warn(
      "DATABASE_OWNER_URL is not set: the serving role owns the tables, so it could lift the audit log's append-only trigger (the HMAC chain still shows a rewrite). See README, More than one process or machine.",
    );
  }
  // Several processes may start at once: one migrates while the others wait on the lock. The
  // owner migrates, then grants the serving role what it needs.
  let servingRole = "";
  const client = new pg.Client({
    connectionString: isSplit ? ownerUrl : databaseUrl,
    connectionTimeoutMillis: 5_000,
  });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    if (isSplit) {
      const { rows } = await pool.query<{ role: string }>("select current_user as role");
      servingRole = rows[0]!.role;
      await grantServingRole(ownerUrl!, servingRole, ["public", "drizzle"]);
    }
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Database,
    engine: "postgres",
    jobs: {
      engine: "postgres",
      connectionString: databaseUrl,
      owner: isSplit ? { connectionString: ownerUrl!, servingRole } : null,
    },
    close: () => pool.end(),
  };
}

function connect(): Promise<Connection> {
  const existing = store[globalKey];
  if (existing) return existing;
  const env = getEnv();
  const opening = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, env.DATABASE_OWNER_URL)
    : openPglite(env.DATA_DIR);
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
