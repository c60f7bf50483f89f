// The daily backup at the operator's time (Settings, Backups tab). A failed run is recorded and
// alerted, not retried: what fails a backup (a full disk, a missing folder) wants the operator.
import { dailyCron } from "#app/domain/operations/backup-settings.ts";
import { startQueue, type RecurringJob } from "#app/jobs/queue.server.ts";

/** The daily backup at `time` ("HH:MM", Accra). */
export function dailyBackup(time: string): RecurringJob {
  return { name: "backup", cron: dailyCron(time) };
}

/** Moves the daily backup to a new time in every process (pg-boss keeps one schedule). */
export async function rescheduleBackups(time: string): Promise<void> {
  const { name, cron } = dailyBackup(time);
  const boss = await startQueue();
  await boss.schedule(name, cron, null, { tz: "Africa/Accra", missed: "once" });
}
