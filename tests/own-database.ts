// A PostgreSQL database of a test's own, on the server DATABASE_URL names, so that servers the
// test starts never share tables with the suite's main server (CI's PostgreSQL pass).
import pg from "pg";

export interface OwnDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * Creates an empty database named after `label`; null when DATABASE_URL is not set. The owner
 * role creates it when DATABASE_OWNER_URL is set (the serving role may not create databases).
 */
export async function createOwnDatabase(label: string): Promise<OwnDatabase | null> {
  if (!process.env.DATABASE_URL) return null;
  const base = process.env.DATABASE_OWNER_URL ?? process.env.DATABASE_URL;
  const name = `${label}_${Date.now().toString(36)}_${process.pid}`.replace(/[^a-z0-9_]/g, "_");
  return createDatabase(base, name);
}

/** Creates the empty database `name` on the server `baseUrl` names. */
export async function createDatabase(baseUrl: string, name: string): Promise<OwnDatabase> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(baseUrl, name) };
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
