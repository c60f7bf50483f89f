// Backups as the site runs them: the daily job, the dashboard's "Back up now", `npm run backup`.
// Each run writes one archive (app/backups/archive.server.ts), records its outcome in backup_runs,
// prunes old archives by the operator's retention, and tells listeners when it failed.
import { constants } from "node:fs";
import { access, mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { desc } from "drizzle-orm";
import { backupRuns } from "#db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { applyRetention } from "#app/domain/backup-retention.ts";
import { archiveTime, writeBackupArchive } from "#app/backups/archive.server.ts";
import { watchBackupRequests } from "#app/backups/requests.server.ts";
import { createArchiveBucket, type ArchiveBucket } from "#app/backups/bucket.server.ts";
import { flushClicks } from "#app/models/clicks.server.ts";
import { recordAudit, SYSTEM, type Actor } from "#app/models/audit-log.server.ts";
import { getDb, getEngine } from "#app/models/db.server.ts";
import { mediaStorage } from "#app/models/media.server.ts";
import { flushSearchCounts } from "#app/models/search-counts.server.ts";
import { loadBackupSettings } from "#app/models/settings.server.ts";
import { errorField, log } from "#app/observability/log.server.ts";

export type BackupTrigger = "schedule" | "operator" | "command";

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

type FailureListener = (run: BackupRun) => Promise<void> | void;
const failureListeners = new Set<FailureListener>();

/**
 * Calls `listener` with every failed run, in the process that ran it (the alert e-mail hooks in
 * here). Answers a function that removes it.
 */
export function onBackupFailed(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
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

async function retention() {
  const settings = await loadBackupSettings();
  return { daily: Number(settings.daily), weekly: Number(settings.weekly) };
}

/** Long enough that no backup still running can own the leftover. */
const LEFTOVER_AGE_MS = 6 * 3_600_000;

async function pruneArchives(folder: string): Promise<void> {
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

let running: Promise<BackupRun> | undefined;

const TRIGGER_WORDS: Record<BackupTrigger, string> = {
  schedule: "daily",
  operator: "Back up now",
  command: "npm run backup",
};

/**
 * Takes a backup now and records how it went, in backup_runs and the audit log (the person who
 * pressed Back up now; "system" for the daily run and the command). One at a time per process: a
 * second call while one runs gets the same run. Never throws for a failed backup: the failure is
 * the answered run.
 */
export function runBackup(trigger: BackupTrigger, actor: Actor = SYSTEM): Promise<BackupRun> {
  running ??= takeBackup(trigger, actor).finally(() => {
    running = undefined;
  });
  return running;
}

async function takeBackup(trigger: BackupTrigger, actor: Actor): Promise<BackupRun> {
  const startedAt = new Date();
  let outcome: Omit<typeof backupRuns.$inferInsert, "startedAt" | "trigger">;
  try {
    // Counters held in memory for a moment belong in the snapshot too.
    await flushClicks();
    await flushSearchCounts();
    const folder = await backupFolder();
    try {
      await mkdir(folder, { recursive: true });
      await access(folder, constants.W_OK);
    } catch (error) {
      throw new Error(
        `The backup folder ${folder} cannot be written (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): choose another on the Backups tab or set BACKUP_DIR.`,
      );
    }
    const written = await writeBackupArchive({
      db: await getDb(),
      engine: await getEngine(),
      storage: mediaStorage(),
      targetDir: folder,
      now: startedAt,
    });
    // The copy off the machine: without it a dead disk takes the backups with the database.
    let copiedTo: string | null = null;
    const bucket = await backupBucket();
    if (bucket) {
      try {
        copiedTo = await bucket.upload(written.path);
        const { remove } = applyRetention(await bucket.list(), await retention());
        for (const archive of remove) await bucket.remove(archive);
      } catch (error) {
        throw Object.assign(
          new Error(
            `The archive was written to ${written.path} but not copied to the bucket: ${(error as Error).message}`,
          ),
          { path: written.path },
        );
      }
    }
    outcome = {
      status: "succeeded",
      path: written.path,
      copiedTo,
      bytes: written.bytes,
      rows: written.manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      mediaFiles: written.manifest.media.length,
      error: written.manifest.missingMedia.length
        ? `${written.manifest.missingMedia.length} media files named in the database were missing from storage.`
        : null,
    };
    try {
      await pruneArchives(folder);
    } catch (error) {
      log.error("Backup: could not delete old archives", { error: errorField(error) });
    }
  } catch (error) {
    log.error("Backup failed", { error: errorField(error) });
    outcome = {
      status: "failed",
      path: (error as { path?: string }).path ?? null,
      error: (error as Error).message || String(error),
    };
  }
  const db = await getDb();
  const run = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(backupRuns)
      .values({ startedAt, trigger, ...outcome, finishedAt: new Date() })
      .returning();
    const isTaken = inserted!.status === "succeeded";
    await recordAudit(
      actor,
      `backup ${isTaken ? "taken" : "failed"} (${TRIGGER_WORDS[trigger]})`,
      isTaken
        ? {
            archive: { from: null, to: inserted!.path },
            bytes: { from: null, to: inserted!.bytes },
          }
        : { error: { from: null, to: inserted!.error } },
      tx,
    );
    return inserted;
  });
  if (run!.status === "failed") {
    for (const listener of failureListeners) {
      await Promise.resolve(listener(run!)).catch((error: unknown) =>
        log.error("Backup failure listener failed", { error: errorField(error) }),
      );
    }
  }
  return run!;
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

let stopAnswering: (() => void) | undefined;

/** On the embedded database: takes the backups `npm run backup` asks this server for. */
export async function answerBackupCommands(): Promise<void> {
  if (stopAnswering || (await getEngine()) !== "pglite") return;
  stopAnswering = watchBackupRequests(getEnv().DATA_DIR, async () => {
    const run = await runBackup("command");
    return { ok: run.status === "succeeded", path: run.path, error: run.error };
  });
}
