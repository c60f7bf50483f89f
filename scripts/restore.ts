// `npm run restore -- <archive>`: restores a backup into an empty DATA_DIR (or, with DATABASE_URL,
// an empty PostgreSQL database, as DATABASE_OWNER_URL's role when set, so the tables are the
// owner's and the serving role gets its grants at the next start). Refuses a damaged archive, one from a newer schema, and a target
// that already holds data, each with one line saying why; then applies newer migrations and
// prints what it restored.
import path from "node:path";
import { envOrFail, fail } from "#scripts/script-env.ts";

const file = process.argv[2];
if (!file) fail("Usage: npm run restore -- <archive.tar.gz>");

const env = envOrFail();

const { restoreArchive } = await import("#app/backups/restore.server.ts");
const { ArchiveRefusedError } = await import("#app/backups/archive.server.ts");
const { DataDirInUseError } = await import("#app/models/data-dir-lock.server.ts");
const { mediaStorage } = await import("#app/models/media.server.ts");
const started = Date.now();
const summary = await restoreArchive(path.resolve(file), {
  dataDir: path.resolve(env.DATA_DIR),
  databaseUrl: env.DATABASE_URL ? (env.DATABASE_OWNER_URL ?? env.DATABASE_URL) : undefined,
  storage: mediaStorage(),
  mediaDir: env.MEDIA_S3_BUCKET ? null : path.resolve(env.DATA_DIR, "media"),
}).catch((error: unknown) => {
  if (error instanceof ArchiveRefusedError || error instanceof DataDirInUseError) {
    fail((error as Error).message);
  }
  fail(
    `Restore failed: ${(error as Error).message}. The target may hold part of the archive: empty it (${env.DATABASE_URL ? "drop and create the database" : "delete DATA_DIR's pglite and media folders"}) before trying again.`,
  );
});

const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0);
const target = env.DATABASE_URL ? "the PostgreSQL database" : path.resolve(env.DATA_DIR);
console.log(`Restored ${summary.archive}`);
console.log(
  `  taken ${summary.createdAt} on ${summary.engine === "pglite" ? "the embedded database" : "PostgreSQL"}, schema ${summary.schema}`,
);
for (const table of summary.tables) console.log(`  ${table.name}: ${table.rows} rows`);
console.log(
  `  migrations since the backup: ${summary.newerMigrations.length ? summary.newerMigrations.join(", ") : "none"}`,
);
console.log(
  `into ${target}: ${summary.tables.length} tables, ${rows} rows, ${summary.mediaFiles} media files, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
for (const followUp of summary.followUps) console.log(`Next: ${followUp}`);
process.exit(0);
