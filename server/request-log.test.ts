import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { currentRequest } from "#app/observability/request-store.server.ts";
import { processRegistry } from "#app/observability/metrics.server.ts";
import { requestLog } from "#server/request-log.ts";

// A real Express app: the middleware first, a handler that reads the request store, a static file.
async function site() {
  const app = express();
  app.use(requestLog);
  app.get("/page", async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const request = currentRequest()!;
    request.route = "/page-pattern";
    res.json({ seen: request.requestId });
  });
  app.get("/asset.css", (_req, res) => res.type("css").send("a{}"));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

async function requestsCounted(route: string): Promise<number> {
  const counted = await processRegistry.getSingleMetric("http_requests_total")!.get();
  return counted.values
    .filter((sample) => sample.labels.route === route)
    .reduce((sum, sample) => sum + sample.value, 0);
}

describe("requestLog", () => {
  it("gives every answer an id that code running for the request sees", async () => {
    const { url, close } = await site();
    try {
      const response = await fetch(`${url}/page`);
      const id = response.headers.get("x-request-id")!;
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(await response.json()).toEqual({ seen: id });

      const kept = await fetch(`${url}/page`, { headers: { "X-Request-Id": "lb-0123456789" } });
      expect(kept.headers.get("x-request-id")).toBe("lb-0123456789");
      const replaced = await fetch(`${url}/page`, { headers: { "X-Request-Id": "a b" } });
      expect(replaced.headers.get("x-request-id")).not.toBe("a b");
    } finally {
      close();
    }
  });

  it("counts requests under the route pattern, and files as static", async () => {
    const { url, close } = await site();
    try {
      const before = await requestsCounted("/page-pattern");
      const staticBefore = await requestsCounted("static");
      await (await fetch(`${url}/page?secret=1`)).text();
      await (await fetch(`${url}/asset.css`)).text();
      await expect.poll(() => requestsCounted("/page-pattern")).toBe(before + 1);
      await expect.poll(() => requestsCounted("static")).toBe(staticBefore + 1);
    } finally {
      close();
    }
  });
});
