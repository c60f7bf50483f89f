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
});

describe("buildRobotsTxt", () => {
  it("allows all but the admin and API, and points at the sitemap", () => {
    const text = buildRobotsTxt("https://akwaaba.example");
    expect(text).toContain("Disallow: /admin\n");
    expect(text).toContain("Disallow: /api/\n");
    expect(text).toContain("Sitemap: https://akwaaba.example/sitemap.xml");
  });
});
