// Tools for the backup and restore tests, independent of the backup code: run the real commands,
// fingerprint every table of a database (a row count and an MD5 over its rows' text, in order) and
// every media file, and make scratch PostgreSQL databases beside DATABASE_URL's.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import {
  createDatabase,
  dropDatabase,
  ownerUrlFor,
  type OwnDatabase,
} from "#tests/own-database.ts";

const run = promisify(execFile);

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run <script>`'s file with the given environment, as an operator would. */
export async function runScript(
  script: "backup" | "restore",
  env: Record<string, string>,
  args: string[] = [],
  /** A command it runs under, as in `unshare --pid --fork node scripts/backup.ts`. */
  launcher: string[] = [],
): Promise<CommandResult> {
  const [command, ...rest] = [...launcher, process.execPath, `scripts/${script}.ts`, ...args];
  try {
    const { stdout, stderr } = await run(command!, rest, {
      // The server's environment, as tests/server-process.ts gives it.
      env: {
        ...process.env,
        NODE_ENV: "production",
        SITE_URL: "http://localhost:3000",
        ADMIN_PASSWORD: "integration-test-password",
        SESSION_SECRET: "integration-test-session-secret-0123456789abcdef",
        ...env,
        DATABASE_OWNER_URL:
          env.DATABASE_OWNER_URL ?? ownerUrlFor(env.DATABASE_URL ?? process.env.DATABASE_URL),
      },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

export function lastLine(text: string): string {
  return text.trim().split("\n").at(-1)!.trim();
}

export type Where = { dataDir: string; databaseUrl?: string };

export interface TableFingerprint {
  rows: number;
  md5: string;
}

type Query = <T>(text: string) => Promise<T[]>;

async function withDatabase<T>(where: Where, work: (query: Query) => Promise<T>): Promise<T> {
  if (where.databaseUrl) {
    // As the owner when there is one: a restored database's serving role has no grants until a
    // server starts on it.
    const client = new pg.Client({
      connectionString: ownerUrlFor(where.databaseUrl) || where.databaseUrl,
    });
    await client.connect();
    try {
      return await work(async <R>(text: string) => (await client.query(text)).rows as R[]);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(where.dataDir, "pglite"));
  try {
    return await work(async <R>(text: string) => (await db.query(text)).rows as R[]);
  } finally {
    await db.close();
  }
}

/** Every table of the app's schema, with its row count and a checksum of its rows. */
export function tableFingerprints(where: Where): Promise<Record<string, TableFingerprint>> {
  return withDatabase(where, async (query) => {
    await query("set timezone = 'UTC'");
    await query("set extra_float_digits = 1");
    const tables = await query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    );
    const result: Record<string, TableFingerprint> = {};
    for (const { name } of tables) {
      const [row] = await query<{ rows: number; md5: string }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from public."${name}" t`,
      );
      result[name] = row!;
    }
    return result;
  });
}

/** Runs read-only questions against a stopped server's database. */
export function queryDatabase<T>(where: Where, work: (query: Query) => Promise<T>): Promise<T> {
  return withDatabase(where, work);
}

/** Every file under a folder, by relative path, with its SHA-256. */
export async function fileHashes(root: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch {
    return result;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    result[path.relative(root, file)] = createHash("sha256")
      .update(await readFile(file))
      .digest("hex");
  }
  return result;
}

/** A new, empty PostgreSQL database next to `baseUrl`'s (one an earlier run left is dropped first). */
export async function scratchDatabase(baseUrl: string, name: string): Promise<OwnDatabase> {
  await dropDatabase(process.env.DATABASE_OWNER_URL ?? baseUrl, name);
  return createDatabase(baseUrl, name, { isEmpty: true });
}
