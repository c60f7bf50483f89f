// Taking a backup: the daily job, the dashboard's "Back up now" and `npm run backup` (which asks
// the server that holds the embedded database). Each run flushes the in-memory counters, writes
// one archive to the operator's folder (app/backups/archive.server.ts), copies it to the bucket,
// prunes by retention, and records its outcome in backup_runs with its audit entry in one
// transaction; listeners hear of a failed run (the alert e-mail).
import { constants } from "node:fs";
import { access, mkdir } from "node:fs/promises";
import type { backupRuns } from "#db/schema.ts";
import type { Manifest } from "#app/domain/operations/backup-manifest.ts";
import { applyRetention } from "#app/domain/operations/backup-retention.ts";
import { getEnv } from "#app/env.server.ts";
import { writeBackupArchive } from "#app/backups/archive.server.ts";
import {
  backupBucket,
  backupFolder,
  insertBackupRun,
  pruneArchives,
  retention,
  type BackupRun,
} from "#app/backups/backups.server.ts";
import { watchBackupRequests } from "#app/backups/requests.server.ts";
import { recordAudit, SYSTEM, type Actor } from "#app/models/audit-log.server.ts";
import { getDb, getEngine } from "#app/models/db.server.ts";
import { mediaStorage } from "#app/models/media.server.ts";
import { flushSearchCounts } from "#app/models/search-counts.server.ts";
import { errorField, log } from "#app/observability/log.server.ts";

export type BackupTrigger = "schedule" | "operator" | "command";

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
      error: backupWarnings(written.manifest),
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
    const inserted = await insertBackupRun(tx, {
      startedAt,
      trigger,
      ...outcome,
      finishedAt: new Date(),
    });
    const isTaken = inserted.status === "succeeded";
    await recordAudit(
      actor,
      `backup ${isTaken ? "taken" : "failed"} (${TRIGGER_WORDS[trigger]})`,
      isTaken
        ? {
            archive: { from: null, to: inserted.path },
            bytes: { from: null, to: inserted.bytes },
          }
        : { error: { from: null, to: inserted.error } },
      tx,
    );
    return inserted;
  });
  if (run.status === "failed") {
    for (const listener of failureListeners) {
      await Promise.resolve(listener(run)).catch((error: unknown) =>
        log.error("Backup failure listener failed", { error: errorField(error) }),
      );
    }
  }
  return run;
}

/**
 * What an archive that was written still warns of: media missing from storage, and an audit
 * chain that did not verify or lost the head the previous backup recorded (docs/decisions/034).
 */
function backupWarnings(manifest: Manifest): string | null {
  const warnings = [
    ...(manifest.missingMedia.length
      ? [
          `${manifest.missingMedia.length} media files named in the database were missing from storage.`,
        ]
      : []),
    ...(manifest.audit?.problems.map((problem) => `Audit log: ${problem}`) ?? []),
  ];
  return warnings.length > 0 ? warnings.join(" ") : null;
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
