// What crawlers and feed readers find (issue 25): one address per page (a trailing slash
// redirects to the slashless URL), the blog's RSS feed announced on every page and linked on
// /blog, and error pages that name no canonical URL and ask not to be indexed.
import { describe, expect, inject, it } from "vitest";
import { slugify } from "#app/domain/content/slug.ts";
// Only hotels public sources confirm are listed (issue 29).
import { listedHotelSeeds as hotelSeeds } from "#tests/listed-hotels.ts";
import { postSeeds } from "#app/seed/seed.server.ts";
import { attr, findTag } from "#tests/http.ts";

const baseUrl = inject("baseUrl");
const hotelPath = `/hotels/${slugify(hotelSeeds[0]!.name)}`;
const postPath = `/blog/${postSeeds[0]!.slug}`;

function get(path: string, init?: RequestInit) {
  return fetch(`${baseUrl}${path}`, { ...init, redirect: "manual" });
}

describe("a trailing slash", () => {
  it.each([
    ["legal", "/privacy-policy/", "/privacy-policy"],
    ["culture", "/ghana-attire/", "/ghana-attire"],
    ["landing", "/cheap-hotels-accra/", "/cheap-hotels-accra"],
    ["hotel", `${hotelPath}/`, hotelPath],
    ["city", "/accra/", "/accra"],
    [
      "listing, with its query",
      "/hotels/?city=accra&sort=price-asc",
      "/hotels?city=accra&sort=price-asc",
    ],
    ["doubled", "/about//", "/about"],
  ])("on a %s page answers 301 to the slashless URL", async (_kind, from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
    expect((await get(to)).status).toBe(200);
  });

  it("keeps a form's method: a POST answers 308", async () => {
    const response = await get("/contact/", { method: "POST", body: new URLSearchParams() });
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/contact");
  });

  it.each([
    ["//evil.com/", "/evil.com"],
    ["/\\evil.com/", "/evil.com"],
    // An encoded slash that decodes to another host goes home (safeLocalPath).
    ["/%2F%2Fevil.com/", "/"],
  ])("never redirects off the site: %s", async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });

  it("leaves the home page and static folders alone", async () => {
    expect((await get("/")).status).toBe(200);
    // A folder of static files answers 404, not a redirect back to itself with a slash.
    expect((await get("/icons")).status).toBe(404);
    expect((await get("/icons/")).headers.get("location")).toBe("/icons");
  });
});

describe("the blog's RSS feed", () => {
  it.each(["/", "/blog", postPath, "/hotels", "/no-such-page"])(
    "is announced in the head of %s",
    async (path) => {
      const html = await (await get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const link = findTag(head, "link", { rel: "alternate", type: "application/rss+xml" });
      expect(attr(link, "href")).toBe("/blog/rss.xml");
      expect(attr(link, "title")).toBe("Ghana Travel Blog");
    },
  );

  it("has a visible link on /blog, and answers with the feed", async () => {
    const html = await (await get("/blog")).text();
    const body = html.slice(html.indexOf("<body"));
    expect(body).toMatch(/<a href="\/blog\/rss.xml"[^>]*>the blog(&#x27;|')s RSS feed<\/a>/);
    const feed = await get("/blog/rss.xml");
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
  });
});

describe("an error page", () => {
  it.each(["/no-such-page", "/no/such/page", "/hotels/no-such-hotel", "/blog/no-such-post"])(
    "%s names no canonical URL and is not indexed",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(findTag(html, "link", { rel: "canonical" })).toBeUndefined();
      expect(findTag(html, "meta", { property: "og:url" })).toBeUndefined();
      expect(attr(findTag(html, "meta", { name: "robots" }), "content")).toBe("noindex, nofollow");
    },
  );
});
