// Walks the sitemap: every public page answers 200 with its own title, description, canonical
// link, social tags and valid JSON-LD, and every internal link on every page resolves.
import { describe, expect, inject, it } from "vitest";
import { attr, findTag, title } from "#tests/http.ts";

const baseUrl = inject("baseUrl");
const SITE_URL = "http://localhost:3000";

async function sitemapPaths(): Promise<string[]> {
  const response = await fetch(`${baseUrl}/sitemap.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    match[1]!.replace(SITE_URL, "").replace(/&amp;/g, "&"),
  );
}

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt keeps crawlers out of the admin and API and names the sitemap", async () => {
    const text = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it("every page in the sitemap has a full, unique head and working internal links", async () => {
    const paths = await sitemapPaths();
    expect(paths).toContain("/");
    expect(paths).toContain("/hotels/labadi-beach-hotel");
    expect(paths).toContain("/blog/ghana-visa-requirements");
    expect(paths).toContain("/kumasi");

    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const links = new Set<string>();
    for (const path of paths) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, `${path} shows a raw fact token`).not.toContain("{{fact:");
      const pageTitle = title(html)!;
      const description = attr(findTag(html, "meta", { name: "description" }), "content")!;
      expect(pageTitle, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      expect(
        titles.get(pageTitle),
        `${path} repeats the title of ${titles.get(pageTitle)}`,
      ).toBeUndefined();
      expect(descriptions.get(description), `${path} repeats a description`).toBeUndefined();
      titles.set(pageTitle, path);
      descriptions.set(description, path);

      expect(attr(findTag(html, "link", { rel: "canonical" }), "href"), path).toBe(
        `${SITE_URL}${path}`,
      );
      for (const property of ["og:title", "og:description", "og:url", "og:image"]) {
        expect(findTag(html, "meta", { property }), `${path} ${property}`).toBeDefined();
      }
      expect(findTag(html, "meta", { name: "twitter:card" }), path).toBeDefined();
      const jsonLd = [
        ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ];
      expect(jsonLd.length, `${path} has JSON-LD`).toBeGreaterThan(0);
      for (const [, json] of jsonLd) {
        const data = JSON.parse(json!) as { "@context"?: string; "@type"?: string };
        expect(data["@context"], path).toBe("https://schema.org");
        expect(data["@type"], path).toBeTruthy();
      }
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)) {
        links.add(href!.replace(/&amp;/g, "&"));
      }
    }

    const broken: string[] = [];
    for (const link of links) {
      if (link.startsWith("/api/")) continue;
      const response = await fetch(`${baseUrl}${link}`, { redirect: "manual" });
      // Partner links are the site's counted redirects: a 302 to the partner over HTTPS.
      const expected = link.startsWith("/go/") ? 302 : 200;
      const location = response.headers.get("location") ?? "";
      if (response.status !== expected) broken.push(`${link} answered ${response.status}`);
      else if (expected === 302 && !location.startsWith("https://")) {
        broken.push(`${link} went to ${location}`);
      }
    }
    expect(broken).toEqual([]);
  }, 120_000);
});
