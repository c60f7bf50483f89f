// Errors reach a person (issue 41), against the real server: with SENTRY_DSN set, an unhandled
// error in a request arrives at a local receiver of Sentry's envelope endpoint as one event naming
// the request id the answer and the log carry, the route, the exception's type and message, with
// addresses and tokens masked as in the logs; without SENTRY_DSN nothing is sent. The receiver
// decodes the envelope as sent: newline-delimited JSON headers and items, gzip when so encoded.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#tests/server-process.ts";

interface EnvelopeItem {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
}

interface Envelope {
  path: string;
  auth: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  raw: string;
}

/** An envelope: a header line, then per item a header line and a payload of `length` bytes or
 * up to the next newline. */
function decodeEnvelope(body: Buffer): Omit<Envelope, "path" | "auth"> {
  let offset = 0;
  const readLine = (): Buffer => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const header = JSON.parse(readLine().toString("utf8")) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const line = readLine();
    if (line.length === 0) continue;
    const itemHeader = JSON.parse(line.toString("utf8")) as Record<string, unknown>;
    let payload: Buffer;
    if (typeof itemHeader.length === "number") {
      payload = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length + 1;
    } else {
      payload = readLine();
    }
    items.push({ header: itemHeader, payload: JSON.parse(payload.toString("utf8")) });
  }
  return { header, items, raw: body.toString("utf8") };
}

let receiver: Server;
const envelopes: Envelope[] = [];
let requestsReceived = 0;

function dsn(): string {
  const { port } = receiver.address() as AddressInfo;
  return `http://public0key1@127.0.0.1:${port}/42`;
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    requestsReceived += 1;
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url!, "http://receiver");
      let body = Buffer.concat(chunks);
      if (request.headers["content-encoding"] === "gzip") body = gunzipSync(body);
      if (request.method !== "POST" || url.pathname !== "/api/42/envelope/") {
        response.writeHead(404).end();
        return;
      }
      envelopes.push({
        path: url.pathname,
        // The DSN's public key, in the query (as fetch-based SDKs send it) or in X-Sentry-Auth.
        auth: `${url.searchParams.get("sentry_key") ?? ""} ${request.headers["x-sentry-auth"] ?? ""}`,
        ...decodeEnvelope(body),
      });
      response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

/** The error events that arrived for one request id. */
function eventsFor(requestId: string): { envelope: Envelope; event: Record<string, unknown> }[] {
  return envelopes.flatMap((envelope) =>
    envelope.items
      .filter((item) => item.header.type === "event")
      .filter((item) => (item.payload.tags as Record<string, string>)?.request_id === requestId)
      .map((item) => ({ envelope, event: item.payload })),
  );
}

/** A failing request with a token and an address in its error message and its URL. */
async function causeServerError(server: RunningServer, requestId: string) {
  return fetch(`${server.url}/about?token=url-secret-7c1d9e&email=kwame.url@example.com`, {
    headers: {
      "X-Request-Id": requestId,
      // The visitor's address as the proxy names it (TRUST_PROXY is loopback).
      "X-Forwarded-For": "41.66.200.7",
      "X-Error-Probe": "reply to ama.probe@example.com failed at /confirm?token=probe-secret-4d8e",
    },
  });
}

describe("with SENTRY_DSN set", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({
      env: {
        SENTRY_DSN: dsn(),
        SENTRY_RELEASE: "akwaaba-stays@test",
        ERROR_PROBE: "1",
        LOG_FORMAT: "json",
      },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    server?.cleanUp();
  });

  it("sends an unhandled request error as one event with its request id, route and exception, masked", async () => {
    const requestId = "probe-7f3a9c2e41";
    const response = await causeServerError(server, requestId);
    expect(response.status).toBe(500);
    expect(response.headers.get("x-request-id")).toBe(requestId);

    await expect.poll(() => eventsFor(requestId), { timeout: 15_000 }).toHaveLength(1);
    const [{ envelope, event }] = eventsFor(requestId) as [
      { envelope: Envelope; event: Record<string, unknown> },
    ];
    expect(envelope.path).toBe("/api/42/envelope/");
    expect(envelope.auth).toContain("public0key1");
    expect(envelope.header.event_id).toBe(event.event_id);
    expect(event).toMatchObject({
      level: "error",
      platform: "node",
      environment: "production",
      release: "akwaaba-stays@test",
      tags: { request_id: requestId, route: "/about", method: "GET" },
    });
    const exception = (event.exception as { values: Record<string, unknown>[] }).values.at(-1)!;
    expect(exception).toMatchObject({
      type: "Error",
      value: "Error probe: reply to [email] failed at /confirm?token=[redacted]",
      mechanism: { type: "request", handled: false },
    });
    expect((exception.stacktrace as { frames: unknown[] }).frames.length).toBeGreaterThan(0);

    // Nothing secret or personal anywhere in what was sent: not from the message, not from the URL.
    for (const secret of [
      "ama.probe@example.com",
      "probe-secret-4d8e",
      "url-secret-7c1d9e",
      "kwame.url@example.com",
      "41.66.200.7",
    ]) {
      expect(envelope.raw).not.toContain(secret);
    }
    expect(event).not.toHaveProperty("user");
    expect(event).not.toHaveProperty("request");

    // The log's line for the same failure names the same request id.
    const failed = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === "Request failed");
    expect(failed).toMatchObject({ requestId, route: "/about", level: "error" });

    // A graceful stop still ends at once, and no second event came for the request.
    const stopped = await server.stop();
    expect(stopped.code).toBe(0);
    expect(eventsFor(requestId)).toHaveLength(1);
  });
});

describe("without SENTRY_DSN", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ env: { ERROR_PROBE: "1", SENTRY_DSN: "" } });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    server?.cleanUp();
  });

  it("sends nothing anywhere when an error happens", async () => {
    const before = requestsReceived;
    const response = await causeServerError(server, "probe-untracked-5b2e");
    expect(response.status).toBe(500);
    await server.stop();
    expect(server.output()).toContain("Error probe:");
    expect(server.output()).not.toContain("error tracker");
    expect(requestsReceived).toBe(before);
  });
});
