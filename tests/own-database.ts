// A PostgreSQL database of a test's own, on the server DATABASE_URL names, so that servers the
// test starts never share tables with the suite's main server (CI's PostgreSQL pass).
import pg from "pg";

export interface OwnDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** Creates an empty database named after `label`; null when DATABASE_URL is not set. */
export async function createOwnDatabase(label: string): Promise<OwnDatabase | null> {
  const base = process.env.DATABASE_URL;
  if (!base) return null;
  const name = `${label}_${Date.now().toString(36)}_${process.pid}`.replace(/[^a-z0-9_]/g, "_");
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        // FORCE cannot end an autovacuum worker busy on the new database (it belongs to the
        // server, not to the test's role): wait for it and try again.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
            break;
          } catch (error) {
            const isBusy = (error as { code?: string }).code === "42501";
            if (!isBusy || attempt === 20) throw error;
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}
