// Search, the 404 page, the name generator and the shortlist answered without rendering again
// (issue 41, docs/decisions/045), against the real production server: each answer is the one a
// render gives, apart from the CSP nonce, and what a loader did per request (counting a search)
// still happens.
import { describe, expect, inject, it } from "vitest";
import { adminCookie, BROWSER_USER_AGENT, visibleText } from "#tests/http.ts";

const baseUrl = inject("baseUrl");
const BROWSER = { "User-Agent": BROWSER_USER_AGENT };

async function get(path: string, headers: Record<string, string> = BROWSER) {
  const response = await fetch(`${baseUrl}${path}`, { headers, redirect: "manual" });
  return { response, html: await response.text() };
}

const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** The same page asked for twice: rendered, then from the server's page cache. */
async function twice(path: string, headers?: Record<string, string>) {
  const first = await get(path, headers);
  const second = await get(path, headers);
  expect(first.response.headers.get("x-cache")).toBe("MISS");
  expect(second.response.headers.get("x-cache")).toBe("HIT");
  expect(second.response.status).toBe(first.response.status);
  expect(second.html).toBe(first.html);
  expect(second.response.headers.get("cache-control")).toBe(
    first.response.headers.get("cache-control"),
  );
  expect(second.response.headers.has("x-server-max-age")).toBe(false);
  return first;
}

describe("/search", () => {
  it("answers a search from the server's cache, private to every other cache, and counts each", async () => {
    const word = `qqkept${unique()}`;
    const first = await twice(`/search?q=${word}`);
    expect(first.response.headers.get("cache-control")).toBe("private, max-age=0");
    expect(first.response.headers.get("x-robots-tag")).toBe("noindex");
    expect(visibleText(first.html)).toContain(`Nothing found for “${word}”.`);
    await get(`/search?q=${word}`);
    // A crawler's search, from the cache too, is not counted.
    await get(`/search?q=${word}`, { "User-Agent": "Googlebot/2.1" });

    const cookie = await adminCookie(baseUrl);
    const html = await (
      await fetch(`${baseUrl}/admin/dashboard/analytics`, { headers: { Cookie: cookie } })
    ).text();
    const empty = visibleText(html).slice(visibleText(html).indexOf("Searches with no results"));
    expect(empty).toContain(`${word} 3`);
  });

  it("keeps results, a corrected typo and one kind apart, each as rendered", async () => {
    expect(visibleText((await twice("/search?q=kempinsky&x=1")).html)).toContain(
      "Showing results for kempinski",
    );
    expect(visibleText((await twice("/search?q=accra&kind=hotel&x=1")).html)).toContain(
      "Show results of every kind",
    );
  });
});

describe("/name-generator", () => {
  it("keeps the form, which is the same for everyone, and never the names drawn at random", async () => {
    const form = await twice(`/name-generator?country=ghana&x=${unique()}`);
    expect(form.response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    for (let i = 0; i < 2; i++) {
      const drawn = await get("/name-generator?country=ghana&gender=Female&count=5");
      expect(drawn.response.status).toBe(200);
      expect(drawn.response.headers.get("x-cache")).toBe("MISS");
      expect(drawn.response.headers.get("cache-control")).toBeNull();
    }
  });
});

describe("/shortlist", () => {
  it("keeps the empty list of a visitor without one, and renders a visitor's own list", async () => {
    const empty = await twice(`/shortlist?x=${unique()}`);
    expect(empty.response.headers.get("cache-control")).toBe("private, no-store");

    await get("/shortlist");
    const own = await get("/shortlist", {
      ...BROWSER,
      Cookie: "akwaaba_shortlist=labadi-beach-hotel",
    });
    expect(own.response.headers.get("x-cache")).not.toBe("HIT");
    expect(own.response.headers.get("cache-control")).toBe("private, no-store");
    expect(visibleText(own.html)).toContain("Labadi Beach Hotel");
  });

  it("keeps a shared list", async () => {
    await twice(
      `/shortlist?hotels=labadi-beach-hotel,kempinski-hotel-gold-coast-city&x=${unique()}`,
    );
  });
});

describe("the 404 page", () => {
  const returnTo = (path: string) => `name="returnTo" value="${path}"`;

  for (const [kind, prefix] of [
    ["a top-level path", "/missing-page-"],
    ["a deep path", "/name-generator/missing/page-"],
  ] as const) {
    it(`answers ${kind} as rendered, with its own address and nonce`, async () => {
      const rendered = await get(`${prefix}${unique()}`);
      const pathB = `${prefix}${unique()}`;
      const stored = await get(pathB);
      expect(stored.response.status).toBe(404);
      expect(stored.response.headers.get("content-type")).toMatch(/^text\/html/);
      const pathA = new URL(rendered.response.url).pathname;
      expect(rendered.html).toContain(returnTo(pathA));
      expect(withoutNonces(stored.html)).toBe(
        withoutNonces(rendered.html).replace(returnTo(pathA), returnTo(pathB)),
      );
      // Every script carries the nonce this answer's CSP header names.
      const policy = stored.response.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(policy)![1];
      const nonces = [...stored.html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
      expect(nonces.length).toBeGreaterThan(0);
      expect(new Set(nonces)).toEqual(new Set([nonce]));
    });
  }
});

describe("answered before React Router (decision 045, amended 2026-11-30)", () => {
  it("answers a missing address after the first of its kind with its own address, lite or French alike", async () => {
    const lite = { ...BROWSER, Cookie: "akwaaba_lite=1" };
    const first = await get(`/no-such-page-${unique()}`, lite);
    const path = `/no-such-page-${unique()}`;
    const second = await get(path, lite);
    expect(second.response.status).toBe(404);
    expect(second.html).not.toContain("<script");
    expect(second.html).toContain(returnToAttribute(path));
    expect(withoutNonces(second.html).replace(returnToAttribute(path), "")).toBe(
      withoutNonces(first.html).replace(returnToAttribute(pathOf(first)), ""),
    );
    // A French address keeps its French 404; a city keeps its page.
    for (let i = 0; i < 2; i++) {
      const french = await get(`/fr/no-such-page-${unique()}`);
      expect(french.response.status).toBe(404);
      expect(french.html).toContain('<html lang="fr"');
    }
    expect((await get("/accra")).response.status).toBe(200);
  });

  const NAMES = "/name-generator?country=ghana&gender=Female&count=20";
  const CARDS = /<ul class="mt-5 grid gap-4 sm:grid-cols-2">(.*?)<\/ul>/s;
  const DATA = /\\"names\\",\\"\[.*?\]\\"/s;
  const cardsOf = (html: string) =>
    new Map(
      [...(CARDS.exec(html)?.[1] ?? "").matchAll(/<li.*?<\/li>/gs)].map((card) => [
        /<h3[^>]*>([^<]+)<\/h3>/.exec(card[0])![1]!,
        card[0],
      ]),
    );
  const aroundNames = (html: string) =>
    withoutNonces(html).replace(CARDS, "CARDS").replace(DATA, "DATA");

  it("draws names per request into the page a render gives around them, lite too", async () => {
    for (const headers of [BROWSER, { ...BROWSER, Cookie: "akwaaba_lite=1" }]) {
      const rendered = await get(NAMES, headers);
      const draws = [];
      for (let i = 0; i < 4; i++) draws.push(await get(NAMES, headers));
      const renderedCards = cardsOf(rendered.html);
      expect(renderedCards.size).toBeGreaterThan(1);
      for (const drawn of draws) {
        expect(drawn.response.status).toBe(200);
        expect(drawn.response.headers.get("cache-control")).toBeNull();
        expect(aroundNames(drawn.html)).toBe(aroundNames(rendered.html));
        // Every name is one of the same pool, its card as React renders it.
        const cards = cardsOf(drawn.html);
        expect(cards.size).toBe(renderedCards.size);
        for (const [name, card] of cards) expect(card).toBe(renderedCards.get(name));
      }
      // Each reader's own draw: the order of 20 names drawn repeats by chance almost never.
      const orders = new Set(draws.map((drawn) => [...cardsOf(drawn.html).keys()].join()));
      expect(orders.size).toBeGreaterThan(1);
    }
  });

  it("carries the names drawn in the page's data, as the cards show them", async () => {
    const drawn = await get(NAMES);
    // React Router's data stream, as the page hands it to the browser.
    const chunk = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/.exec(drawn.html)![1]!;
    const flat = JSON.parse(JSON.parse(chunk) as string) as unknown[];
    const packed = JSON.parse(flat[flat.indexOf("names") + 1] as string) as { name: string }[];
    expect(packed.map((record) => record.name)).toEqual([...cardsOf(drawn.html).keys()]);
  });
});

function returnToAttribute(path: string) {
  return `name="returnTo" value="${path}"`;
}

function pathOf(answer: { response: Response }) {
  return new URL(answer.response.url).pathname;
}
