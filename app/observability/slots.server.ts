// INTEGRATOR SLOTS (issue 27). Two facts other parts of the issue provide, not yet on this branch:
// the last backup (the backups part's getLastBackup()) and how long the last content snapshot
// reload took (getContentReloadStatus() in app/models/content-cache.server.ts). /metrics, the
// System tab and the daily digest read them only through these functions; replace the bodies.

export interface BackupStatus {
  /** When the backup finished (or failed). */
  at: Date;
  sizeBytes: number | null;
  result: "ok" | "failed";
  error: string | null;
}

/** The last backup, or null before the first one. */
export async function lastBackupStatus(): Promise<BackupStatus | null> {
  // INTEGRATOR: return getLastBackup() once the backups part is merged.
  return null;
}

/** Seconds the last content snapshot reload took, or null when not known. */
export function lastContentReloadSeconds(): number | null {
  // INTEGRATOR: return getContentReloadStatus()'s duration once the content part is merged.
  return null;
}
