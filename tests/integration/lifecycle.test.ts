// The server's life: config refusal in production, data surviving a restart on PGlite, and a
// clean SIGTERM shutdown while a request is in flight. These start their own servers.
import { spawnSync } from "node:child_process";
import { PGlite } from "@electric-sql/pglite";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { postJson } from "#tests/http.ts";
import { makeEmptyDataDir, startServer } from "#tests/server-process.ts";
import { existsSync, readFileSync, rmSync } from "node:fs";

const pgliteOnly = { DATABASE_URL: "" };

describe("configuration in production", () => {
  function boot(env: Record<string, string>) {
    return spawnSync(process.execPath, ["server/index.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: "0",
        DATA_DIR: makeEmptyDataDir(),
        ...env,
      },
      encoding: "utf8",
      timeout: 60_000,
    });
  }

  it("refuses to start without ADMIN_PASSWORD, naming the variable in one line", () => {
    const result = boot({ ADMIN_PASSWORD: "", SESSION_SECRET: "s".repeat(40) });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      "ADMIN_PASSWORD (or ADMIN_PASSWORD_HASH) must be set in production",
    );
  });

  it("refuses a weak SESSION_SECRET", () => {
    const result = boot({ ADMIN_PASSWORD: "a-long-enough-password", SESSION_SECRET: "short" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^SESSION_SECRET is too weak/);
  });

  it("refuses to start without SITE_URL, which would otherwise publish localhost links", () => {
    const result = boot({
      ADMIN_PASSWORD: "a-long-enough-password",
      SESSION_SECRET: "s".repeat(40),
      SITE_URL: "",
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^SITE_URL must be set in production: [^\n]+$/);
  });

  it("never builds on `npm start` in production: no build is one clear line and exit 1", () => {
    const folder = makeEmptyDataDir();
    try {
      const result = spawnSync(process.execPath, [path.resolve("scripts/start.ts")], {
        cwd: folder,
        env: { ...process.env, NODE_ENV: "production" },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toMatch(/^No build found in build\/: run `npm run build`/);
      expect(result.stdout).not.toMatch(/building/i);
      expect(existsSync(path.join(folder, "build"))).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("`npm start` in production", () => {
  it("serves with the memory settings for a small server, in the process it started, which a signal stops", async () => {
    const server = await startServer({ entry: "scripts/start.ts", env: pgliteOnly });
    try {
      const environment = readFileSync(`/proc/${server.child.pid}/environ`, "utf8").split("\0");
      expect(environment).toContain("MALLOC_ARENA_MAX=2");
      expect(environment).toContain("MALLOC_MMAP_THRESHOLD_=32768");
      const commandLine = readFileSync(`/proc/${server.child.pid}/cmdline`, "utf8").split("\0");
      expect(commandLine).toContain("--liftoff-only");
      expect(commandLine).toContain("--max-semi-space-size=8");
      expect(commandLine).toContain("--max-old-space-size=256");
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      expect((await server.stop("SIGTERM")).code).toBe(0);
      server.cleanUp();
    }
    expect(server.output()).toContain("Shut down cleanly");
  }, 120_000);
});

/** Row counts and the latest updated_at of the seeded tables, read with the server stopped. */
async function readSeedState(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    const result = await db.query<{ count: number; latest: string }>(
      "select count(*)::int as count, max(updated_at)::text as latest from cities",
    );
    return result.rows[0];
  } finally {
    await db.close();
  }
}

describe("PGlite persistence and graceful shutdown", () => {
  const dataDir = makeEmptyDataDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps data across a restart and shuts down cleanly on SIGTERM within 10 s", async () => {
    const first = await startServer({ dataDir, env: pgliteOnly });
    // The project runs on the Node 24 that npm installed, not the system's Node.
    expect(process.versions.node).toMatch(/^24\./);
    expect(first.output()).toMatch(/\(production build, Node 24\.\d+\.\d+, pglite\)/);
    for (let i = 0; i < 5; i++) {
      const response = await postJson(first.url, "/api/analytics", {
        eventType: "search",
        eventData: `persist-${i}`,
      });
      expect(response.status).toBe(204);
    }
    // A slow request in flight when the signal arrives still gets its answer.
    const inFlight = fetch(`${first.url}/privacy-policy`).then((response) => response.status);
    const stopped = await first.stop("SIGTERM");
    expect(await inFlight).toBe(200);
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(10_000);
    expect(first.output()).toContain("Shut down cleanly");

    const seededBefore = await readSeedState(dataDir);
    const second = await startServer({ dataDir, env: pgliteOnly });
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    expect((await second.stop("SIGINT")).code).toBe(0);
    // The seed ran again at the second start and changed nothing.
    expect(await readSeedState(dataDir)).toEqual(seededBefore);

    // Read the stored rows with the database closed by the server.
    const db = await PGlite.create(path.join(dataDir, "pglite"));
    try {
      const rows = await db.query<{ event_data: string }>(
        "select event_data from analytics_events where event_data like 'persist-%' order by event_data",
      );
      expect(rows.rows.map((row) => row.event_data)).toEqual([
        "persist-0",
        "persist-1",
        "persist-2",
        "persist-3",
        "persist-4",
      ]);
      const cities = await db.query<{ count: number }>("select count(*)::int as count from cities");
      expect(cities.rows[0]!.count).toBeGreaterThanOrEqual(4);
    } finally {
      await db.close();
    }
  }, 120_000);
});
