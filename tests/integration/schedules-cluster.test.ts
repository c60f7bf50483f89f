// Two server processes on one PostgreSQL database run each occurrence of a scheduled job once
// between them, and the schedule keeps running once after both restart (docs/decisions/027).
// PostgreSQL only (two processes cannot share the embedded database): skipped without
// DATABASE_URL. Runs on a database of its own, made from DATABASE_URL's credentials, so the
// suite's main server never sees the probe. The probe (JOB_PROBE_CRON) prints one line per run.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwnDatabase, type OwnDatabase } from "#tests/own-database.ts";
import { startServer, type RunningServer } from "#tests/server-process.ts";

const databaseUrl = process.env.DATABASE_URL;

/** The jobs the probe ran, by id, as the servers printed them. */
function probeRuns(output: string): string[] {
  return [...output.matchAll(/schedule-probe ran job (\S+) in process \d+/g)].map(
    ([, job]) => job!,
  );
}

describe.skipIf(!databaseUrl)("a scheduled job on two processes", () => {
  let database: OwnDatabase;
  const servers: RunningServer[] = [];
  /** Output of servers already stopped. */
  let earlier = "";

  beforeAll(async () => {
    database = (await createOwnDatabase("akwaaba_schedules"))!;
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const server of servers) server.cleanUp();
    await database?.drop();
  });

  const env = () => ({ DATABASE_URL: database.url, JOB_PROBE_CRON: "* * * * *" });
  const runs = () => probeRuns(earlier + servers.map((server) => server.output()).join("\n"));

  it("runs each occurrence once across both, and keeps doing so after a restart", async () => {
    // One after the other: the first migrates and seeds the new database.
    servers.push(await startServer({ env: env() }));
    servers.push(await startServer({ env: env() }));
    await expect
      .poll(() => runs().length, { timeout: 100_000, interval: 1_000 })
      .toBeGreaterThan(0);

    for (const server of servers.splice(0)) {
      await server.stop();
      earlier += server.output();
      server.cleanUp();
    }
    const ranBefore = runs().length;
    servers.push(
      ...(await Promise.all([startServer({ env: env() }), startServer({ env: env() })])),
    );
    await expect
      .poll(() => runs().length, { timeout: 100_000, interval: 1_000 })
      .toBeGreaterThan(ranBefore);
    // Time for a second process to run the same occurrence, if it were going to.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await Promise.all(servers.map((server) => server.stop()));

    const ran = runs();
    expect(new Set(ran).size).toBe(ran.length);
    // pg-boss files each occurrence under its minute; every one became exactly one job, and every
    // job the probe printed is one of them.
    const probe = new pg.Client({ connectionString: database.url });
    await probe.connect();
    try {
      const occurrences = await probe.query<{ slot: string; jobs: number }>(
        `select singleton_on::text as slot, count(*)::int as jobs from pgboss.job
         where name = '__pgboss__send-it' and data->>'name' = 'schedule-probe' group by 1`,
      );
      const jobs = await probe.query<{ id: string; state: string }>(
        `select id::text, state::text from pgboss.job where name = 'schedule-probe'`,
      );
      expect(occurrences.rows.every((row) => row.jobs === 1)).toBe(true);
      expect(jobs.rows).toHaveLength(occurrences.rows.length);
      const completed = jobs.rows.filter((row) => row.state === "completed").map((row) => row.id);
      expect([...ran].sort()).toEqual(completed.sort());
    } finally {
      await probe.end();
    }
  }, 300_000);
});
