// The server's shared page cache (server/page-cache.ts) against the real production server.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");

function cspNonce(response: Response): string {
  const match = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "");
  if (!match) throw new Error("no nonce in the CSP header");
  return match[1]!;
}

const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

describe("page cache", () => {
  it("renders a public page once, then serves it as stored, naming its nonce in the CSP", async () => {
    const path = "/hotels?rating=3%2B";
    const first = await fetch(`${baseUrl}${path}`);
    const firstHtml = await first.text();
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");

    const second = await fetch(`${baseUrl}${path}`);
    const secondHtml = await second.text();
    expect(second.status).toBe(200);
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("content-type")).toMatch(/^text\/html/);
    // Every script on the cached page carries the nonce its CSP header names, so the scripts run.
    const nonce = cspNonce(second);
    const nonces = [...secondHtml.matchAll(/<script[^>]*nonce="([^"]*)"/g)].map((m) => m[1]);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    // The page as rendered; its nonce may be an earlier render's, stored when another file asked
    // for this page (a re-render that differs only by its nonce keeps the stored page).
    expect(withoutNonces(secondHtml)).toBe(withoutNonces(firstHtml));
    // Served as stored: the same bytes again.
    expect(await (await fetch(`${baseUrl}${path}`)).text()).toBe(secondHtml);
  });

  it("compresses cached pages for clients that accept it", async () => {
    // The page is stored once its body has been sent: read it all before asking again.
    await (await fetch(`${baseUrl}/cities`)).text();
    const response = await fetch(`${baseUrl}/cities`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("x-cache")).toBe("HIT");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(await response.text()).toContain("hotels available");
  });

  it("sends a cached page compressed once, in brotli or gzip as the client takes", async () => {
    const path = "/hotels?rating=4%2B";
    await (await fetch(`${baseUrl}${path}`)).arrayBuffer();
    // The second request (a hit: the page as stored) starts the compression in the background;
    // later hits get its result.
    const plain = await (await fetch(`${baseUrl}${path}`)).text();
    const stored = async (encoding: string) => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const response = await fetch(`${baseUrl}${path}`, {
          headers: { "Accept-Encoding": encoding },
        });
        const body = await response.text();
        const length = Number(response.headers.get("content-length"));
        if (response.headers.get("content-length")) return { response, body, length };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no stored ${encoding} body`);
    };
    const br = await stored("gzip, deflate, br");
    expect(br.response.headers.get("content-encoding")).toBe("br");
    expect(br.response.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(br.body).toBe(plain);
    const gz = await stored("gzip");
    expect(gz.response.headers.get("content-encoding")).toBe("gzip");
    expect(gz.body).toBe(plain);
    // Brotli at its best quality is the smaller, and both are a fraction of the page.
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(Buffer.byteLength(plain) / 3);
  });

  it("keeps query strings apart and never stores a not-found page", async () => {
    const page2 = await (await fetch(`${baseUrl}/hotels?page=2`)).text();
    const page1 = await (await fetch(`${baseUrl}/hotels`)).text();
    expect(withoutNonces(page1)).not.toBe(withoutNonces(page2));
    for (let i = 0; i < 2; i++) {
      const missing = await fetch(`${baseUrl}/hotels/no-such-hotel`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get("x-cache")).toBe("MISS");
    }
  });
});

describe("build assets", () => {
  it("go out as the build's brotli or gzip copy, whichever the client takes", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const script = /\/assets\/[\w.-]+\.js/.exec(html)![0];
    const file = path.join("build/client", script);
    const original = readFileSync(file, "utf8");
    for (const [accepted, encoding, copy] of [
      ["gzip, deflate, br, zstd", "br", `${file}.br`],
      ["gzip", "gzip", `${file}.gz`],
    ] as const) {
      const response = await fetch(`${baseUrl}${script}`, {
        headers: { "Accept-Encoding": accepted },
      });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("content-type")).toMatch(/javascript/);
      expect(response.headers.get("cache-control")).toMatch(/immutable/);
      expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
      expect(Number(response.headers.get("content-length"))).toBe(statSync(copy).size);
      expect(await response.text()).toBe(original);
    }
    const plain = await fetch(`${baseUrl}${script}`, {
      headers: { "Accept-Encoding": "identity" },
    });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(original);
  });
});
