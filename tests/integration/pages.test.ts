import { describe, expect, inject, it } from "vitest";
import { attr, findTag, title, visibleText } from "#tests/http.ts";

const baseUrl = inject("baseUrl");

describe("server-rendered pages", () => {
  it("serves /about with its content and full head in the first response", async () => {
    const response = await fetch(`${baseUrl}/about`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(title(html)).toBe("About Us | Akwaaba Stays");
    expect(attr(findTag(html, "meta", { name: "description" }), "content")).toMatch(/Ghana/);
    expect(attr(findTag(html, "link", { rel: "canonical" }), "href")).toBe(
      "http://localhost:3000/about",
    );
    expect(attr(findTag(html, "meta", { property: "og:title" }), "content")).toBe(
      "About Us | Akwaaba Stays",
    );
    expect(attr(findTag(html, "meta", { property: "og:image" }), "content")).toBe(
      "http://localhost:3000/social/default.png",
    );
    expect(findTag(html, "meta", { name: "twitter:card" })).toBeDefined();
    for (const heading of ["Our mission", "What we value", "Our impact", "Company information"]) {
      expect(html).toContain(heading);
    }
    expect(html).toContain("mailto:hello@akwaabastays.com");
    expect(html).toContain('type="application/ld+json"');
  });

  it("names the page's stylesheet in its headers, from the renderer and from the page cache", async () => {
    for (let visit = 0; visit < 2; visit++) {
      const response = await fetch(`${baseUrl}/accra`);
      const html = await response.text();
      const stylesheet = /<link[^>]*rel="stylesheet" href="([^"]+)"/.exec(html)![1]!;
      expect(response.headers.get("link")).toBe(`<${stylesheet}>; rel=preload; as=style`);
    }
  });

  it("asks for the font only on a later visit and holds the hydration scripts until the stylesheet has loaded", async () => {
    const html = await (await fetch(`${baseUrl}/hotels`)).text();
    // No font file on a first visit; the head's script turns the font on when an earlier visit
    // fetched this file (app/browser/webfont.ts).
    expect(html).not.toMatch(/<link[^>]*as="font"/);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(
      /<script nonce="[^"]+">\(function markOrFetchWebfont\(.*\}\)\("akwaaba-webfont", "\/assets\/", "inter-latin-wght-400-700-[\w-]+\.woff2", "webfont", "data-hydrated"\);<\/script>/s,
    );
    expect(html).not.toMatch(/<link[^>]*modulepreload| type="module"/);
    expect(html).toMatch(/<script nonce="[^"]+" type="text\/x-held-module">/);
    // The inline releaser (app/hydration/held-scripts.ts) in the head, above the stylesheet it
    // waits for, with every preload of the page and called with the markers it releases.
    const releaser = /<script nonce="[^"]+" data-modulepreload="([^"]+)">(.*?)<\/script>/s.exec(
      head,
    );
    expect(releaser![2]).toContain('("text/x-held-module", "data-modulepreload", "framework");');
    expect(releaser!.index).toBeLessThan(head.indexOf('rel="stylesheet"'));
    const preloads = releaser![1]!.split(" ");
    expect(preloads.length).toBeGreaterThan(3);
    expect(preloads.some((href) => /\/assets\/hotels-[\w-]+\.js$/.test(href))).toBe(true);
    // The framework, which the releaser fetches at once, is named as it expects.
    expect(preloads.filter((href) => /^\/assets\/framework-[\w-]+\.js$/.test(href))).toHaveLength(
      1,
    );
    for (const href of preloads) expect((await fetch(`${baseUrl}${href}`)).status).toBe(200);
  });

  it.each([
    [
      "/privacy-policy",
      "Privacy Policy",
      "November 29, 2026",
      ["GDPR", "CCPA", "random reference"],
    ],
    [
      "/terms-of-service",
      "Terms of Service",
      "July 17, 2025",
      ["Delaware", "Affiliate disclosure"],
    ],
    ["/disclaimer", "Disclaimer", "November 29, 2026", ["not a travel agency", "External links"]],
    ["/cookie-policy", "Cookie Policy", "July 17, 2025", ["Essential", "Managing cookies"]],
  ])("serves the legal page %s with its sections", async (path, heading, updated, phrases) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(title(html)).toBe(`${heading} | Akwaaba Stays`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(visibleText(html)).toContain(`Last updated ${updated}`);
    for (const phrase of phrases) expect(html.toLowerCase()).toContain(phrase.toLowerCase());
  });

  it("answers an unknown path with the 404 screen and status", async () => {
    const response = await fetch(`${baseUrl}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("404 Page Not Found");
    expect(title(html)).toBe("Page Not Found | Akwaaba Stays");
    expect(html).not.toContain("Did you forget to add the page to the router?");
  });

  it("renders the shared layout: header links, footer sections and disclosure", async () => {
    const html = await (await fetch(`${baseUrl}/about`)).text();
    for (const href of [
      "/hotels",
      "/accra",
      "/kumasi",
      "/cape-coast",
      "/tamale",
      "/blog",
      "/contact",
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain("Ghana Travel Blog");
    expect(html).toContain("Quick Links");
    for (const section of ["Destinations", "Travel Documentation", "Help &amp; Support", "Legal"]) {
      expect(html).toContain(section);
    }
    expect(html).toContain("Affiliate disclosure");
    expect(visibleText(html)).toContain(`© ${new Date().getFullYear()}`);
  });

  it("answers /healthz while alive and /readyz while the database is reachable", async () => {
    const live = await fetch(`${baseUrl}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "ok", database: "reachable" });
  });

  it("serves the city artwork it draws itself, and 404 for unknown images", async () => {
    const response = await fetch(`${baseUrl}/images/cities/accra.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toMatch(/^<svg /);
    expect((await fetch(`${baseUrl}/images/cities/atlantis.svg`)).status).toBe(404);
  });
});

describe("security and transport headers", () => {
  it("sets a nonce-based CSP that matches the page's scripts, and the other headers", async () => {
    const response = await fetch(`${baseUrl}/about`);
    const csp = response.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    const executable = scripts.filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);

    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("keeps every answer from being embedded by another site (Cross-Origin-Resource-Policy)", async () => {
    const html = await (await fetch(`${baseUrl}/about`)).text();
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    // React Router marks a stylesheet a lazy chunk also needs with "#" (error-screen.tsx's).
    const stylesheet = /"(\/assets\/[^"#]+\.css)#?"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    expect(stylesheet).toBeTruthy();
    for (const path of ["/about", script!, stylesheet!, "/api/hotels", "/robots.txt", "/nowhere"]) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
      await response.body?.cancel();
    }
    // Photos may be shown by webmail, which loads a newsletter's images from its own origin.
    const photo = await fetch(`${baseUrl}/media/no-such-photo.webp`);
    expect(photo.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    await photo.body?.cancel();
  });

  it("uses a new nonce for every page it renders", async () => {
    // A page drawn for one visitor (names at random are never kept) is rendered for each request;
    // a cached page keeps the nonce it was rendered with (decision 026, page-cache.test.ts).
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec(
        (await fetch(`${baseUrl}/name-generator?country=ghana&gender=Female&count=5`)).headers.get(
          "content-security-policy",
        )!,
      )?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it("compresses pages with brotli or gzip as the client accepts", async () => {
    const brotli = await fetch(`${baseUrl}/privacy-policy`, {
      headers: { "Accept-Encoding": "br" },
    });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    const gzip = await fetch(`${baseUrl}/privacy-policy`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
  });

  it("caches hashed assets immutably", async () => {
    const html = await (await fetch(`${baseUrl}/about`)).text();
    const asset = /(\/assets\/[^"\s]+\.js)/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await fetch(`${baseUrl}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/max-age=31536000.*immutable/);
  });
});

describe("disclosure beside partner links", () => {
  it.each([
    "/",
    "/hotels",
    "/accra",
    "/hotels/labadi-beach-hotel",
    "/cheap-hotels-accra",
    "/luxury-hotels-ghana",
  ])("%s says how the site earns next to its partner buttons", async (path) => {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    expect(visibleText(html)).toMatch(/We may earn a commission when you book/);
    expect(html).toContain('href="/terms-of-service#affiliate-disclosure"');
  });

  it("the home page, with Amazon links, carries Amazon's sentence once", async () => {
    const text = visibleText(await (await fetch(`${baseUrl}/`)).text());
    const sentence =
      "Akwaaba Stays is a participant in the Amazon Services LLC Associates Program, an affiliate advertising program designed to provide a means for sites to earn advertising fees by advertising and linking to Amazon.com.";
    expect(text.split(sentence)).toHaveLength(2);
  });
});
