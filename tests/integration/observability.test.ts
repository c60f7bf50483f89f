// Seeing what happens (issue 27), against the real server: one JSON log line per request carrying
// the id the answer names in X-Request-Id, nothing secret in the log, a client's bad input as one
// warning, and /metrics behind its bearer token.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminCookie, BROWSER_USER_AGENT, postJson } from "#tests/http.ts";
import { startServer, type RunningServer } from "#tests/server-process.ts";

const METRICS_TOKEN = "test-metrics-token-0123456789abcdef";
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: { METRICS_TOKEN } });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  server?.cleanUp();
});

type LogLine = Record<string, unknown> & { level: string; msg: string };

function logLines(): LogLine[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The lines of one request, once its access line is written (after the answer finished). */
async function linesOf(requestId: string): Promise<LogLine[]> {
  await expect
    .poll(() => logLines().filter((line) => line.requestId === requestId && "durationMs" in line))
    .toHaveLength(1);
  return logLines().filter((line) => line.requestId === requestId);
}

describe("structured logs", () => {
  it("writes every line as JSON, and one access line per request with the id of X-Request-Id", async () => {
    const response = await fetch(`${server.url}/hotels?sort=price-asc`);
    expect(response.status).toBe(200);
    const requestId = response.headers.get("x-request-id")!;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const [access] = await linesOf(requestId);
    expect(access).toMatchObject({
      level: "info",
      requestId,
      route: "/hotels",
      method: "GET",
      status: 200,
    });
    expect(Date.parse(String(access!.time))).not.toBeNaN();
    expect(typeof access!.durationMs).toBe("number");
    // The route, not the raw URL: no query string in the log.
    expect(JSON.stringify(access)).not.toContain("price-asc");
    // Nothing but JSON lines on the server's output.
    const other = server
      .output()
      .split("\n")
      .filter((line) => line.trim() && !line.startsWith("{"));
    expect(other).toEqual([]);
  });

  it("keeps a proxy's safe request id and replaces one that could forge a line", async () => {
    const kept = await fetch(`${server.url}/about`, {
      headers: { "X-Request-Id": "edge-7f3a9c2e41" },
    });
    expect(kept.headers.get("x-request-id")).toBe("edge-7f3a9c2e41");
    expect((await linesOf("edge-7f3a9c2e41"))[0]).toMatchObject({ route: "/about" });

    const forged = await fetch(`${server.url}/about`, {
      headers: { "X-Request-Id": 'x" , "level":"error' },
    });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("never logs a password, a session cookie or an e-mail address", async () => {
    const wrongPassword = "Wrong-Password-4d8e1f0a9b";
    const apiLogin = await postJson(server.url, "/api/admin/login", {
      email: "someone@example.com",
      password: wrongPassword,
    });
    expect(apiLogin.status).toBe(401);
    const formLogin = await fetch(`${server.url}/admin`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: server.url,
        "User-Agent": BROWSER_USER_AGENT,
      },
      body: new URLSearchParams({ email: "someone@example.com", password: wrongPassword }),
      redirect: "manual",
    });
    expect(formLogin.status).toBeLessThan(500);
    const cookie = await adminCookie(server.url);
    const session = cookie.split("=")[1]!;
    const dashboard = await fetch(`${server.url}/admin/dashboard/system`, {
      headers: { Cookie: cookie },
    });
    const address = `log.test.${Date.now().toString(36)}@example.com`;
    const signUp = await postJson(server.url, "/api/subscribe", { email: address });
    expect(signUp.status).toBe(202);
    await linesOf(signUp.headers.get("x-request-id")!);
    await linesOf(dashboard.headers.get("x-request-id")!);

    const log = server.output();
    expect(log).toContain('"route":"/api/admin/login"');
    expect(log).toContain('"route":"/api/subscribe"');
    expect(log).not.toContain(wrongPassword);
    expect(log).not.toContain("integration-test-password");
    expect(log).not.toContain(session);
    expect(log).not.toContain(address);
    expect(log).not.toMatch(/[\w.+-]+@example\.com/);
  });

  it("logs a client's bad input as one warning line, with no stack trace", async () => {
    const response = await fetch(`${server.url}/about`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: "x=1",
    });
    expect(response.status).toBe(405);
    const lines = await linesOf(response.headers.get("x-request-id")!);
    const warnings = lines.filter((line) => line.level === "warn");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ route: "/about", status: 405 });
    expect(JSON.stringify(lines)).not.toMatch(/\bat .+:\d+:\d+/);
    expect(lines.filter((line) => line.level === "error")).toEqual([]);
  });

  it("logs a malformed URL, refused before routing, as one warning too", async () => {
    const response = await fetch(`${server.url}/hotels/%E0%A4%A`);
    expect(response.status).toBe(400);
    const lines = await linesOf(response.headers.get("x-request-id")!);
    expect(lines.filter((line) => line.level === "warn")).toHaveLength(1);
    expect(lines.filter((line) => line.level === "error")).toEqual([]);
    expect(lines.find((line) => "durationMs" in line)).toMatchObject({ route: "unmatched" });
  });
});

describe("GET /metrics", () => {
  it("does not exist while METRICS_TOKEN is unset (the suite's main server)", async () => {
    const response = await fetch(`${inject("baseUrl")}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(404);
  });

  it("refuses a missing or wrong token with 401 and a Bearer challenge", async () => {
    for (const authorization of [undefined, "Bearer not-the-token", `Basic ${METRICS_TOKEN}`]) {
      const response = await fetch(`${server.url}/metrics`, {
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await response.text()).not.toContain("http_requests_total");
    }
  });

  it("answers the Prometheus text format with requests, latency, queues, outbox and click-outs", async () => {
    const scrape = async () => {
      const response = await fetch(`${server.url}/metrics`, {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      return response.text();
    };
    const clickOuts = (text: string) =>
      Number(/^akwaaba_click_outs_total\{kind="hotel"\} (\d+)$/m.exec(text)?.[1] ?? 0);
    const before = await scrape();

    for (let i = 0; i < 3; i += 1) await fetch(`${server.url}/cities`);
    const click = await fetch(`${server.url}/go/hotel/labadi-beach-hotel?placement=hotel-card`, {
      redirect: "manual",
      headers: { "User-Agent": BROWSER_USER_AGENT },
    });
    expect(click.status).toBe(302);

    const text = await scrape();
    expect(text).toMatch(
      /^http_requests_total\{route="\/cities",method="GET",status="200"\} \d+$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",route="\/cities",method="GET"\} \d+$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{route="\/cities",method="GET"\} \d+$/m,
    );
    expect(text).toMatch(/^akwaaba_content_generation \d+$/m);
    // A server without SMTP takes no mail jobs (decision 027); campaigns are queued everywhere.
    expect(text).toMatch(/^akwaaba_job_queue_depth\{queue="campaign"\} \d+$/m);
    expect(text).toMatch(/^akwaaba_job_failed\{queue="campaign"\} \d+$/m);
    expect(text).toMatch(/^akwaaba_outbox_messages\{status="queued"\} \d+$/m);
    expect(text).toMatch(/^akwaaba_outbox_messages\{status="failed"\} \d+$/m);
    expect(text).toContain("# TYPE akwaaba_backup_age_seconds gauge");
    expect(text).toMatch(/^akwaaba_scrape_errors 0$/m);
    expect(clickOuts(text)).toBe(clickOuts(before) + 1);
    // No raw paths as labels: the click-out is counted under its pattern.
    expect(text).toContain('route="/go/:kind/:key"');
    expect(text).not.toContain("labadi-beach-hotel");

    // The scrape is not an access line at info.
    const scrapes = logLines().filter((line) => line.route === "/metrics" && "durationMs" in line);
    expect(scrapes).toEqual([]);
  });
});
