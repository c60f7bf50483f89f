// What /metrics, the System tab and the daily digest read about the last backup and the content
// snapshot, in the words they share (issue 27).
import { getLastBackup } from "#app/backups/backups.server.ts";
import { getContentReloadStatus } from "#app/models/content-snapshot/serve.server.ts";

export interface BackupStatus {
  /** When the backup finished (or failed). */
  at: Date;
  sizeBytes: number | null;
  result: "ok" | "failed";
  error: string | null;
}

/** The last backup, or null before the first one. */
export async function lastBackupStatus(): Promise<BackupStatus | null> {
  const last = await getLastBackup();
  if (!last) return null;
  return {
    at: last.at,
    sizeBytes: last.bytes,
    result: last.status === "succeeded" ? "ok" : "failed",
    error: last.error,
  };
}

/** Seconds the last content snapshot reload took, or null before the first one. */
export function lastContentReloadSeconds(): number | null {
  const { lastReloadMs } = getContentReloadStatus();
  return lastReloadMs === null ? null : lastReloadMs / 1000;
}
