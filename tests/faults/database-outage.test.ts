// npm run test:faults (2), on PostgreSQL only: stop the database while requests come in. Health
// answers 503, pages that need the database answer 503 with a friendly page, content pages keep
// serving from the content cache, and everything recovers without a restart.
// Needs FAULTS_PG_CLUSTER ("<version> <name>", as pg_lsclusters prints) and DATABASE_URL;
// .ci/run sets both. Skipped otherwise.
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, OWNER_EMAIL } from "#tests/http.ts";
import { startServer, type RunningServer } from "#tests/server-process.ts";

const cluster = process.env.FAULTS_PG_CLUSTER?.split(" ");
const databaseUrl = process.env.DATABASE_URL;

function pgctl(action: "start" | "stop") {
  execFileSync(
    "pg_ctlcluster",
    [cluster![0]!, cluster![1]!, action, ...(action === "stop" ? ["-m", "fast"] : [])],
    {
      stdio: "inherit",
    },
  );
}

async function poll(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

describe.skipIf(!cluster || !databaseUrl)("a database outage", () => {
  let server: RunningServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startServer({ env: { DATABASE_URL: databaseUrl! } });
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.252" },
      body: JSON.stringify({ email: OWNER_EMAIL, password: "integration-test-password" }),
    });
    cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  }, 120_000);

  afterAll(async () => {
    // Started again even if the test failed half-way; "already running" is fine.
    try {
      pgctl("start");
    } catch {
      // The cluster is up.
    }
    await server?.stop();
    server?.cleanUp();
  });

  const contact = (n: number) =>
    fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": BROWSER_USER_AGENT,
        "X-Forwarded-For": `10.99.0.${n}`,
      },
      body: JSON.stringify({ name: "Outage", email: "outage@example.com", message: `Outage ${n}` }),
    });

  it("answers 503 where the database is needed, keeps content up, and recovers", async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect((await contact(1)).status).toBeLessThan(300);

    pgctl("stop");
    expect(
      await poll(async () => (await fetch(`${server.url}/readyz`)).status === 503, 15_000),
    ).toBe(true);
    // Alive all the same: a restart would not bring the database back.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    const hotels = await fetch(`${server.url}/hotels?rating=4%2B`);
    expect(hotels.status).toBe(200);
    expect(await hotels.text()).toContain("hotels found");

    const refused = await contact(2);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { error: string }).error).toMatch(/try again/);

    const dashboard = await fetch(`${server.url}/admin/dashboard`, { headers: { Cookie: cookie } });
    expect(dashboard.status).toBe(503);
    expect(await dashboard.text()).toContain("We&#x27;ll be right back");

    pgctl("start");
    expect(
      await poll(async () => (await fetch(`${server.url}/readyz`)).status === 200, 30_000),
    ).toBe(true);
    expect(await poll(async () => (await contact(3)).status < 300, 15_000)).toBe(true);
    const back = await fetch(`${server.url}/admin/dashboard`, { headers: { Cookie: cookie } });
    expect(back.status).toBe(200);
  });
});
