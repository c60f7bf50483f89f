import { describe, expect, inject, it } from "vitest";
import { guidesSource as guides } from "#app/content/guides.ts";
import { footerSections } from "#app/content/site-nav.ts";
import { postSeeds } from "#app/seed/seed.server.ts";
import { attr, findTag, title } from "#tests/http.ts";

const baseUrl = inject("baseUrl");

interface ApiPost {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image: string;
  author: string;
  publishedAt: string;
  tags: string[];
  featured: boolean;
}

async function getJson<T>(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  return { response, body: (await response.json()) as T };
}

describe("GET /api/blog", () => {
  it("returns every post with SPEC.md's fields, newest first", async () => {
    const { response, body } = await getJson<ApiPost[]>("/api/blog");
    expect(response.status).toBe(200);
    expect(body).toHaveLength(postSeeds.length);
    for (const post of body) {
      expect(Object.keys(post).sort()).toEqual(
        [
          "author",
          "content",
          "excerpt",
          "featured",
          "id",
          "image",
          "publishedAt",
          "slug",
          "tags",
          "title",
        ].sort(),
      );
      expect(post.image).toBe(`/images/posts/${post.slug}.svg`);
    }
    const dates = body.map((post) => Date.parse(post.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("?featured=true returns only featured posts", async () => {
    const { body } = await getJson<ApiPost[]>("/api/blog?featured=true");
    expect(body.length).toBe(postSeeds.filter((post) => post.featured).length);
    expect(body.length).toBeGreaterThanOrEqual(6);
    expect(body.every((post) => post.featured)).toBe(true);
  });

  it("rejects unknown or invalid parameters with 400 JSON", async () => {
    const bad = await getJson<{ error: string }>("/api/blog?featured=yes");
    expect(bad.response.status).toBe(400);
    expect(bad.body.error).toMatch(/featured/);
    const unknown = await getJson<{ error: string }>("/api/blog?tag=Accra");
    expect(unknown.response.status).toBe(400);
    expect(unknown.body.error).toMatch(/tag/);
  });
});

describe("GET /api/blog/{slug}", () => {
  it("returns one post", async () => {
    const { response, body } = await getJson<ApiPost>("/api/blog/ghana-visa-requirements");
    expect(response.status).toBe(200);
    expect(body.title).toBe(postSeeds.find((p) => p.slug === "ghana-visa-requirements")!.title);
    expect(body.content).toContain("## ");
  });

  it("answers 404 JSON for an unknown slug", async () => {
    const { response, body } = await getJson<{ error: string }>("/api/blog/no-such-post");
    expect(response.status).toBe(404);
    expect(body.error).toMatch(/no-such-post/);
  });
});

describe("blog pages", () => {
  it("/blog lists the latest articles, guides and featured hotels", async () => {
    const response = await fetch(`${baseUrl}/blog`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(title(html)).toBe("Ghana Travel Blog | Akwaaba Stays");
    expect(html).toContain("Latest Articles");
    expect(html).toContain("Travel Guides");
    expect(html).toContain("Featured Hotels");
    expect(attr(findTag(html, "link", { rel: "canonical" }), "href")).toBe(
      "http://localhost:3000/blog",
    );
  });

  it("a post has its own head, BlogPosting and breadcrumb markup, and long US date", async () => {
    const response = await fetch(`${baseUrl}/blog/kotoka-international-airport-guide`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const seed = postSeeds.find((post) => post.slug === "kotoka-international-airport-guide")!;
    expect(title(html)).toBe(`${seed.title} | Akwaaba Stays`);
    expect(attr(findTag(html, "meta", { name: "description" }), "content")).toBe(
      seed.excerpt.replaceAll("'", "&#x27;"),
    );
    expect(attr(findTag(html, "link", { rel: "canonical" }), "href")).toBe(
      "http://localhost:3000/blog/kotoka-international-airport-guide",
    );
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    const [year, month, day] = seed.publishedAt.split("-").map(Number);
    const expected = new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(html).toContain(expected);
    expect(html).toMatch(/\d+ min read/);
  });

  it("an unknown post answers 404 with SPEC.md's wording", async () => {
    const response = await fetch(`${baseUrl}/blog/no-such-post`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Post Not Found");
    expect(html).toContain("The blog post you&#x27;re looking for doesn&#x27;t exist.");
  });

  it("every guide and every footer article link resolves to a post", async () => {
    const footerLinks = footerSections
      .flatMap((section) => section.links)
      .map((link) => link.href)
      .filter((href) => href.startsWith("/blog/"));
    expect(footerLinks).toHaveLength(5);
    for (const href of [...guides.map((guide) => `/blog/${guide.slug}`), ...footerLinks]) {
      const response = await fetch(`${baseUrl}${href}`);
      expect(response.status, href).toBe(200);
    }
  });

  it("serves each post's artwork", async () => {
    const response = await fetch(`${baseUrl}/images/posts/ghana-beaches-guide.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toMatch(/^<svg/);
    expect((await fetch(`${baseUrl}/images/posts/no-such-post.svg`)).status).toBe(404);
  });
});

describe("related content on other pages", () => {
  it("city pages show their guides and related articles", async () => {
    const kumasi = await (await fetch(`${baseUrl}/kumasi`)).text();
    expect(kumasi).toContain("Travel guides for Kumasi");
    expect(kumasi).toContain('href="/blog/kumasi-city-guide"');
    expect(kumasi).toContain("More about Kumasi");
  });

  it("landing pages show budget and luxury travel articles", async () => {
    const budget = await (await fetch(`${baseUrl}/cheap-hotels-accra`)).text();
    expect(budget).toContain("Budget travel in Ghana: related articles");
    expect(budget).toContain('href="/blog/ghana-on-a-budget"');
    const luxury = await (await fetch(`${baseUrl}/luxury-hotels-ghana`)).text();
    expect(luxury).toContain('href="/blog/luxury-hotels-in-accra"');
  });

  it("a hotel page shows the four newest articles about its city", async () => {
    const html = await (await fetch(`${baseUrl}/hotels/labadi-beach-hotel`)).text();
    expect(html).toContain("Travel guides for Accra");
    const expected = [...postSeeds]
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title))
      .filter((post) => post.tags.includes("Accra") || post.title.includes("Accra"))
      .slice(0, 4);
    const section = html.slice(html.indexOf('id="related"'), html.indexOf("<footer"));
    const linked = [...section.matchAll(/href="\/blog\/([^"]+)"/g)].map((m) => m[1]);
    expect(linked).toEqual(expected.map((post) => post.slug));
  });
});

describe("GET /blog/rss.xml", () => {
  it("is an RSS 2.0 feed of every post, newest first, that parses as XML", async () => {
    const response = await fetch(`${baseUrl}/blog/rss.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(postSeeds.length);
    const dates = items.map((item) => Date.parse(/<pubDate>(.*?)<\/pubDate>/.exec(item)![1]!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // Well-formed: every tag closes and no raw ampersand is left.
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const opened = xml.match(/<(item|title|link|description|guid|pubDate|category)\b/g)!.length;
    const closed = xml.match(/<\/(item|title|link|description|guid|pubDate|category)>/g)!.length;
    expect(opened).toBe(closed);
  });
});
