// The audit log is tamper-evident against the app's own role (issue 39, docs/decisions/034): on
// the embedded database that role owns the table, so it can lift the append-only trigger and
// rewrite or remove entries with SQL. It cannot sign them, so the System tab names the first
// broken entry, and the next backup says so in its manifest, and that the head the previous
// backup recorded is gone.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readTarGz } from "#app/backups/tar.server.ts";
import { adminCookie, visibleText } from "#tests/http.ts";
import { makeDataDir, startServer, type RunningServer } from "#tests/server-process.ts";
import { lastLine, queryDatabase, runScript } from "#tests/backup-tools.ts";

// Empty: the embedded database, even when the suite runs on PostgreSQL.
const dataDir = makeDataDir();
const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
let server: RunningServer | undefined;
// Two starts on a fresh embedded database, on a loaded machine.
const START_MS = 240_000;

interface AuditManifest {
  entries: number;
  head: { id: number; hmac: string } | null;
  problems: string[];
}

async function manifestOf(archive: string): Promise<{ audit?: AuditManifest }> {
  let text = "";
  await readTarGz(archive, (name, bytes) => {
    if (name === "manifest.json") text = bytes.toString("utf8");
  });
  return JSON.parse(text) as { audit?: AuditManifest };
}

async function systemTabText(): Promise<string> {
  const cookie = await adminCookie(server!.url);
  const response = await fetch(`${server!.url}/admin/dashboard/system`, {
    headers: { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  return visibleText(await response.text());
}

async function backUp(): Promise<string> {
  const backup = await runScript("backup", env);
  expect(backup.code, backup.stderr).toBe(0);
  return lastLine(backup.stdout);
}

beforeAll(async () => {
  server = await startServer({ dataDir, env, timeoutMs: START_MS });
}, START_MS);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the audit chain on the embedded database", { timeout: 600_000 }, () => {
  it("shows a rewrite on the System tab and in the next backup, against the last head", async () => {
    expect(await systemTabText()).toMatch(/Verified: all \d+ entries match their signatures/);
    const first = await manifestOf(await backUp());
    expect(first.audit?.problems).toEqual([]);
    const head = first.audit!.head!;
    expect(head.id).toBeGreaterThan(1);

    await server!.stop();
    // What the app's role can do to its own table: lift the trigger, rewrite the oldest entry,
    // remove the newest ones, and put the trigger back.
    const rewritten = await queryDatabase({ dataDir }, async (query) => {
      // The oldest entry (a data migration's), well before the head the backup recorded.
      const [older] = await query<{ id: number }>("select min(id) as id from audit_log");
      await query("ALTER TABLE audit_log DISABLE TRIGGER USER");
      await query(`UPDATE audit_log SET actor = 'someone else' WHERE id = ${older!.id}`);
      await query(`DELETE FROM audit_log WHERE id >= ${head.id}`);
      await query("ALTER TABLE audit_log ENABLE TRIGGER USER");
      return older!.id;
    });
    server = await startServer({ dataDir, env, timeoutMs: START_MS });

    expect(await systemTabText()).toContain(
      `The audit log does not verify. Entry ${rewritten} does not match its signature`,
    );
    const second = await manifestOf(await backUp());
    expect(second.audit?.problems).toEqual([
      expect.stringContaining(`Entry ${rewritten} does not match its signature`),
      expect.stringMatching(
        new RegExp(
          `^Entry ${head.id}, the newest entry when the backup akwaaba-backup-.* was taken, is gone`,
        ),
      ),
    ]);
  });
});
