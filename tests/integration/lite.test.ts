// Lite mode (issue 25, docs/decisions/022) against the real production server: pages without
// scripts for Save-Data or the reader's cookie, the footer's switch, the page cache and Vary,
// and the footer's page weight checked against what actually crosses the wire.
import { request as httpRequest } from "node:http";
import { gunzipSync, gzipSync, zstdDecompressSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import { GZIP_LEVEL } from "#app/pages/page-weight.server.ts";
import { BROWSER_USER_AGENT } from "#tests/http.ts";

const baseUrl = inject("baseUrl");

const SAVE_DATA = { "Save-Data": "on" };
const LITE_ON = { Cookie: "akwaaba_lite=1" };

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { "User-Agent": BROWSER_USER_AGENT, ...headers },
  });
  return { response, html: await response.text() };
}

/** Whether a page has a string or pattern: a failure names the test, not 100 KB of HTML. */
const has = (html: string, pattern: string | RegExp) =>
  typeof pattern === "string" ? html.includes(pattern) : pattern.test(html);

/** Every <script> open tag, and the links that fetch scripts. */
function scriptsIn(html: string) {
  return {
    scripts: html.match(/<script\b[^>]*>/gi) ?? [],
    scriptLinks: (html.match(/<link\b[^>]*>/gi) ?? []).filter((link) =>
      /modulepreload|\.js"/.test(link),
    ),
  };
}

function expectNoScripts(html: string, path: string) {
  const { scripts, scriptLinks } = scriptsIn(html);
  for (const script of scripts) expect(script, path).toMatch(/type="application\/ld\+json"/);
  expect(scriptLinks, path).toEqual([]);
  expect(has(html, /\/assets\/[\w.-]+\.js/), path).toBe(false);
}

function expectScripts(html: string, path: string) {
  const { scripts } = scriptsIn(html);
  expect(
    scripts.filter((script) => !script.includes("application/ld+json")).length,
    path,
  ).toBeGreaterThan(0);
  expect(has(html, /\/assets\/[\w.-]+\.js/), path).toBe(true);
}

/** The bytes a GET sends over the wire, before any decoding, with gzip accepted. */
function wireGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const request = httpRequest(
        `${baseUrl}${path}`,
        {
          headers: { "Accept-Encoding": "gzip", "User-Agent": BROWSER_USER_AGENT, ...headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end();
    },
  );
}

function postLite(fields: Record<string, string>) {
  return fetch(`${baseUrl}/lite`, {
    method: "POST",
    redirect: "manual",
    headers: { "User-Agent": BROWSER_USER_AGENT },
    body: new URLSearchParams(fields),
  });
}

async function aHotelAndAPost() {
  const hotels = (await (await fetch(`${baseUrl}/api/hotels`)).json()) as { slug: string }[];
  const posts = (await (await fetch(`${baseUrl}/api/blog`)).json()) as { slug: string }[];
  return { hotel: hotels[0]!.slug, post: posts[0]!.slug };
}

describe("lite pages", () => {
  it("have no scripts for a Save-Data request, on every kind of page, and keep JSON-LD", async () => {
    const { hotel, post } = await aHotelAndAPost();
    const paths = ["/", "/hotels", `/hotels/${hotel}`, "/accra", "/blog", `/blog/${post}`, "/faq"];
    for (const path of paths) {
      const full = await page(path);
      expect(full.response.status, path).toBe(200);
      expectScripts(full.html, path);

      const lite = await page(path, SAVE_DATA);
      expect(lite.response.status, path).toBe(200);
      expectNoScripts(lite.html, path);
      expect(has(lite.html, "Lite mode: <strong"), path).toBe(true);
      // Data for search engines stays: the same JSON-LD as the full page.
      const jsonLd = (html: string) => html.match(/<script type="application\/ld\+json">/g) ?? [];
      expect(jsonLd(lite.html).length, path).toBe(jsonLd(full.html).length);
    }
    const hotelPage = await page(`/hotels/${hotel}`, SAVE_DATA);
    expect(has(hotelPage.html, /<script type="application\/ld\+json">/)).toBe(true);
  });

  it("also answers a not-found page without scripts", async () => {
    const { response, html } = await page("/hotels/no-such-hotel-anywhere", SAVE_DATA);
    expect(response.status).toBe(404);
    expectNoScripts(html, "404");
  });

  it("follow the reader's cookie over the Save-Data hint", async () => {
    expectNoScripts((await page("/cities", LITE_ON)).html, "cookie on");
    const optedOut = await page("/cities", { ...SAVE_DATA, Cookie: "akwaaba_lite=0" });
    expectScripts(optedOut.html, "cookie off with Save-Data");
    expect(has(optedOut.html, "Lite mode: <strong")).toBe(true);
  });

  it("put photos below the fold behind a tap, and load the first ones as usual", async () => {
    const full = await page("/hotels");
    const lite = await page("/hotels", LITE_ON);
    const lazyImages = (html: string) => html.match(/<img\b[^>]*loading="lazy"/g) ?? [];
    const placeholders = lite.html.match(/<details\b[^>]*><summary\b[^>]*>Show photo/g) ?? [];
    expect(lazyImages(full.html).length).toBeGreaterThan(0);
    expect(placeholders.length).toBe(lazyImages(full.html).length);
    expect(has(full.html, ">Show photo")).toBe(false);
    // The largest image still loads at once.
    expect(has(lite.html, /<img\b[^>]*fetchpriority="high"/i)).toBe(true);
  });
});

describe("the footer's Lite switch", () => {
  it("sets a year-long cookie and sends the reader back to the page with a 303", async () => {
    const on = await postLite({ lite: "on", returnTo: "/hotels?city=accra&page=2" });
    expect(on.status).toBe(303);
    expect(on.headers.get("location")).toBe("/hotels?city=accra&page=2");
    const cookie = on.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^akwaaba_lite=1; /);
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(on.headers.get("cache-control")).toBe("no-store");
    expectNoScripts((await page("/hotels", { Cookie: cookie.split(";")[0]! })).html, "after on");

    const off = await postLite({ lite: "off", returnTo: "/" });
    expect(off.status).toBe(303);
    expect(off.headers.get("location")).toBe("/");
    expect(off.headers.get("set-cookie")).toMatch(/^akwaaba_lite=0; /);
  });

  it("says which way it will switch, and comes back to the same page", async () => {
    const full = await page("/faq?q=visa");
    const form = /<form\b[^>]*action="\/lite"[^>]*>/.exec(full.html)?.[0];
    expect(form).toContain('method="post"');
    expect(has(full.html, 'name="lite" value="on"')).toBe(true);
    expect(has(full.html, 'name="returnTo" value="/faq?q=visa"')).toBe(true);
    expect(has(full.html, "Turn Lite on")).toBe(true);
    const lite = await page("/faq", LITE_ON);
    expect(has(lite.html, 'name="lite" value="off"')).toBe(true);
    expect(has(lite.html, "Turn Lite off")).toBe(true);
  });

  it("refuses to send anyone to another site, or a value it does not know, with a 400", async () => {
    for (const returnTo of ["https://evil.example/", "//evil.example/", "/\\evil.example", ""]) {
      const response = await postLite({ lite: "on", returnTo });
      expect(response.status, returnTo).toBe(400);
      expect(response.headers.get("set-cookie"), returnTo).toBeNull();
      expect(await response.text(), returnTo).toContain("Go back only to a page on this site");
    }
    const badValue = await postLite({ lite: "maybe", returnTo: "/" });
    expect(badValue.status).toBe(400);
    expect(await badValue.text()).toBe("Choose Lite on or off.\n");

    const notAForm = await fetch(`${baseUrl}/lite`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    // Refused before the route sees it, as every page's form is (server/page-requests.ts).
    expect(notAForm.status).toBe(415);
    expect(await notAForm.text()).toContain("as a browser does");

    const crossSite = await fetch(`${baseUrl}/lite`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: "https://evil.example" },
      body: new URLSearchParams({ lite: "on", returnTo: "/" }),
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("set-cookie")).toBeNull();

    const tooLarge = await postLite({ lite: "on", returnTo: "/", padding: "a".repeat(70_000) });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toContain("more than the Lite form sends");

    const get = await fetch(`${baseUrl}/lite`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});

describe("caching lite and full pages", () => {
  it("says pages vary on Save-Data and cookies, whether rendered or replayed", async () => {
    const path = "/blog?lite-vary";
    for (let i = 0; i < 2; i++) {
      const { response } = await page(path);
      expect(response.headers.get("x-cache")).toBe(i === 0 ? "MISS" : "HIT");
      const vary = (response.headers.get("vary") ?? "").split(/,\s*/);
      expect(vary).toEqual(expect.arrayContaining(["Save-Data", "Cookie", "Accept-Encoding"]));
    }
  });

  it("never serves a lite page to a full request, or a full page to a lite one", async () => {
    const path = "/cities?lite-cache";
    const full = await page(path);
    expect(full.response.headers.get("x-cache")).toBe("MISS");
    const lite = await page(path, SAVE_DATA);
    expect(lite.response.headers.get("x-cache")).toBe("MISS");
    expectNoScripts(lite.html, "lite");

    const fullAgain = await page(path);
    expect(fullAgain.response.headers.get("x-cache")).toBe("HIT");
    expectScripts(fullAgain.html, "full, cached");
    const liteByCookie = await page(path, LITE_ON);
    expect(liteByCookie.response.headers.get("x-cache")).toBe("HIT");
    expectNoScripts(liteByCookie.html, "lite, cached");
    const optedOut = await page(path, { ...SAVE_DATA, Cookie: "akwaaba_lite=0" });
    expect(optedOut.response.headers.get("x-cache")).toBe("HIT");
    expectScripts(optedOut.html, "opted out, cached");
  });

  it("gives a lite reader a service worker that saves no scripts", async () => {
    const full = await (await fetch(`${baseUrl}/sw.js`)).text();
    const lite = await fetch(`${baseUrl}/sw.js`, { headers: SAVE_DATA });
    expect(lite.headers.get("vary")).toMatch(/Save-Data, Cookie/);
    const liteScript = await lite.text();
    expect(full).toMatch(/"\/assets\/[\w.-]+\.js"/);
    expect(liteScript).not.toMatch(/"\/assets\/[\w.-]+\.js"/);
    expect(liteScript).toMatch(/"\/assets\/[\w.-]+\.css"/);
  });
});

describe("the footer's page weight", () => {
  /**
   * What the page costs on a first visit, measured here apart from the server's own code: the
   * HTML gzipped, and each build file the page names as it arrives over the wire.
   */
  async function measure(
    path: string,
    headers: Record<string, string> = {},
    { status = 200, coding = "gzip", isStored = false } = {},
  ) {
    const wire = await wireGet(path, headers);
    expect(wire.status).toBe(status);
    expect(wire.headers["content-encoding"]).toBe(coding);
    const decompress = coding === "zstd" ? zstdDecompressSync : gunzipSync;
    const html = decompress(wire.body).toString("utf8");
    // A page answered without rendering (decision 045) is sent as compressed to weigh it; what
    // the middleware sends is the HTML gzipped, give or take the bytes of a stream flush.
    const htmlBytes = isStored ? wire.body.length : gzipSync(html, { level: GZIP_LEVEL }).length;
    expect(Math.abs(wire.body.length - htmlBytes)).toBeLessThan(64);
    // The route manifest names its own file as its "url", which lazy discovery never fetches.
    const named = html.replace(/"url":\s*"\/assets\/[\w.-]+"/g, "");
    const assets = [...new Set(named.match(/\/assets\/[\w.-]+/g) ?? [])];
    let assetBytes = 0;
    for (const asset of assets) {
      const file = await wireGet(asset);
      expect(file.status, asset).toBe(200);
      assetBytes += file.body.length;
    }
    const figure = Number(/This page: <span id="page-weight">(\d+)<\/span> KB/.exec(html)?.[1]);
    return {
      html,
      assets,
      figure,
      /** The bytes measured here, in KB unrounded. */
      measured: (htmlBytes + assetBytes) / 1024,
    };
  }

  it("is the gzipped HTML plus the scripts and stylesheet the page names, in KB", async () => {
    const { hotel } = await aHotelAndAPost();
    // Fresh addresses: a page replayed from the cache carries another nonce, a byte off at most.
    for (const path of ["/?weight", `/hotels/${hotel}?weight`, "/faq?weight"]) {
      const full = await measure(path);
      expect(
        full.assets.some((asset) => asset.endsWith(".js")),
        path,
      ).toBe(true);
      expect(
        full.assets.some((asset) => asset.endsWith(".css")),
        path,
      ).toBe(true);
      // A first visit asks for no font (decision 056): the next page has it from the cache.
      expect(
        full.assets.some((asset) => asset.endsWith(".woff2")),
        path,
      ).toBe(false);
      // The figure is the measured weight rounded to whole KB. Gzip sizes move by a few bytes
      // with the page's nonce, so a weight near a half KB may round either way.
      expect(Math.abs(full.figure - full.measured), path).toBeLessThanOrEqual(0.51);

      const lite = await measure(path, LITE_ON);
      expect(
        lite.assets.some((asset) => asset.endsWith(".js")),
        path,
      ).toBe(false);
      expect(Math.abs(lite.figure - lite.measured), path).toBeLessThanOrEqual(0.51);
      expect(lite.figure, path).toBeLessThan(full.figure);
    }
  });

  it("is what a page answered without rendering weighs as sent, in zstd or gzip", async () => {
    const names = "/name-generator?country=ghana&gender=Female&count=5";
    const missing = () =>
      `/no-such-page-${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
    for (const [first, again, status] of [
      [names, names, 200],
      [missing(), missing(), 404],
    ] as const) {
      // The first is rendered and kept; the next are filled from it, each with its own names or
      // address, and sent in the coding the client takes best.
      await page(first);
      const sent = [];
      for (const [accepts, coding] of [
        ["gzip, deflate, br, zstd", "zstd"],
        ["gzip, deflate, br", "gzip"],
      ] as const) {
        const path = status === 404 ? missing() : again;
        const stored = await measure(
          path,
          { "Accept-Encoding": accepts },
          { status, coding, isStored: true },
        );
        // Sent as weighed: the figure is the bytes that went, rounded, not an estimate of them.
        expect(stored.figure, `${path} in ${coding}`).toBe(Math.round(stored.measured));
        sent.push(stored);
      }
      // The same page either way, its own figure apart.
      const [zstd, gzip] = sent.map((stored) =>
        stored.html
          .replace(/nonce="[^"]*"/g, "")
          .replace(/<span id="page-weight">\d+<\/span>/, "")
          .replace(/name="returnTo" value="[^"]*"/, "")
          .replace(/<ul class="mt-5 grid gap-4 sm:grid-cols-2">.*?<\/ul>/s, "")
          .replace(/\\"names\\",\\"\[.*?\]\\"/s, ""),
      );
      expect(zstd).toBe(gzip);
    }
  });
});
