import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  DataDirInUseError,
  HOLDER_FILE,
  LOCK_SOCKET,
  lockDataDir,
  lockHolder,
} from "#app/models/data-dir-lock.server.ts";

const directories: string[] = [];
const children: ChildProcess[] = [];

function aDirectory(): string {
  const directory = mkdtempSync(path.join(tmpdir(), "akwaaba-lock-"));
  directories.push(directory);
  return directory;
}

afterEach(() => {
  for (const child of children.splice(0)) {
    child.kill("SIGCONT");
    child.kill("SIGKILL");
  }
  for (const directory of directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

/** Another process taking `directory`'s lock: resolves with it once it says "locked" or why not. */
async function anotherProcess(directory: string): Promise<{ child: ChildProcess; said: string }> {
  const script = `
    const { lockDataDir } = await import("#app/models/data-dir-lock.server.ts");
    try {
      await lockDataDir(process.env.LOCK_DIR);
      console.log("locked");
    } catch (error) {
      console.log(error.name);
      // Anything but the refusal is a fault: its stack goes to the test's output.
      if (error.name !== "DataDirInUseError") console.error(error);
    }
    setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, LOCK_DIR: directory },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const said = await new Promise<string>((resolve) =>
    child.stdout!.once("data", (chunk) => resolve(String(chunk).trim())),
  );
  return { child, said };
}

async function killed(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

/** Leaves a socket file at `file` that nobody listens on any more, as a killed process does. */
async function deadSocket(file: string): Promise<void> {
  const listening = path.join(path.dirname(file), `t-${randomBytes(4).toString("hex")}.sock`);
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(listening, resolve));
  linkSync(listening, file);
  // Closing unlinks the name it listened on; the link stays, refusing connections.
  await new Promise((resolve) => server.close(resolve));
}

function lockFiles(directory: string): string[] {
  return readdirSync(directory).sort();
}

describe("lockDataDir", () => {
  it("holds the directory for this process and lets it go on release", async () => {
    const directory = aDirectory();
    const release = await lockDataDir(directory);
    expect(lockFiles(directory)).toEqual([HOLDER_FILE, LOCK_SOCKET]);
    expect(await lockHolder(directory)).toMatchObject({
      reachable: true,
      holder: { pid: process.pid },
    });
    release();
    expect(lockFiles(directory)).toEqual([]);
    expect(await lockHolder(directory)).toBeNull();
    (await lockDataDir(directory))();
  });

  it("refuses while another live process holds it, naming that process", async () => {
    const directory = aDirectory();
    const { child, said } = await anotherProcess(directory);
    expect(said).toBe("locked");
    const refused = lockDataDir(directory);
    await expect(refused).rejects.toThrow(DataDirInUseError);
    await expect(refused).rejects.toThrow(`in use by another server (process ${child.pid} on`);
    await expect(refused).rejects.toThrow(/DATABASE_URL/);
    expect(await lockHolder(directory)).toMatchObject({
      reachable: true,
      holder: { pid: child.pid },
    });
  });

  it("still refuses while the holder is paused: the kernel accepts the connection for it", async () => {
    const directory = aDirectory();
    const { child } = await anotherProcess(directory);
    child.kill("SIGSTOP");
    await expect(lockDataDir(directory)).rejects.toThrow(`process ${child.pid}`);
    expect(await lockHolder(directory)).toMatchObject({ reachable: true });
    // Woken, it still holds the directory.
    child.kill("SIGCONT");
    await expect(lockDataDir(directory)).rejects.toThrow(DataDirInUseError);
  });

  it("takes over what a killed holder left", async () => {
    const directory = aDirectory();
    const { child } = await anotherProcess(directory);
    await killed(child);
    expect(lockFiles(directory)).toEqual([HOLDER_FILE, LOCK_SOCKET]);
    expect(await lockHolder(directory)).toBeNull();
    const release = await lockDataDir(directory);
    expect(await lockHolder(directory)).toMatchObject({ holder: { pid: process.pid } });
    release();
  });

  it("takes over what a takeover killed half-way left, and sweeps sockets of failed starts", async () => {
    const directory = aDirectory();
    await deadSocket(path.join(directory, LOCK_SOCKET));
    await deadSocket(path.join(directory, `${LOCK_SOCKET}.takeover`));
    await deadSocket(path.join(directory, `${LOCK_SOCKET}.takeover.takeover`));
    await deadSocket(path.join(directory, `server-${randomBytes(8).toString("hex")}.sock`));
    const release = await lockDataDir(directory);
    expect(lockFiles(directory)).toEqual([HOLDER_FILE, LOCK_SOCKET]);
    release();
  });

  it("lets only one of several simultaneous takeovers win", async () => {
    for (let round = 0; round < 5; round++) {
      const directory = aDirectory();
      await deadSocket(path.join(directory, LOCK_SOCKET));
      const outcomes = await Promise.allSettled(
        Array.from({ length: 6 }, () => lockDataDir(directory)),
      );
      const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
      expect(won).toHaveLength(1);
      for (const outcome of outcomes) {
        if (outcome.status === "rejected") expect(outcome.reason).toBeInstanceOf(DataDirInUseError);
      }
      (won[0] as PromiseFulfilledResult<() => void>).value();
    }
  });

  it("lets only one of several processes taking over at once win", async () => {
    const directory = aDirectory();
    const { child } = await anotherProcess(directory);
    await killed(child);
    const said = await Promise.all(Array.from({ length: 4 }, () => anotherProcess(directory)));
    expect(said.map((other) => other.said).sort()).toEqual([
      "DataDirInUseError",
      "DataDirInUseError",
      "DataDirInUseError",
      "locked",
    ]);
  });

  it("refuses what a server on another machine left, saying how to clear it", async () => {
    const directory = aDirectory();
    await deadSocket(path.join(directory, LOCK_SOCKET));
    writeFileSync(
      path.join(directory, HOLDER_FILE),
      JSON.stringify({
        pid: 1,
        host: "another-host",
        bootId: "another-boot",
        startedAt: "2026-11-25T10:00:00Z",
      }),
    );
    await expect(lockDataDir(directory)).rejects.toThrow(/another-host.*DATABASE_URL.*delete/);
    expect(await lockHolder(directory)).toMatchObject({
      reachable: false,
      holder: { host: "another-host" },
    });
  });

  it("holds a directory whose path is too long for a socket address", async () => {
    const directory = path.join(aDirectory(), "d".repeat(120));
    mkdirSync(directory);
    const release = await lockDataDir(directory);
    expect(existsSync(path.join(directory, LOCK_SOCKET))).toBe(true);
    await expect(lockDataDir(directory)).rejects.toThrow(`process ${process.pid}`);
    expect(await lockHolder(directory)).toMatchObject({ reachable: true });
    release();
    expect(await lockHolder(directory)).toBeNull();
  });
});

describe("lockHolder", () => {
  it("names nobody for an empty or missing directory", async () => {
    const directory = aDirectory();
    expect(await lockHolder(directory)).toBeNull();
    expect(await lockHolder(path.join(directory, "missing"))).toBeNull();
    expect(await lockHolder(path.join(directory, "m".repeat(120)))).toBeNull();
  });
});
