// npm run test:faults (1): kill -9 the server while 500 contact messages are being posted,
// restart it on the same data, and check that every message that got a 2xx is stored.
import { rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, OWNER_EMAIL } from "#tests/http.ts";
import { makeDataDir, startServer } from "#tests/server-process.ts";

const PASSWORD = "integration-test-password";
const TOTAL = 500;
const CONCURRENCY = 8;
const KILL_AFTER_ACKS = 150;

describe("a crash while messages arrive", () => {
  it("loses nothing that was acknowledged", async () => {
    const dataDir = makeDataDir();
    const databaseUrl = process.env.DATABASE_URL ?? "";
    const first = await startServer({ dataDir, env: { DATABASE_URL: databaseUrl } });
    const run = `crash-${Date.now()}`;
    const acknowledged = new Set<string>();
    let failed = 0;
    let next = 0;
    let killed = false;

    async function worker() {
      while (next < TOTAL) {
        const index = next++;
        const marker = `${run}-${index}`;
        try {
          const response = await fetch(`${first.url}/api/contact`, {
            method: "POST",
            headers: {
              "Content-Type": "application/json",
              "User-Agent": BROWSER_USER_AGENT,
              // One client each, so the per-client limit does not turn messages away.
              "X-Forwarded-For": `10.77.${index >> 8}.${index & 255}`,
            },
            body: JSON.stringify({
              name: "Crash Test",
              email: "crash@example.com",
              message: marker,
            }),
          });
          if (response.ok) acknowledged.add(marker);
          else failed++;
        } catch {
          failed++;
        }
        if (!killed && acknowledged.size >= KILL_AFTER_ACKS) {
          killed = true;
          first.child.kill("SIGKILL");
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await first.stop();
    expect(killed).toBe(true);

    const second = await startServer({ dataDir, env: { DATABASE_URL: databaseUrl } });
    try {
      const login = await fetch(`${second.url}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.251" },
        body: JSON.stringify({ email: OWNER_EMAIL, password: PASSWORD }),
      });
      const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
      const stored = new Set<string>();
      for (let page = 1; ; page++) {
        const response = await fetch(`${second.url}/api/admin/contacts?page=${page}`, {
          headers: { Cookie: cookie },
        });
        const items = (await response.json()) as { message: string }[];
        for (const item of items) if (item.message.startsWith(run)) stored.add(item.message);
        if (page >= Number(response.headers.get("x-page-count"))) break;
      }
      const lost = [...acknowledged].filter((marker) => !stored.has(marker));
      console.log(
        `${acknowledged.size} acknowledged before and after kill -9, ${failed} refused or cut off, ${stored.size} stored, ${lost.length} lost`,
      );
      expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      expect(lost).toEqual([]);
    } finally {
      await second.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
