// A consistent, engine-neutral copy of every table: one read-only REPEATABLE READ transaction
// reads each table of the app's schema in primary-key order as one JSON object per line. The same
// files restore into the embedded database or PostgreSQL (docs/decisions/029).
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/models/db.server.ts";
import { auditHmacOf, verifyAuditChain } from "#app/models/audit-log.server.ts";
import { headMismatch, type ChainHead } from "#app/domain/accounts/audit-chain.ts";
import type { Manifest } from "#app/domain/operations/backup-manifest.ts";

type Executor = Pick<Database, "execute">;

/** The rows of a raw query; both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface MigrationEntry {
  tag: string;
  when: number;
}

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "db/migrations");

/** The migrations this code has, oldest first. */
export async function readMigrationJournal(folder = MIGRATIONS_FOLDER): Promise<MigrationEntry[]> {
  const journal = JSON.parse(await readFile(path.join(folder, "meta/_journal.json"), "utf8")) as {
    entries: MigrationEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The app's tables: everything in `public` (drizzle's and pg-boss's bookkeeping live elsewhere). */
export async function listTables(db: Executor): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return rows.map((row) => row.name);
}

async function primaryKey(db: Executor, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${`public.${table}`}::regclass and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`,
  );
  return rows.map((row) => row.name);
}

export interface DatabaseSnapshot {
  schema: Manifest["schema"];
  tables: Manifest["tables"];
  sequences: Manifest["sequences"];
  audit: NonNullable<Manifest["audit"]>;
}

/** The head an earlier backup recorded, and that backup in words ("the backup of …"). */
export interface RecordedHead {
  head: ChainHead;
  recordedBy: string;
}

const FETCH_ROWS = 2_000;

/**
 * Writes every table to `<dir>/tables/<name>.jsonl` from one snapshot. On PostgreSQL the
 * transaction sees the database as of its first read while writes go on; on the embedded database
 * (one connection) other queries wait until it ends.
 */
export async function snapshotDatabase(
  db: Database,
  dir: string,
  recorded: RecordedHead | null = null,
): Promise<DatabaseSnapshot> {
  const journal = await readMigrationJournal();
  return db.transaction(
    async (tx) => {
      // Fixed output settings: the same rows give the same bytes on either engine.
      await tx.execute(sql`set local timezone = 'UTC'`);
      await tx.execute(sql`set local extra_float_digits = 1`);
      const [latest] = await rowsOf<{ when: string | number }>(
        tx,
        sql`select created_at as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      );
      const when = Number(latest?.when ?? 0);
      const schema = {
        when,
        migration: journal.find((entry) => entry.when === when)?.tag ?? `unknown-${when}`,
      };
      const tables: DatabaseSnapshot["tables"] = [];
      for (const table of await listTables(tx)) {
        const keys = await primaryKey(tx, table);
        const order =
          keys.length > 0 ? keys.map((key) => sql.identifier(key)) : [sql.raw("t::text")];
        const file = `tables/${table}.jsonl`;
        const out = createWriteStream(path.join(dir, file));
        const hash = createHash("sha256");
        let rows = 0;
        let bytes = 0;
        await tx.execute(
          sql`declare backup_rows no scroll cursor for select to_jsonb(t)::text as line
              from ${sql.identifier("public")}.${sql.identifier(table)} t
              order by ${sql.join(order, sql`, `)}`,
        );
        for (;;) {
          const batch = await rowsOf<{ line: string }>(
            tx,
            sql.raw(`fetch ${FETCH_ROWS} from backup_rows`),
          );
          if (batch.length === 0) break;
          const chunk = Buffer.from(batch.map((row) => `${row.line}\n`).join(""), "utf8");
          hash.update(chunk);
          rows += batch.length;
          bytes += chunk.length;
          if (!out.write(chunk)) await once(out, "drain");
        }
        await tx.execute(sql`close backup_rows`);
        out.end();
        await once(out, "finish");
        tables.push({ name: table, file, rows, bytes, sha256: hash.digest("hex") });
      }
      const sequences = await rowsOf<{ name: string; value: string | number | null }>(
        tx,
        sql`select sequencename as name, last_value as value from pg_sequences
            where schemaname = 'public' order by sequencename`,
      );
      // The audit chain as this snapshot holds it, and the head an earlier backup recorded.
      const chain = await verifyAuditChain(tx);
      const problems = chain.problem ? [chain.problem.reason] : [];
      const mismatch =
        recorded &&
        headMismatch(recorded.head, await auditHmacOf(tx, recorded.head.id), recorded.recordedBy);
      if (mismatch) problems.push(mismatch);
      return {
        schema,
        tables,
        audit: { entries: chain.entries, head: chain.head, problems },
        sequences: sequences.map((row) => ({
          name: row.name,
          value: row.value === null ? null : Number(row.value),
        })),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
