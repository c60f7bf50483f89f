// The embedded database takes one process: two servers on one DATA_DIR both accept writes
// without seeing each other's and leave a directory that cannot be opened again (issue 27). The
// first server holds a lock file naming its process; a second refuses to start. A lock left by a
// process that is gone (a crash, a kill) is taken over.
import { hostname } from "node:os";
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE = "server.lock";

export interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

/** Whether process `pid` is alive on this machine (it may belong to another user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(file, "utf8")) as Partial<Holder>;
    if (typeof holder.pid !== "number" || typeof holder.host !== "string") return null;
    return { pid: holder.pid, host: holder.host, startedAt: String(holder.startedAt ?? "") };
  } catch {
    return null;
  }
}

/** The live server holding the directory's lock, if any (`npm run backup` asks it for a backup). */
export function liveLockHolder(directory: string): Holder | null {
  const holder = readHolder(path.join(directory, LOCK_FILE));
  if (!holder || holder.pid === process.pid) return null;
  if (holder.host !== hostname() || isRunning(holder.pid)) return holder;
  return null;
}

/** Takes the directory's lock for this process, or throws a message saying what to do. */
export function lockDataDir(directory: string): () => void {
  const file = path.join(directory, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: "wx" });
      const release = () => {
        if (readHolder(file)?.pid === me.pid) unlinkSync(file);
      };
      process.once("exit", release);
      return () => {
        process.off("exit", release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readHolder(file);
    if (holder && holder.host !== me.host) {
      throw new DataDirInUseError(
        `The database in ${directory} is in use by a server on ${holder.host} (process ${holder.pid}, started ${holder.startedAt}). The embedded database takes one process: stop that server, or set DATABASE_URL to run several on PostgreSQL. If no server runs there any more, delete ${file}.`,
      );
    }
    if (holder && holder.pid !== me.pid && isRunning(holder.pid)) {
      throw new DataDirInUseError(
        `The database in ${directory} is in use by another server (process ${holder.pid}, started ${holder.startedAt}). The embedded database takes one process: stop that server first, or set DATABASE_URL to run several on PostgreSQL.`,
      );
    }
    // Left by a process that is gone: take it over.
    unlinkSync(file);
  }
  throw new DataDirInUseError(
    `Could not lock ${directory}: another server took it while starting.`,
  );
}

/**
 * Opens what must hold DATA_DIR's lock (the embedded database, a restore's target): the lock is
 * taken first and released when opening fails, or when what was opened is closed.
 */
export async function openLocked<Opened extends { close: () => Promise<void> }>(
  dataDir: string,
  open: () => Promise<Opened>,
): Promise<Opened> {
  const unlock = lockDataDir(dataDir);
  try {
    const opened = await open();
    return {
      ...opened,
      close: async () => {
        await opened.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
