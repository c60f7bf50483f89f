// `npm run backup`: writes one archive of the database and media to the backup folder and prints
// its path as the last line. Reads the server's environment (DATA_DIR or DATABASE_URL). While a
// server has the embedded database open, that server takes the backup (docs/decisions/029).
import path from "node:path";
import { envOrFail, fail } from "#scripts/script-env.ts";
import { lockHolder } from "#app/models/data-dir-lock.server.ts";
import { requestBackup } from "#app/backups/requests.server.ts";

const env = envOrFail();

const dataDir = path.resolve(env.DATA_DIR);
const found = env.DATABASE_URL ? null : await lockHolder(dataDir);
if (found && !found.reachable) {
  fail(
    `The database in ${env.DATA_DIR} is open by a server on ${found.holder.host}: run the backup there, or use "Back up now" in the dashboard.`,
  );
}
if (found) {
  const who = found.holder ? ` (process ${found.holder.pid} on ${found.holder.host})` : "";
  console.log(`The server${who} has the database open: it takes the backup.`);
  const outcome = await requestBackup(
    env.DATA_DIR,
    async () => (await lockHolder(dataDir))?.reachable === true,
  ).catch((error: unknown) => fail((error as Error).message));
  if (!outcome.ok || !outcome.path) fail(`Backup failed: ${outcome.error ?? "no archive"}`);
  if (outcome.error) console.warn(`Warning: ${outcome.error}`);
  console.log(outcome.path);
  process.exit(0);
}

const { runBackup } = await import("#app/use-cases/system/run-backup.server.ts");
const { closeDb } = await import("#app/models/db.server.ts");
const run = await runBackup("command").catch((error: unknown) => fail((error as Error).message));
await closeDb();
if (run.status !== "succeeded" || !run.path) fail(`Backup failed: ${run.error ?? "no archive"}`);
if (run.error) console.warn(`Warning: ${run.error}`);
console.log(
  `Backed up ${run.rows ?? 0} rows and ${run.mediaFiles ?? 0} media files (${((run.bytes ?? 0) / 1_048_576).toFixed(1)} MB).`,
);
console.log(run.path);
process.exit(0);
