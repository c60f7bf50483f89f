import { describe, expect, it } from "vitest";
import { buildRssFeed, escapeXml } from "#app/seo/rss.ts";

describe("buildRssFeed", () => {
  const feed = buildRssFeed({
    title: "Blog & guides",
    link: "http://localhost:3000/blog",
    feedUrl: "http://localhost:3000/blog/rss.xml",
    description: "Guides",
    items: [
      {
        title: "Visas <2026>",
        link: "http://localhost:3000/blog/visas",
        description: "Who needs one & how",
        author: "Travel Desk",
        publishedAt: "2026-11-02T12:00:00.000Z",
        categories: ["Visa Information"],
      },
    ],
  });

  it("escapes text so the feed stays well-formed", () => {
    expect(feed).toContain("<title>Blog &amp; guides</title>");
    expect(feed).toContain("<title>Visas &lt;2026&gt;</title>");
    expect(feed).not.toContain("<2026>");
  });

  it("dates items in RFC 822 form and marks the newest as the build date", () => {
    expect(feed).toContain("<pubDate>Mon, 02 Nov 2026 12:00:00 GMT</pubDate>");
    expect(feed).toContain("<lastBuildDate>Mon, 02 Nov 2026 12:00:00 GMT</lastBuildDate>");
  });

  it("escapes quotes and apostrophes", () => {
    expect(escapeXml(`"it's"`)).toBe("&quot;it&apos;s&quot;");
  });
});
