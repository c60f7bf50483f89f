import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { SERVER_MAX_AGE_HEADER } from "#app/http/cache-headers.ts";
import type { CachedPageHit } from "#app/pages/cached-page-hits.server.ts";
import { pageCache, sharedMaxAge } from "#server/page-cache.ts";

describe("sharedMaxAge", () => {
  it("reads s-maxage from public responses only", () => {
    expect(sharedMaxAge("public, max-age=0, s-maxage=60")).toBe(60);
    expect(sharedMaxAge("public, max-age=60")).toBe(0);
    expect(sharedMaxAge("private, s-maxage=60")).toBe(0);
    expect(sharedMaxAge("public, no-store, s-maxage=60")).toBe(0);
    expect(sharedMaxAge(undefined)).toBe(0);
  });
});

describe("pageCache", () => {
  // A real Express app behind the cache, rendering a page with a fresh nonce each time.
  async function site() {
    let clock = 0;
    let renders = 0;
    let text = "Akwaaba";
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = `n${Math.random().toString(36).slice(2, 12)}`;
      res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce}'`);
      next();
    });
    app.use(pageCache({ now: () => clock }));
    app.get("/", (_req, res) => {
      renders += 1;
      const nonce = String(res.locals.cspNonce);
      res.setHeader("Cache-Control", "public, max-age=0, s-maxage=60");
      res.type("html").send(`<p>${text.repeat(200)}</p><script nonce="${nonce}"></script>`);
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/`;
    const get = async (encoding = "identity") => {
      const response = await fetch(url, { headers: { "Accept-Encoding": encoding } });
      const body = await response.text();
      const policyNonce = /'nonce-([^']+)'/.exec(
        response.headers.get("content-security-policy")!,
      )![1];
      return { response, body, policyNonce, bodyNonce: /nonce="([^"]+)"/.exec(body)![1] };
    };
    const untilStored = async () => {
      for (let i = 0; i < 100; i++) {
        const page = await get("br");
        if (page.response.headers.get("content-encoding") === "br") return page;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error("never compressed");
    };
    return {
      url,
      get,
      untilStored,
      advance: (ms: number) => (clock += ms),
      edit: (next: string) => (text = next),
      renders: () => renders,
      close: () => server.close(),
    };
  }

  it("serves hits as stored, with the nonce the body carries named in the CSP header", async () => {
    const page = await site();
    try {
      const first = await page.get();
      const hit = await page.get();
      expect(hit.response.headers.get("x-cache")).toBe("HIT");
      expect(hit.body).toBe(first.body);
      expect(hit.policyNonce).toBe(hit.bodyNonce);
      const compressed = await page.untilStored();
      expect(compressed.body).toBe(first.body);
      expect(compressed.policyNonce).toBe(first.bodyNonce);
      expect(page.renders()).toBe(1);

      // A reader who holds this page is told it has not changed.
      const etag = hit.response.headers.get("etag")!;
      expect(etag).toMatch(/^W\/"/);
      const again = await fetch(page.url, { headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      const other = await fetch(page.url, { headers: { "If-None-Match": 'W/"other"' } });
      expect(other.status).toBe(200);
    } finally {
      page.close();
    }
  });

  it("keeps the stored page and its compressed form when a re-render differs only by nonce", async () => {
    const page = await site();
    try {
      const first = await page.get();
      await page.get();
      await page.untilStored();
      page.advance(61_000);
      const rerendered = await page.get();
      expect(rerendered.response.headers.get("x-cache")).toBe("MISS");
      expect(rerendered.bodyNonce).not.toBe(first.bodyNonce);
      const hit = await page.get("br");
      expect(hit.response.headers.get("content-encoding")).toBe("br");
      expect(hit.body).toBe(first.body);
      expect(hit.policyNonce).toBe(first.bodyNonce);

      page.edit("Medaase");
      page.advance(61_000);
      await page.get();
      const changed = await page.get("br");
      expect(changed.body).toContain("Medaase");
      expect(changed.policyNonce).toBe(changed.bodyNonce);
      expect(changed.response.headers.get("etag")).not.toBe(hit.response.headers.get("etag"));
      expect(page.renders()).toBe(3);
    } finally {
      page.close();
    }
  });

  it("lets the least recently used pages go when the pages kept would pass their byte limit", async () => {
    const app = express();
    app.use(pageCache({ maxBytes: 25_000 }));
    app.get("/:page", (req, res) => {
      res.setHeader("Cache-Control", "public, max-age=0, s-maxage=60");
      res.type("html").send(`<p>${req.params.page.repeat(10_000)}</p>`);
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const cacheOf = async (page: string) =>
      (await fetch(`http://127.0.0.1:${port}/${page}`)).headers.get("x-cache");
    try {
      // Each page is 10 KB: the third one pushes out the first, read least recently.
      expect(await cacheOf("a")).toBe("MISS");
      expect(await cacheOf("b")).toBe("MISS");
      expect(await cacheOf("b")).toBe("HIT");
      expect(await cacheOf("c")).toBe("MISS");
      expect(await cacheOf("b")).toBe("HIT");
      expect(await cacheOf("c")).toBe("HIT");
      expect(await cacheOf("a")).toBe("MISS");
    } finally {
      server.close();
    }
  });
});

describe("pageCache, pages only this server may keep", () => {
  // A search-like page (private to every other cache) and a shortlist that reads its cookie.
  async function site() {
    const hits: CachedPageHit[] = [];
    let renders = 0;
    const app = express();
    app.use(pageCache({ onHit: (hit) => hits.push(hit) }));
    app.get(["/search", "/shortlist"], (req, res) => {
      renders += 1;
      res.setHeader("Cache-Control", "private, max-age=0");
      // The shortlist is kept only for a visitor without a list, as the route says.
      if (req.path === "/search" || !req.get("cookie")) res.setHeader(SERVER_MAX_AGE_HEADER, "60");
      res.type("html").send(`<p>${req.path} ${req.get("cookie") ?? "no list"}</p>`);
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
      return { response, body: await response.text() };
    };
    return { get, hits, renders: () => renders, close: () => server.close() };
  }

  it("keeps a page the app marks for it, answers it private, and reports each hit", async () => {
    const page = await site();
    try {
      const first = await page.get("/search?q=accra");
      expect(first.response.headers.get("x-cache")).toBe("MISS");
      expect(first.response.headers.has(SERVER_MAX_AGE_HEADER)).toBe(false);
      const hit = await page.get("/search?q=accra", { "User-Agent": "Reader/1.0" });
      expect(hit.response.headers.get("x-cache")).toBe("HIT");
      expect(hit.response.headers.get("cache-control")).toBe("private, max-age=0");
      expect(hit.response.headers.has(SERVER_MAX_AGE_HEADER)).toBe(false);
      expect(hit.body).toBe(first.body);
      expect(page.renders()).toBe(1);
      expect(page.hits).toEqual([
        { route: undefined, url: "/search?q=accra", userAgent: "Reader/1.0" },
      ]);
    } finally {
      page.close();
    }
  });

  it("never answers a visitor with a shortlist cookie from the page kept for those without", async () => {
    const page = await site();
    try {
      await page.get("/shortlist");
      expect((await page.get("/shortlist")).response.headers.get("x-cache")).toBe("HIT");
      const own = await page.get("/shortlist", { Cookie: "akwaaba_shortlist=labadi-beach-hotel" });
      expect(own.response.headers.get("x-cache")).not.toBe("HIT");
      expect(own.body).toContain("labadi-beach-hotel");
    } finally {
      page.close();
    }
  });
});
