// Where backups are and what became of them: the operator's folder and bucket, the archives in
// the folder, pruning by retention, and the backup_runs table. Taking a backup is a use-case
// (app/use-cases/system/run-backup.server.ts); archives are written by app/backups/archive.server.ts.
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { desc } from "drizzle-orm";
import { backupRuns } from "#db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { applyRetention } from "#app/domain/operations/backup-retention.ts";
import { archiveTime } from "#app/backups/archive.server.ts";
import { createArchiveBucket, type ArchiveBucket } from "#app/backups/bucket.server.ts";
import { getDb, type Database } from "#app/models/db.server.ts";
import { loadBackupSettings } from "#app/models/settings.server.ts";

export type BackupRun = typeof backupRuns.$inferSelect;

/** What the System tab and /metrics show about the newest backup. */
export interface LastBackup {
  at: Date;
  status: "succeeded" | "failed";
  bytes: number | null;
  error: string | null;
  path: string | null;
  /** The off-site copy's s3:// address, when a bucket is set. */
  copiedTo: string | null;
}

/** Where archives go: the operator's folder, else BACKUP_DIR, else DATA_DIR/backups. */
export async function backupFolder(): Promise<string> {
  const settings = await loadBackupSettings();
  const env = getEnv();
  return path.resolve(settings.folder || env.BACKUP_DIR || path.join(env.DATA_DIR, "backups"));
}

/** The archives in the folder, newest first. */
export async function listArchives(folder?: string) {
  const dir = folder ?? (await backupFolder());
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const archives = [];
  for (const name of names) {
    const createdAt = archiveTime(name);
    if (!createdAt) continue;
    const file = path.join(dir, name);
    archives.push({ name, path: file, createdAt, bytes: (await stat(file)).size });
  }
  return archives.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** The operator's off-site bucket, with the environment's credentials; null when none is set. */
export async function backupBucket(): Promise<ArchiveBucket | null> {
  const { bucket } = await loadBackupSettings();
  if (!bucket) return null;
  const env = getEnv();
  return createArchiveBucket({
    location: bucket,
    endpoint: env.BACKUP_S3_ENDPOINT ?? env.MEDIA_S3_ENDPOINT,
    region: env.BACKUP_S3_REGION ?? env.MEDIA_S3_REGION,
    accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID ?? env.MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY ?? env.MEDIA_S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.BACKUP_S3_FORCE_PATH_STYLE
      ? env.BACKUP_S3_FORCE_PATH_STYLE === "true"
      : env.MEDIA_S3_FORCE_PATH_STYLE,
  });
}

/** How many daily and weekly archives the operator keeps. */
export async function retention() {
  const settings = await loadBackupSettings();
  return { daily: Number(settings.daily), weekly: Number(settings.weekly) };
}

/** Long enough that no backup still running can own the leftover. */
const LEFTOVER_AGE_MS = 6 * 3_600_000;

/** Removes archives beyond retention, and old leftovers of killed runs. */
export async function pruneArchives(folder: string): Promise<void> {
  const { remove } = applyRetention(await listArchives(folder), await retention());
  for (const archive of remove) await rm(archive.path, { force: true });
  // What a backup killed part-way leaves: its staging folder and its unfinished archive.
  for (const name of await readdir(folder)) {
    if (!name.startsWith(".staging-") && !name.endsWith(".partial")) continue;
    const file = path.join(folder, name);
    const { mtimeMs } = await stat(file);
    if (Date.now() - mtimeMs > LEFTOVER_AGE_MS) await rm(file, { recursive: true, force: true });
  }
}

/** Records a finished run, in the caller's transaction. */
export async function insertBackupRun(
  writer: Pick<Database, "insert">,
  run: typeof backupRuns.$inferInsert,
): Promise<BackupRun> {
  const [inserted] = await writer.insert(backupRuns).values(run).returning();
  return inserted!;
}

export async function listBackupRuns(limit = 20): Promise<BackupRun[]> {
  const db = await getDb();
  return db.select().from(backupRuns).orderBy(desc(backupRuns.finishedAt)).limit(limit);
}

/** The newest backup run, for the System tab and /metrics; null before the first. */
export async function getLastBackup(): Promise<LastBackup | null> {
  const [run] = await listBackupRuns(1);
  if (!run) return null;
  return {
    at: run.finishedAt,
    status: run.status === "succeeded" ? "succeeded" : "failed",
    bytes: run.bytes,
    error: run.error,
    path: run.path,
    copiedTo: run.copiedTo,
  };
}
