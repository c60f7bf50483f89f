import { describe, expect, it } from "vitest";
import { buildRobotsTxt, buildSitemap } from "#app/seo/sitemap.ts";

describe("buildSitemap", () => {
  it("lists absolute URLs with their last change as a date", () => {
    const xml = buildSitemap("https://akwaaba.example", [
      { path: "/" },
      { path: "/hotels?x=1&y=2", lastModified: "2026-11-20T08:00:00.000Z" },
    ]);
    expect(xml).toContain("<url><loc>https://akwaaba.example/</loc></url>");
    expect(xml).toContain(
      "<url><loc>https://akwaaba.example/hotels?x=1&amp;y=2</loc><lastmod>2026-11-20</lastmod></url>",
    );
  });

  it("names each language's address of a page in both, with the xhtml namespace", () => {
    const xml = buildSitemap("https://akwaaba.example", [
      {
        path: "/fr/accra",
        alternates: [
          { hrefLang: "en", path: "/accra" },
          { hrefLang: "fr", path: "/fr/accra" },
          { hrefLang: "x-default", path: "/accra" },
        ],
      },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://akwaaba.example/fr/accra</loc><xhtml:link rel="alternate" hreflang="en" href="https://akwaaba.example/accra"/><xhtml:link rel="alternate" hreflang="fr" href="https://akwaaba.example/fr/accra"/><xhtml:link rel="alternate" hreflang="x-default" href="https://akwaaba.example/accra"/></url>',
    );
  });
});

describe("buildRobotsTxt", () => {
  it("allows all but the admin and API, and points at the sitemap", () => {
    const text = buildRobotsTxt("https://akwaaba.example");
    expect(text).toContain("Disallow: /admin\n");
    expect(text).toContain("Disallow: /api/\n");
    expect(text).toContain("Sitemap: https://akwaaba.example/sitemap.xml");
  });
});
