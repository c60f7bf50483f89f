// Every recurring job is a schedule on the job queue, kept in the database, not a timer in one
// process (docs/decisions/027): the server registers the hourly purge of lapsed sign-ups and the
// daily link check with pg-boss. Read from the embedded database once the server has stopped
// (only one process may hold it).
import { PGlite } from "@electric-sql/pglite";
import path from "node:path";
import { expect, it } from "vitest";
import { startServer } from "#tests/server-process.ts";

it("registers the purge and the link check as the queue's schedules, in Accra time", async () => {
  const server = await startServer({ env: { DATABASE_URL: "" } });
  try {
    expect((await fetch(`${server.url}/api/cities`)).status).toBe(200);
  } finally {
    await server.stop();
  }
  const db = await PGlite.create(path.join(server.dataDir, "pglite"));
  try {
    const { rows } = await db.query<{ name: string; cron: string; timezone: string }>(
      "select name, cron, timezone from pgboss.schedule order by name",
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: "daily-link-check", cron: "0 6 * * *", timezone: "Africa/Accra" },
        { name: "purge-lapsed-sign-ups", cron: "15 * * * *", timezone: "Africa/Accra" },
      ]),
    );
    // The scheduler's probe is only there when a test asks for it.
    expect(rows.map((row) => row.name)).not.toContain("schedule-probe");
  } finally {
    await db.close();
    server.cleanUp();
  }
});
