// Restores a backup archive into an empty DATA_DIR or an empty PostgreSQL database: checks the
// archive whole and its schema known, builds the schema the archive was taken at with the app's
// own migrations, loads every table in one transaction (parents first, ids and sequences kept),
// puts the media files back, then runs the migrations newer than the archive.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "#app/models/db.server.ts";
import { openLocked } from "#app/models/data-dir-lock.server.ts";
import { schemaVerdict, type Manifest } from "#app/domain/operations/backup-manifest.ts";
import { restoreFollowUps, type WorkWaiting } from "#app/domain/operations/restore-follow-ups.ts";
import { parentsFirst } from "#app/domain/content/table-order.ts";
import { ArchiveRefusedError, verifyArchive } from "#app/backups/archive.server.ts";
import { insertBackupRun } from "#app/backups/backups.server.ts";
import { readTarGz } from "#app/backups/tar.server.ts";
import {
  listTables,
  MIGRATIONS_FOLDER,
  readMigrationJournal,
  rowsOf,
} from "#app/backups/snapshot.server.ts";
import { contentTypeForKey, type MediaStorage } from "#app/media/storage.server.ts";

export interface RestoreTarget {
  dataDir: string;
  /** PostgreSQL; the embedded database in dataDir when absent. */
  databaseUrl?: string;
  storage: MediaStorage;
  /** The media folder when media live on disk (checked empty); null for a bucket. */
  mediaDir: string | null;
}

export interface RestoreSummary {
  archive: string;
  createdAt: string;
  engine: Manifest["engine"];
  schema: string;
  newerMigrations: string[];
  tables: { name: string; rows: number }[];
  mediaFiles: number;
  /** What the operator should do now, in sentences. */
  followUps: string[];
}

interface Target {
  db: Database;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

async function openTarget(target: RestoreTarget): Promise<Target> {
  if (target.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 2 });
    const db = drizzle(pool);
    const [used] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')`,
    ).catch(async (error: unknown) => {
      await pool.end();
      throw new ArchiveRefusedError(
        `Cannot reach the target database: ${(error as Error).message}`,
      );
    });
    if (used!.count > 0) {
      await pool.end();
      throw new ArchiveRefusedError(
        "The target database is not empty: restore into a new, empty database (createdb), so nothing is overwritten.",
      );
    }
    return {
      db: db as unknown as Database,
      migrate: (folder) => migrate(db, { migrationsFolder: folder }),
      close: () => pool.end(),
    };
  }
  const directory = path.resolve(target.dataDir, "pglite");
  if (!(await isEmptyDir(directory))) {
    throw new ArchiveRefusedError(
      `${target.dataDir} already holds a database: restore into an empty DATA_DIR, so nothing is overwritten.`,
    );
  }
  await mkdir(directory, { recursive: true });
  return openLocked(target.dataDir, async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const client = await PGlite.create(directory);
    const db = drizzle(client);
    return {
      db: db as unknown as Database,
      migrate: (folder: string) => migrate(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  });
}

/** A copy of the migrations folder that stops at the archive's schema. */
async function migrationsUpTo(when: number): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "akwaaba-migrations-"));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as {
    entries: { when: number }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.when <= when);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

const INSERT_BATCH_BYTES = 2_000_000;

async function loadTable(
  tx: Pick<Database, "execute">,
  table: string,
  lines: string[],
): Promise<void> {
  let batch: string[] = [];
  let size = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const json = `[${batch.join(",")}]`;
    await tx.execute(
      sql`insert into ${sql.identifier(table)} select * from jsonb_populate_recordset(null::${sql.identifier(table)}, ${json}::jsonb)`,
    );
    batch = [];
    size = 0;
  };
  for (const line of lines) {
    batch.push(line);
    size += line.length;
    if (size >= INSERT_BATCH_BYTES) await flush();
  }
  await flush();
}

/**
 * What was waiting when the backup was taken (docs/decisions/029). A campaign row says "sending"
 * from its fan-out on, so one whose messages were all done had gone out: only one with messages
 * still waiting was interrupted.
 */
async function workWaiting(db: Database): Promise<WorkWaiting> {
  const scheduled = await rowsOf<{ subject: string }>(
    db,
    sql`select subject from campaigns where status = 'scheduled' order by id`,
  );
  const interrupted = await rowsOf<{ subject: string; waiting: number }>(
    db,
    sql`select c.subject, count(*)::int as waiting from campaigns c
          join email_outbox o on o.campaign_id = c.id and o.kind = 'newsletter'
          where c.status = 'sending' and o.status in ('queued', 'sending')
          group by c.id, c.subject order by c.id`,
  );
  const [photos] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from media where status = 'processing'`,
  );
  return {
    scheduledCampaigns: scheduled.map((row) => row.subject),
    interruptedCampaigns: interrupted,
    processingPhotos: photos!.count,
  };
}

/** Restores `file` into the target; throws ArchiveRefusedError for what it will not restore. */
export async function restoreArchive(file: string, target: RestoreTarget): Promise<RestoreSummary> {
  const manifest = await verifyArchive(file);
  const journal = await readMigrationJournal();
  const verdict = schemaVerdict(manifest.schema, journal);
  if (!verdict.ok) throw new ArchiveRefusedError(verdict.reason);
  if (target.mediaDir && !(await isEmptyDir(target.mediaDir))) {
    throw new ArchiveRefusedError(
      `${target.mediaDir} already holds media files: restore into an empty DATA_DIR, so nothing is overwritten.`,
    );
  }

  const connection = await openTarget(target);
  const followUps: string[] = [];
  try {
    const atArchive = await migrationsUpTo(manifest.schema.when);
    try {
      await connection.migrate(atArchive);
    } finally {
      await rm(atArchive, { recursive: true, force: true });
    }

    // Tables in memory, media straight to storage: the archive was checked whole above.
    const tableFiles = new Map(manifest.tables.map((table) => [table.file, table.name]));
    const mediaFiles = new Map(manifest.media.map((item) => [item.file, item.key]));
    const lines = new Map<string, string[]>();
    await readTarGz(file, async (name, bytes) => {
      const table = tableFiles.get(name);
      if (table) {
        lines.set(table, bytes.toString("utf8").split("\n").filter(Boolean));
        return;
      }
      const key = mediaFiles.get(name);
      if (key) await target.storage.put(key, bytes, contentTypeForKey(key));
    });

    const known = new Set(await listTables(connection.db));
    const unknown = manifest.tables.filter((table) => !known.has(table.name));
    if (unknown.length > 0) {
      throw new ArchiveRefusedError(
        `The archive has tables its schema does not: ${unknown.map((table) => table.name).join(", ")}.`,
      );
    }
    const references = await rowsOf<{ child: string; parent: string }>(
      connection.db,
      sql`select c.relname as child, p.relname as parent from pg_constraint k
          join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
          join pg_namespace n on n.oid = k.connamespace
          where k.contype = 'f' and n.nspname = 'public'`,
    );
    const order = parentsFirst(
      manifest.tables.map((table) => table.name),
      references.map((row) => [row.child, row.parent] as const),
    );
    await connection.db.transaction(async (tx) => {
      // Rows a migration inserted (content_state's counter): the archive holds their real values.
      for (const table of [...order].reverse()) {
        await tx.execute(sql`delete from ${sql.identifier(table)}`);
      }
      for (const table of order) {
        await loadTable(tx, table, lines.get(table) ?? []);
        const expected = manifest.tables.find((entry) => entry.name === table)!.rows;
        const [counted] = await rowsOf<{ count: number }>(
          tx,
          sql`select count(*)::int as count from ${sql.identifier(table)}`,
        );
        if (counted!.count !== expected) {
          throw new Error(
            `${table}: ${counted!.count} rows restored, the manifest says ${expected}`,
          );
        }
      }
      for (const sequence of manifest.sequences) {
        if (sequence.value === null) continue;
        await tx.execute(
          sql`select setval(${`public.${sequence.name}`}::regclass, ${sequence.value})`,
        );
      }
    });
    // Whatever this code adds after the archive's schema.
    await connection.migrate(MIGRATIONS_FOLDER);
    followUps.push(...restoreFollowUps(await workWaiting(connection.db)));
    // The Backups tab shows the archive restored as the last backup, rather than none: the
    // archive's backup_runs row is left out of it (docs/decisions/029).
    await insertBackupRun(connection.db, {
      startedAt: new Date(manifest.createdAt),
      finishedAt: new Date(manifest.createdAt),
      trigger: "restore",
      status: "succeeded",
      path: file,
      bytes: (await stat(file)).size,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      mediaFiles: manifest.media.length,
    });
  } finally {
    await connection.close();
  }
  return {
    archive: file,
    createdAt: manifest.createdAt,
    engine: manifest.engine,
    schema: manifest.schema.migration,
    newerMigrations: verdict.newer,
    tables: manifest.tables.map((table) => ({ name: table.name, rows: table.rows })),
    mediaFiles: manifest.media.length,
    followUps,
  };
}
