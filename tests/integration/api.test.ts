import { describe, expect, inject, it } from "vitest";
import { awaitFreshWindow, postJson } from "../http.ts";

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

  it("rejects a chunked body over 16 KB with 413", async () => {
    const chunk = new TextEncoder().encode("x".repeat(4096));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 6) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await fetch(`${baseUrl}/api/analytics`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...asClient() },
      body,
      duplex: "half",
    } as RequestInit);
    await expectJsonError(response, 413, /16 KB/);
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
