import { describe, expect, inject, it } from "vitest";
import { awaitFreshWindow, openConnection, postJson } from "#tests/http.ts";

const baseUrl = inject("baseUrl");

// Loopback is a trusted proxy, so each test can act as its own client.
let clientCounter = 0;
function asClient() {
  clientCounter += 1;
  return { "X-Forwarded-For": `198.51.100.${clientCounter}` };
}

async function expectJsonError(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: string };
  expect(body.error).toMatch(message);
}

describe("POST /api/analytics", () => {
  it("accepts a known event with 204", async () => {
    const response = await postJson(
      baseUrl,
      "/api/analytics",
      { eventType: "page_view", eventData: "/about" },
      asClient(),
    );
    expect(response.status).toBe(204);
  });

  it("accepts the text/plain body that sendBeacon may send", async () => {
    const response = await fetch(`${baseUrl}/api/analytics`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", ...asClient() },
      body: JSON.stringify({ eventType: "search", eventData: "stays:Accra" }),
    });
    expect(response.status).toBe(204);
  });

  it("refuses events posted from another site's page, as a form or by a script", async () => {
    const crossSite: Record<string, string>[] = [
      { "Content-Type": "text/plain", Origin: "https://elsewhere.example" },
      { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const response = await fetch(`${baseUrl}/api/analytics`, {
        method: "POST",
        headers: { ...headers, ...asClient() },
        body: JSON.stringify({ eventType: "page_view", eventData: "/injected" }),
      });
      await expectJsonError(response, 403, /only from this site's own pages/);
    }
    const ours = await fetch(`${baseUrl}/api/analytics`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: baseUrl, ...asClient() },
      body: JSON.stringify({ eventType: "page_view", eventData: "/about" }),
    });
    expect(ours.status).toBe(204);
  });

  it("answers 204 to bots without counting them", async () => {
    const response = await postJson(
      baseUrl,
      "/api/analytics",
      { eventType: "page_view", eventData: "/" },
      {
        "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        ...asClient(),
      },
    );
    expect(response.status).toBe(204);
  });

  it("rejects an unknown eventType with a 400 naming the allowed types", async () => {
    await expectJsonError(
      await postJson(
        baseUrl,
        "/api/analytics",
        { eventType: "purchase", eventData: "" },
        asClient(),
      ),
      400,
      /eventType must be one of: page_view/,
    );
  });

  it("rejects malformed JSON with 400", async () => {
    await expectJsonError(
      await postJson(baseUrl, "/api/analytics", '{"eventType": "page_view",', asClient()),
      400,
      /not valid JSON/,
    );
  });

  it("rejects another content type with 415", async () => {
    const response = await fetch(`${baseUrl}/api/analytics`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...asClient() },
      body: "eventType=page_view",
    });
    await expectJsonError(response, 415, /Content-Type: application\/json/);
  });

  it("rejects a declared body over 16 KB with 413 and keeps serving", async () => {
    const big = JSON.stringify({ eventType: "page_view", eventData: "x".repeat(20_000) });
    await expectJsonError(await postJson(baseUrl, "/api/analytics", big, asClient()), 413, /16 KB/);
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
  });

  it("answers a chunked body over 16 KB with 413 and still serves the connection", async () => {
    const connection = await openConnection(baseUrl);
    try {
      await connection.write(
        "POST /api/analytics HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
          "Transfer-Encoding: chunked\r\nX-Forwarded-For: 198.51.100.7\r\n\r\n",
      );
      const chunk = `1000\r\n${"x".repeat(0x1000)}\r\n`;
      for (let i = 0; i < 5; i++) await connection.write(chunk);
      // The answer comes before the body ends; the client must be able to finish writing it.
      await connection.receive(/the limit is 16 KB/);
      for (let i = 0; i < 20; i++) await connection.write(chunk);
      await connection.write("0\r\n\r\nGET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
      const received = await connection.receive(/HTTP\/1\.1 200/);
      expect(received).toMatch(/^HTTP\/1\.1 413 /);
    } finally {
      connection.close();
    }
  });

  it("reads and drops a body nobody asked for, so the connection serves the next request", async () => {
    const connection = await openConnection(baseUrl);
    try {
      const body = `message=${"x".repeat(200_000)}`;
      await connection.write(
        "POST /hotels HTTP/1.1\r\nHost: localhost\r\n" +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
      await connection.write("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n");
      const received = await connection.receive(/HTTP\/1\.1 200/);
      expect(received).toMatch(/^HTTP\/1\.1 405 /);
    } finally {
      connection.close();
    }
  });

  it("answers GET with 405 JSON", async () => {
    const response = await fetch(`${baseUrl}/api/analytics`);
    await expectJsonError(response, 405, /use POST/);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("limits one client to 120 events a minute, with Retry-After", async () => {
    await awaitFreshWindow(60_000);
    const client = asClient();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      const response = await postJson(
        baseUrl,
        "/api/analytics",
        { eventType: "page_view", eventData: `/${i}` },
        client,
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 120).every((status) => status === 204)).toBe(true);
    const limited = await postJson(baseUrl, "/api/analytics", { eventType: "page_view" }, client);
    await expectJsonError(limited, 429, /Too many/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another client is unaffected.
    expect(
      (await postJson(baseUrl, "/api/analytics", { eventType: "page_view" }, asClient())).status,
    ).toBe(204);
  });
});

describe("unknown API paths", () => {
  it("answer 404 JSON for any method", async () => {
    await expectJsonError(await fetch(`${baseUrl}/api/nothing-here`), 404, /No API endpoint/);
    await expectJsonError(await postJson(baseUrl, "/api/nothing-here", {}), 404, /No API endpoint/);
  });
});
