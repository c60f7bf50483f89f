import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  DataDirInUseError,
  liveLockHolder,
  LOCK_FILE,
  lockDataDir,
} from "#app/models/data-dir-lock.server.ts";

const directories: string[] = [];
function aDirectory(): string {
  const directory = mkdtempSync(path.join(tmpdir(), "akwaaba-lock-"));
  directories.push(directory);
  return directory;
}
afterEach(() => {
  for (const directory of directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("holds the directory for this process and lets it go on release", () => {
    const directory = aDirectory();
    const release = lockDataDir(directory);
    const holder = JSON.parse(readFileSync(path.join(directory, LOCK_FILE), "utf8"));
    expect(holder.pid).toBe(process.pid);
    release();
    expect(existsSync(path.join(directory, LOCK_FILE))).toBe(false);
    lockDataDir(directory)();
  });

  it("refuses while another live process holds it, naming that process", async () => {
    const directory = aDirectory();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(
        path.join(directory, LOCK_FILE),
        JSON.stringify({ pid: other.pid, host: hostname(), startedAt: "2026-11-25T10:00:00Z" }),
      );
      expect(() => lockDataDir(directory)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(directory)).toThrow(`process ${other.pid}`);
      expect(() => lockDataDir(directory)).toThrow(/DATABASE_URL/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that is gone", async () => {
    const directory = aDirectory();
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.once("exit", resolve));
    writeFileSync(
      path.join(directory, LOCK_FILE),
      JSON.stringify({ pid: gone.pid, host: hostname(), startedAt: "2026-11-25T10:00:00Z" }),
    );
    const release = lockDataDir(directory);
    expect(JSON.parse(readFileSync(path.join(directory, LOCK_FILE), "utf8")).pid).toBe(process.pid);
    release();
  });

  it("refuses a lock held on another host, saying how to clear it", () => {
    const directory = aDirectory();
    writeFileSync(
      path.join(directory, LOCK_FILE),
      JSON.stringify({ pid: 1, host: "another-host", startedAt: "2026-11-25T10:00:00Z" }),
    );
    expect(() => lockDataDir(directory)).toThrow(/another-host.*delete/);
  });
});

describe("liveLockHolder", () => {
  it("names a live holder, and nobody when the holder is gone, is this process or there is none", async () => {
    const directory = aDirectory();
    expect(liveLockHolder(directory)).toBeNull();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    const lock = { pid: other.pid, host: hostname(), startedAt: "2026-11-25T10:00:00Z" };
    try {
      writeFileSync(path.join(directory, LOCK_FILE), JSON.stringify(lock));
      expect(liveLockHolder(directory)).toEqual(lock);
    } finally {
      other.kill();
      await new Promise((resolve) => other.once("exit", resolve));
    }
    expect(liveLockHolder(directory)).toBeNull();
    const release = lockDataDir(directory);
    expect(liveLockHolder(directory)).toBeNull();
    release();
  });
});
