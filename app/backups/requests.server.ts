// `npm run backup` while a server has the embedded database open: PGlite takes one process, so
// the command cannot read the database itself. It leaves a request file in DATA_DIR; the server
// (which polls for one every second) takes the backup and writes the outcome beside it. Only
// someone who can write DATA_DIR can ask, and they own the data already.
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { errorField, log } from "#app/observability/log.server.ts";

const FOLDER = "backup-requests";
const POLL_MS = 1_000;

export interface RequestOutcome {
  ok: boolean;
  path: string | null;
  error: string | null;
}

async function writeOutcome(dir: string, id: string, outcome: RequestOutcome) {
  const file = path.join(dir, `${id}.result.json`);
  await writeFile(`${file}.tmp`, JSON.stringify(outcome));
  await rename(`${file}.tmp`, file);
}

/** In the server: answers backup requests until the returned function is called. */
export function watchBackupRequests(
  dataDir: string,
  backUp: () => Promise<RequestOutcome>,
): () => void {
  const dir = path.join(dataDir, FOLDER);
  let busy = false;
  let first = true;
  const poll = async () => {
    if (busy) return;
    busy = true;
    try {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return;
      }
      for (const name of names) {
        const id = name.replace(/\.(request|taken)$/, "");
        if (name.endsWith(".taken") && first) {
          // Taken by this directory's previous server, which stopped before answering.
          await writeOutcome(dir, id, {
            ok: false,
            path: null,
            error: "The server stopped while taking the backup; run the command again.",
          });
          await rm(path.join(dir, name), { force: true });
          continue;
        }
        if (!name.endsWith(".request")) continue;
        try {
          await rename(path.join(dir, name), path.join(dir, `${id}.taken`));
        } catch {
          continue;
        }
        await writeOutcome(dir, id, await backUp());
        await rm(path.join(dir, `${id}.taken`), { force: true });
      }
      first = false;
    } catch (error) {
      log.error("Backup requests failed", { error: errorField(error) });
    } finally {
      busy = false;
    }
  };
  void poll();
  const timer = setInterval(() => void poll(), POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * In the command: asks the server holding DATA_DIR for a backup and waits for it; throws with a
 * message when the server goes away or never answers.
 */
export async function requestBackup(
  dataDir: string,
  isServerAlive: () => Promise<boolean>,
  timeoutMs = 3_600_000,
): Promise<RequestOutcome> {
  const dir = path.join(dataDir, FOLDER);
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const result = path.join(dir, `${id}.result.json`);
  await writeFile(path.join(dir, `${id}.request`), JSON.stringify({ at: new Date() }));
  const started = Date.now();
  for (;;) {
    try {
      const outcome = JSON.parse(await readFile(result, "utf8")) as RequestOutcome;
      await rm(result, { force: true });
      return outcome;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    const alive = await isServerAlive();
    if (!alive || Date.now() - started > timeoutMs) {
      await rm(path.join(dir, `${id}.request`), { force: true });
      throw new Error(
        alive
          ? "The server did not take the backup in time; see its log."
          : "The server stopped before taking the backup; run the command again.",
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
