// Backup benchmark: for the seeded site and for 10,000 hotels (generated in a scratch DATA_DIR on
// the embedded database, or in scratch PostgreSQL databases beside DATABASE_URL's when it is set),
// times a backup and a restore into an empty place and prints the archive's size. Runs the same
// functions as `npm run backup` and `npm run restore`, in process (Node's start-up and the
// command's own migration check are not counted).
//   npm run bench:backup   (BENCH_HOTELS=10000 by default)
import { rmSync } from "node:fs";
import path from "node:path";
import { makeDataDir } from "#tests/server-process.ts";
import { scratchDatabase } from "#tests/backup-tools.ts";

const TOTAL_HOTELS = Number(process.env.BENCH_HOTELS ?? 10_000);

const baseUrl = process.env.DATABASE_URL;
const scratch = baseUrl ? await scratchDatabase(baseUrl, "akwaaba_bench_backup_src") : null;
const dataDir = makeDataDir();
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = scratch?.url ?? "";

const { getDb, closeDb } = await import("#app/models/db.server.ts");
const { seedDatabase } = await import("#app/seed/seed.server.ts");
const { runDataMigrations } = await import("#app/seed/data-migrations.server.ts");
const { addSyntheticHotels } = await import("#scripts/synthetic-hotels.ts");
const { writeBackupArchive } = await import("#app/backups/archive.server.ts");
const { restoreArchive } = await import("#app/backups/restore.server.ts");
const { createDiskStorage } = await import("#app/media/storage.server.ts");

interface Figures {
  site: string;
  hotels: number;
  rows: number;
  backupMs: number;
  restoreMs: number;
  archiveBytes: number;
}

async function measure(site: string): Promise<Figures> {
  const db = await getDb();
  let started = performance.now();
  const written = await writeBackupArchive({
    db,
    engine: baseUrl ? "postgres" : "pglite",
    storage: createDiskStorage(path.join(dataDir, "media")),
    targetDir: path.join(dataDir, "backups"),
  });
  const backupMs = performance.now() - started;
  const target = makeDataDir();
  const targetDb = baseUrl ? await scratchDatabase(baseUrl, "akwaaba_bench_backup_dst") : null;
  started = performance.now();
  await restoreArchive(written.path, {
    dataDir: target,
    databaseUrl: targetDb?.url,
    storage: createDiskStorage(path.join(target, "media")),
    mediaDir: path.join(target, "media"),
  });
  const restoreMs = performance.now() - started;
  rmSync(target, { recursive: true, force: true });
  await targetDb?.drop();
  const table = (name: string) => written.manifest.tables.find((entry) => entry.name === name);
  return {
    site,
    hotels: table("hotels")?.rows ?? 0,
    rows: written.manifest.tables.reduce((sum, entry) => sum + entry.rows, 0),
    backupMs,
    restoreMs,
    archiveBytes: written.bytes,
  };
}

const results: Figures[] = [];
try {
  const db = await getDb();
  await runDataMigrations(db);
  const seeded = await seedDatabase(db);
  results.push(await measure("seeded site"));

  await addSyntheticHotels(db, TOTAL_HOTELS - seeded.hotels);
  results.push(await measure(`${TOTAL_HOTELS.toLocaleString("en")} hotels`));
} finally {
  await closeDb();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nBackup and restore on ${baseUrl ? "PostgreSQL" : "the embedded database"} (in process; machine shared):`,
);
console.table(
  results.map((row) => ({
    site: row.site,
    hotels: row.hotels,
    "rows (all tables)": row.rows,
    "backup (s)": (row.backupMs / 1000).toFixed(2),
    "restore (s)": (row.restoreMs / 1000).toFixed(2),
    "archive (KB)": Math.round(row.archiveBytes / 1024),
  })),
);
process.exit(0);
