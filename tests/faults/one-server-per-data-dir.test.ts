// npm run test:faults (3): a second server on the same embedded database refuses to start and
// says why, while the first keeps serving; once the first is gone, its directory opens again. The
// second also runs in a PID namespace of its own, as in another container on the same volume: it
// cannot see the first's process, so a process id cannot tell it the first lives (issue 39).
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runScript } from "#tests/backup-tools.ts";
import { makeDataDir, startServer } from "#tests/server-process.ts";

// Root makes a PID namespace; anyone else makes it inside a user namespace of their own.
// unshare blocks SIGTERM while it waits for its command: SIGKILL it, and --kill-child passes
// that on to the server.
const OWN_PID_NAMESPACE = [
  "unshare",
  ...(process.getuid?.() === 0 ? [] : ["--user", "--map-root-user"]),
  "--pid",
  "--fork",
  "--kill-child",
  "--mount-proc",
];

// A server takes a minute or two to migrate and seed on a busy machine.
const START_MS = 240_000;

/** Why `unshare` cannot run a command here, or null when it can. */
function unshareProblem(): string | null {
  const [command, ...args] = OWN_PID_NAMESPACE;
  const tried = spawnSync(command!, [...args, "true"], { encoding: "utf8" });
  if (tried.status === 0) return null;
  return tried.error?.message ?? (tried.stderr.trim() || `exit code ${tried.status}`);
}

/** The error message of a server that should not start (stopping it if it did). */
async function refusal(start: ReturnType<typeof startServer>): Promise<string> {
  return start.then(
    async (server) => {
      await server.stop("SIGKILL");
      return "started";
    },
    (error: Error) => error.message,
  );
}

describe("two servers on one DATA_DIR", () => {
  it("lets the first serve and turns the second away, even from another PID namespace", async () => {
    // Without a namespace of its own the second server sees the first's process, and this test
    // would prove nothing: say so rather than pass.
    const problem = unshareProblem();
    expect(problem, `${OWN_PID_NAMESPACE.join(" ")} must work here: ${problem}`).toBeNull();

    const dataDir = makeDataDir();
    const env = { DATABASE_URL: "" };
    const first = await startServer({ dataDir, env, timeoutMs: START_MS });
    try {
      for (const launcher of [[], OWN_PID_NAMESPACE]) {
        const refused = await refusal(startServer({ dataDir, env, launcher, timeoutMs: START_MS }));
        expect(refused).toMatch(/exited with code [1-9]/);
        expect(refused).toContain(`is in use by another server (process ${first.child.pid}`);
        expect(refused).toContain("DATABASE_URL");
      }

      // `npm run backup` from the other namespace asks the first server for the backup rather
      // than opening the database beside it.
      const backup = await runScript(
        "backup",
        { DATA_DIR: dataDir, ...env },
        [],
        OWN_PID_NAMESPACE,
      );
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain("has the database open: it takes the backup");

      const response = await fetch(`${first.url}/api/cities`);
      expect(response.status).toBe(200);
    } finally {
      await first.stop("SIGKILL");
    }
    // What a killed server leaves does not keep its data shut, from any namespace.
    const after = await startServer({
      dataDir,
      env,
      launcher: OWN_PID_NAMESPACE,
      timeoutMs: START_MS,
    });
    try {
      expect((await fetch(`${after.url}/api/cities`)).status).toBe(200);
    } finally {
      await after.stop("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 900_000);
});
