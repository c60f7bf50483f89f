// The embedded database takes one process: two servers on one DATA_DIR both accept writes
// without seeing each other's and leave a directory that cannot be opened again (issue 27). The
// server holding DATA_DIR listens on a Unix socket there, `server.sock`. Whoever can connect knows
// the holder lives: from another PID namespace or container on the same volume, where its process
// id means nothing (issue 39), and while it is paused, since the kernel accepts the connection.
// Only a refused connection proves the holder died; what it left is then taken over.
// docs/decisions/038 explains the races this guards against.
import { randomBytes } from "node:crypto";
import {
  closeSync,
  linkSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import { hostname } from "node:os";
import path from "node:path";

/** The lock: a hard link to the holding server's listening socket. */
export const LOCK_SOCKET = "server.sock";
/** Who holds the lock, for messages and for a volume shared with another machine. */
export const HOLDER_FILE = "server.lock";
// Each process listens under a name of its own and only then links `server.sock` to it, so that
// name never shows a socket that is bound but not yet listening (which would refuse, as if dead).
const OWN_SOCKET = /^server-[0-9a-f]{16}\.sock$/;
// Dead leftovers are removed only by whoever holds `<name>.takeover`; a dead guard by whoever
// holds its own guard, and so on: each level needs one more crash in the middle of a takeover.
const GUARD = ".takeover";
const MAX_GUARDS = 4;
// A socket address holds 108 bytes on Linux and 104 on macOS, with its final NUL.
const MAX_SOCKET_ADDRESS = 100;

export interface Holder {
  pid: number;
  host: string;
  /** The kernel's boot id: the same in every container of one machine, new at each boot. */
  bootId: string;
  startedAt: string;
}

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

interface OwnSocket {
  server: net.Server;
  file: string;
  dev: bigint;
  ino: bigint;
}

type Claimed = "mine" | "live" | "busy" | { elsewhere: Holder };

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

function unlinkIfThere(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if (errorCode(error) !== "ENOENT") throw error;
  }
}

function bootId(): string {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return "";
  }
}

function thisHolder(): Holder {
  return {
    pid: process.pid,
    host: hostname(),
    bootId: bootId(),
    startedAt: new Date().toISOString(),
  };
}

/**
 * Whether `holder` ran under this kernel, where a refused connection proves it gone. Across
 * machines sharing a volume nothing can be probed: a different host name and boot id keep the
 * directory shut until someone deletes the socket.
 */
function ranHere(holder: Holder): boolean {
  const boot = bootId();
  return (boot !== "" && holder.bootId === boot) || holder.host === hostname();
}

function readHolder(directory: string): Holder | null {
  try {
    const holder = JSON.parse(
      readFileSync(path.join(directory, HOLDER_FILE), "utf8"),
    ) as Partial<Holder>;
    if (typeof holder.pid !== "number" || typeof holder.host !== "string") return null;
    return {
      pid: holder.pid,
      host: holder.host,
      bootId: String(holder.bootId ?? ""),
      startedAt: String(holder.startedAt ?? ""),
    };
  } catch {
    return null;
  }
}

function writeHolder(directory: string, holder: Holder): void {
  const file = path.join(directory, HOLDER_FILE);
  const draft = `${file}.${randomBytes(4).toString("hex")}`;
  writeFileSync(draft, JSON.stringify(holder));
  renameSync(draft, file);
}

/** Runs `use` with an address of `name` in `directory` short enough for a socket. */
async function withAddress<T>(
  directory: string,
  name: string,
  use: (address: string) => Promise<T>,
): Promise<T> {
  const address = path.join(directory, name);
  if (Buffer.byteLength(address) <= MAX_SOCKET_ADDRESS) return use(address);
  if (process.platform !== "linux") {
    throw new Error(
      `DATA_DIR ${directory} is too long a path for the server's lock socket: choose a shorter one.`,
    );
  }
  // /proc names the directory through a descriptor in a few bytes, wherever it lies.
  const descriptor = openSync(directory, "r");
  try {
    return await use(`/proc/self/fd/${descriptor}/${name}`);
  } finally {
    closeSync(descriptor);
  }
}

/** Whether a process listens on socket `name`: "dead" only when the kernel refuses. */
async function probe(directory: string, name: string): Promise<"live" | "dead" | "absent"> {
  try {
    return await withAddress(
      directory,
      name,
      (address) =>
        new Promise((resolve) => {
          const socket = net.connect(address);
          socket.once("connect", () => {
            socket.destroy();
            resolve("live");
          });
          socket.once("error", (error) => {
            const code = errorCode(error);
            // Anything but a refusal (a full backlog answers EAGAIN) may be a live holder.
            resolve(code === "ENOENT" ? "absent" : code === "ECONNREFUSED" ? "dead" : "live");
          });
        }),
    );
  } catch (error) {
    if (errorCode(error) === "ENOENT") return "absent";
    throw error;
  }
}

async function listenInside(directory: string): Promise<OwnSocket> {
  const name = `server-${randomBytes(8).toString("hex")}.sock`;
  // Connections are only ever probes: being accepted is the whole answer.
  const server = net.createServer((socket) => socket.destroy());
  await withAddress(
    directory,
    name,
    (address) =>
      new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(address, () => {
          server.off("error", reject);
          resolve();
        });
      }),
  );
  // A failed accept (no descriptors left) costs one probe its answer: the socket still listens.
  server.on("error", () => {});
  // The lock does not keep a process alive.
  server.unref();
  const file = path.join(directory, name);
  try {
    const { dev, ino } = lstatSync(file, { bigint: true });
    return { server, file, dev, ino };
  } catch (error) {
    server.close();
    // Bound but not yet listening, our socket refuses like a dead one, and the holder's sweep
    // (which runs only while it holds the lock) removes it: the directory is taken.
    if (errorCode(error) === "ENOENT") throw refusal(directory, "busy");
    throw error;
  }
}

function isOwn(file: string, own: OwnSocket): boolean {
  try {
    const { dev, ino } = lstatSync(file, { bigint: true });
    return dev === own.dev && ino === own.ino;
  } catch {
    return false;
  }
}

/**
 * Links `name` to our socket unless a live one holds it. A dead one is removed only under its
 * guard: once probed dead, a socket stays dead and `name` can change only through the guard's
 * holder, so two takeovers never remove each other's fresh link.
 */
async function claim(directory: string, name: string, own: OwnSocket, depth = 0): Promise<Claimed> {
  const file = path.join(directory, name);
  for (let attempt = 0; attempt < 10; attempt++) {
    try {
      linkSync(own.file, file);
      return "mine";
    } catch (error) {
      // Our socket swept away by the holder, as in listenInside: the directory is taken.
      if (errorCode(error) === "ENOENT") return "busy";
      if (errorCode(error) !== "EEXIST") throw error;
    }
    const found = await probe(directory, name);
    if (found === "live") return depth === 0 ? "live" : "busy";
    if (found === "absent") continue;
    if (depth === 0) {
      const holder = readHolder(directory);
      if (holder && !ranHere(holder)) return { elsewhere: holder };
    }
    if (depth === MAX_GUARDS) {
      throw new DataDirInUseError(
        `Could not take over ${directory}: ${MAX_GUARDS} servers stopped there while taking it over. With no server running on it, delete the files named ${LOCK_SOCKET}* in it and start again.`,
      );
    }
    const guard = `${name}${GUARD}`;
    if ((await claim(directory, guard, own, depth + 1)) !== "mine") return "busy";
    try {
      if ((await probe(directory, name)) === "dead") unlinkIfThere(file);
    } finally {
      unlinkSync(path.join(directory, guard));
    }
  }
  return "busy";
}

function refusal(directory: string, claimed: Exclude<Claimed, "mine">): DataDirInUseError {
  const oneProcess =
    "The embedded database takes one process: stop that server first, or set DATABASE_URL to run several on PostgreSQL.";
  if (claimed === "busy") {
    return new DataDirInUseError(
      `Another server is opening the database in ${directory} at this moment. ${oneProcess}`,
    );
  }
  if (claimed === "live") {
    const holder = readHolder(directory);
    const who = holder
      ? ` (process ${holder.pid} on ${holder.host}, started ${holder.startedAt})`
      : "";
    return new DataDirInUseError(
      `The database in ${directory} is in use by another server${who}. ${oneProcess}`,
    );
  }
  const { host, pid, startedAt } = claimed.elsewhere;
  return new DataDirInUseError(
    `The database in ${directory} is in use by a server on ${host} (process ${pid}, started ${startedAt}). ${oneProcess} If no server runs there any more, delete ${path.join(directory, LOCK_SOCKET)}.`,
  );
}

/** Dead sockets of processes that stopped while starting: their names are never used again. */
async function sweep(directory: string): Promise<void> {
  for (const name of readdirSync(directory)) {
    if (OWN_SOCKET.test(name) && (await probe(directory, name)) === "dead") {
      unlinkIfThere(path.join(directory, name));
    }
  }
}

/**
 * Who holds the directory: a live server on this machine (reachable: it answers on the socket),
 * one another machine left its mark from (not reachable: it cannot be probed), or nobody.
 */
export async function lockHolder(
  directory: string,
): Promise<
  { reachable: true; holder: Holder | null } | { reachable: false; holder: Holder } | null
> {
  const found = await probe(directory, LOCK_SOCKET);
  if (found === "live") return { reachable: true, holder: readHolder(directory) };
  const holder = found === "dead" ? readHolder(directory) : null;
  return holder && !ranHere(holder) ? { reachable: false, holder } : null;
}

/** Takes the directory's lock for this process, or throws a message saying what to do. */
export async function lockDataDir(directory: string): Promise<() => void> {
  const own = await listenInside(directory);
  let claimed: Claimed;
  try {
    claimed = await claim(directory, LOCK_SOCKET, own);
  } catch (error) {
    own.server.close();
    throw error;
  } finally {
    // Held, the lock is the link `server.sock`; our own name is no longer needed.
    unlinkIfThere(own.file);
  }
  if (claimed !== "mine") {
    own.server.close();
    throw refusal(directory, claimed);
  }
  writeHolder(directory, thisHolder());
  await sweep(directory);

  const lock = path.join(directory, LOCK_SOCKET);
  const release = () => {
    // While `server.sock` is ours nobody else holds the directory, so the holder file is ours.
    if (isOwn(lock, own)) {
      unlinkIfThere(path.join(directory, HOLDER_FILE));
      unlinkIfThere(lock);
    }
    own.server.close();
  };
  process.once("exit", release);
  return () => {
    process.off("exit", release);
    release();
  };
}

/**
 * Opens what must hold DATA_DIR's lock (the embedded database, a restore's target): the lock is
 * taken first and released when opening fails, or when what was opened is closed.
 */
export async function openLocked<Opened extends { close: () => Promise<void> }>(
  dataDir: string,
  open: () => Promise<Opened>,
): Promise<Opened> {
  const unlock = await lockDataDir(dataDir);
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
