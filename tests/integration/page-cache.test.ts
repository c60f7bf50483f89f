// The server's shared page cache (server/page-cache.ts) against the real production server.
import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");

function cspNonce(response: Response): string {
  const match = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "");
  if (!match) throw new Error("no nonce in the CSP header");
  return match[1]!;
}

const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

describe("page cache", () => {
  it("renders a public page once, then serves it with the new request's nonce", async () => {
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
    // Every script on the cached page carries this response's nonce, so the CSP lets it run.
    const nonce = cspNonce(second);
    expect(nonce).not.toBe(cspNonce(first));
    const nonces = [...secondHtml.matchAll(/<script[^>]*nonce="([^"]*)"/g)].map((m) => m[1]);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    expect(withoutNonces(secondHtml)).toBe(withoutNonces(firstHtml));
  });

  it("compresses cached pages for clients that accept it", async () => {
    // The page is stored once its body has been sent: read it all before asking again.
    await (await fetch(`${baseUrl}/cities`)).text();
    const response = await fetch(`${baseUrl}/cities`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers.get("x-cache")).toBe("HIT");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(await response.text()).toContain("hotels available");
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
