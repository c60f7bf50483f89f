// Starts the real production server in a child process on a free port, for integration tests.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ownerUrlFor } from "#tests/own-database.ts";

export interface RunningServer {
  url: string;
  child: ChildProcess;
  dataDir: string;
  /** Everything the server printed so far. */
  output: () => string;
  /** Sends the signal and resolves with the exit code and how long the exit took. */
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; ms: number }>;
  /** Removes the temporary data directory (when this helper created it). */
  cleanUp: () => void;
}

export interface StartOptions {
  /** Reuse a data directory (to test persistence); a fresh temporary one otherwise. */
  dataDir?: string;
  env?: Record<string, string>;
  /** Resolve once the server says it listens, or reject after this many ms. */
  timeoutMs?: number;
  /** A command the server runs under, as in `unshare --pid --fork node server/index.ts`. */
  launcher?: string[];
  /** The script node runs: the server itself, or `scripts/start.ts` as `npm start` runs it. */
  entry?: string;
}

/** The SESSION_SECRET every test server signs with (tokens, client hashes). */
export const TEST_SESSION_SECRET = "integration-test-session-secret-0123456789abcdef";

/** Names the seeded data directory a suite's global set-up made (tests/seeded-template.ts). */
export const SEEDED_DATA_DIR_VARIABLE = "AKWAABA_TEST_SEEDED_DATA_DIR";

/** An empty data directory: the server's first start migrates and seeds it from nothing. */
export function makeEmptyDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "akwaaba-test-"));
}

/**
 * A data directory as a server's first start leaves it (migrated, seeded, the owner made from the
 * test password): a copy of the suite's seeded one when its set-up made one, else empty.
 */
export function makeDataDir(): string {
  const dataDir = makeEmptyDataDir();
  const seeded = process.env[SEEDED_DATA_DIR_VARIABLE];
  if (!seeded) return dataDir;
  cpSync(seeded, dataDir, { recursive: true });
  // Each copy is a site of its own. With the seeded directory's media storage id, every copy's
  // server served the same photo queue (app/jobs/photo-derivatives.server.ts), so on one shared
  // PostgreSQL database a server took another's photo job, could not find its original, and the
  // uploader's photo sat "processing" through the retries.
  rmSync(path.join(dataDir, "media", ".storage-id"), { force: true });
  return dataDir;
}

export function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? makeDataDir();
  const [command, ...args] = [
    ...(options.launcher ?? []),
    process.execPath,
    options.entry ?? "server/index.ts",
  ];
  const child = spawn(command!, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      // Production refuses to start without it; the tests read links against this address.
      SITE_URL: "http://localhost:3000",
      ADMIN_PASSWORD: "integration-test-password",
      SESSION_SECRET: TEST_SESSION_SECRET,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // The suites start over a hundred servers: each compiles the build and its packages once
      // per run, not once per start (as npm start does, scripts/start.ts).
      NODE_COMPILE_CACHE: path.join(tmpdir(), "akwaaba-test-compile-cache"),
      ...options.env,
      DATABASE_OWNER_URL:
        options.env?.DATABASE_OWNER_URL ??
        ownerUrlFor(options.env?.DATABASE_URL ?? process.env.DATABASE_URL),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));

  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`Server did not start in time. Output:\n${output}`));
    }, options.timeoutMs ?? 90_000);
    const onData = () => {
      const match = /listening on (http:\/\/localhost:\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off("data", onData);
      resolve({
        url: match[1]!.replace("localhost", "127.0.0.1"),
        child,
        dataDir,
        output: () => output,
        stop: async (signal = "SIGTERM") => {
          const started = Date.now();
          if (child.exitCode === null) child.kill(signal);
          const code = await exited;
          return { code, ms: Date.now() - started };
        },
        cleanUp: () => {
          if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
        },
      });
    };
    child.stdout!.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with code ${code} before listening. Output:\n${output}`));
    });
  });
}
