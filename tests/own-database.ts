// A PostgreSQL database of a test's own, on the server DATABASE_URL names, so that servers the
// test starts never share tables with the suite's main server (CI's PostgreSQL pass).
import pg from "pg";

export interface OwnDatabase {
  /** The database as the serving role (DATABASE_URL's) sees it: what a server is given. */
  url: string;
  /** The database as the role that owns it: DATABASE_OWNER_URL's when set, else `url`. */
  ownerUrl: string;
  drop: () => Promise<void>;
}

/** `base` (a server's URL) with another database's name. */
function onDatabase(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The DATABASE_OWNER_URL for a server or script given `databaseUrl`: with an owner role (CI), the
 * owner on that same database, as the server requires; "" (unset) otherwise.
 */
export function ownerUrlFor(databaseUrl: string | undefined): string {
  const owner = process.env.DATABASE_OWNER_URL;
  if (!owner || !databaseUrl) return "";
  return onDatabase(owner, new URL(databaseUrl).pathname.slice(1));
}

/** Names the seeded database a suite's global set-up made (tests/seeded-template.ts). */
export const SEEDED_DATABASE_VARIABLE = "AKWAABA_TEST_SEEDED_DATABASE";

interface CreateOptions {
  /** Empty, for a server's first start to migrate and seed; else a copy of the seeded one. */
  isEmpty?: boolean;
}

/**
 * Creates a database named after `label`: a copy of the suite's seeded database when its set-up
 * made one (unless `isEmpty`), else empty; null when DATABASE_URL is not set. The owner role
 * creates it when DATABASE_OWNER_URL is set (the serving role may not create databases).
 */
export async function createOwnDatabase(
  label: string,
  options: CreateOptions = {},
): Promise<OwnDatabase | null> {
  if (!process.env.DATABASE_URL) return null;
  const name = `${label}_${Date.now().toString(36)}_${process.pid}`.replace(/[^a-z0-9_]/g, "_");
  return createDatabase(process.env.DATABASE_URL, name, options);
}

/**
 * Creates the database `name` on the server `baseUrl` (a serving role's URL) names, as
 * DATABASE_OWNER_URL's role when set: it owns the tables, the serving role is granted its share.
 */
export async function createDatabase(
  baseUrl: string,
  name: string,
  { isEmpty = false }: CreateOptions = {},
): Promise<OwnDatabase> {
  const ownerBase = process.env.DATABASE_OWNER_URL ?? baseUrl;
  const seeded = isEmpty ? undefined : process.env[SEEDED_DATABASE_VARIABLE];
  const admin = new pg.Client({ connectionString: ownerBase });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"${seeded ? ` TEMPLATE "${seeded}"` : ""}`);
  } finally {
    await admin.end();
  }
  return {
    url: onDatabase(baseUrl, name),
    ownerUrl: onDatabase(ownerBase, name),
    drop: () => dropDatabase(ownerBase, name),
  };
}

/**
 * Drops database `name` on the server `baseUrl` names. FORCE cannot end an autovacuum worker
 * busy on a freshly seeded database (it belongs to the server, not to the test's role), so a
 * refusal for that reason waits and tries again.
 */
export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        return;
      } catch (error) {
        const isBusy = (error as { code?: string }).code === "42501";
        if (!isBusy || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  } finally {
    await client.end();
  }
}
