import { describe, expect, it } from "vitest";
import { buildMeta, errorMeta, fullTitle, pagedPath } from "#app/seo/meta.ts";

const site = { name: "Akwaaba Stays", url: "https://example.test" };

function find(tags: ReturnType<typeof buildMeta>, key: string, value: string) {
  return tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
}

describe("buildMeta", () => {
  it("uses SPEC.md's defaults when the page gives none", () => {
    const tags = buildMeta(site, { path: "/" });
    expect(tags[0]).toEqual({
      title: "Best Hotels in Ghana | Cheap Hotels in Accra & Luxury Hotels",
    });
    expect(find(tags, "name", "robots")?.content).toBe("index, follow");
    expect(find(tags, "name", "revisit-after")?.content).toBe("7 days");
    expect(find(tags, "name", "geo.region")?.content).toBe("GH");
    expect(find(tags, "name", "theme-color")?.content).toBe("#0EA5E9");
    expect(find(tags, "property", "og:locale")?.content).toBe("en_US");
    expect(find(tags, "property", "og:image")?.content).toBe(
      "https://example.test/social/default.png",
    );
  });

  it("appends the site name to a page title and builds the canonical from the site URL", () => {
    const tags = buildMeta(site, { title: "About Us", path: "/about/" });
    expect(tags[0]).toEqual({ title: "About Us | Akwaaba Stays" });
    expect(find(tags, "rel", "canonical")?.href).toBe("https://example.test/about");
    expect(find(tags, "property", "og:url")?.content).toBe("https://example.test/about");
  });

  it("marks pages that must not be indexed", () => {
    const tags = buildMeta(site, { title: "Admin", path: "/admin", index: false });
    expect(find(tags, "name", "robots")?.content).toBe("noindex, nofollow");
  });

  it("adds one JSON-LD script per object with the schema.org context", () => {
    const tags = buildMeta(site, {
      path: "/faq",
      jsonLd: [{ "@type": "FAQPage" }, { "@type": "BreadcrumbList" }],
    });
    const scripts = tags.filter((tag) => "script:ld+json" in tag);
    expect(scripts).toEqual([
      { "script:ld+json": { "@context": "https://schema.org", "@type": "FAQPage" } },
      { "script:ld+json": { "@context": "https://schema.org", "@type": "BreadcrumbList" } },
    ]);
  });

  it("keeps absolute image URLs as they are", () => {
    const tags = buildMeta(site, { path: "/x", image: "https://cdn.example.test/a.png" });
    expect(find(tags, "property", "og:image")?.content).toBe("https://cdn.example.test/a.png");
  });
});

describe("errorMeta", () => {
  it("titles an error page, keeps it out of the index and names no canonical URL", () => {
    const tags = errorMeta(site, "Page Not Found");
    expect(tags[0]).toEqual({ title: "Page Not Found | Akwaaba Stays" });
    expect(find(tags, "name", "robots")?.content).toBe("noindex, nofollow");
    expect(find(tags, "rel", "canonical")).toBeUndefined();
    expect(find(tags, "property", "og:url")).toBeUndefined();
    expect(find(tags, "property", "og:title")?.content).toBe("Page Not Found | Akwaaba Stays");
  });
});

describe("fullTitle", () => {
  it("falls back to the default title", () => {
    expect(fullTitle(site)).toMatch(/^Best Hotels in Ghana/);
  });
});

describe("pagedPath", () => {
  it("leaves page 1 bare and numbers later pages", () => {
    expect(pagedPath("/blog", undefined)).toBe("/blog");
    expect(pagedPath("/blog", 1)).toBe("/blog");
    expect(pagedPath("/accra", 3)).toBe("/accra?page=3");
  });
});
