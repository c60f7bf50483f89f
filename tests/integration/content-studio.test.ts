// The content studio's API against the real server and database: every type created, edited,
// published and archived; a renamed slug answers 301; an archived page 410 and leaves the
// sitemap, RSS and public API; a stale save 409; and edits survive a restart (the seed never
// overwrites them).
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie, visibleText } from "#tests/http.ts";
import { createOwnDatabase, type OwnDatabase } from "#tests/own-database.ts";
import { makeDataDir, startServer, type RunningServer } from "#tests/server-process.ts";

const dataDir = makeDataDir();
// On PostgreSQL a database of its own: what this file publishes (a Kumasi lodge, posts, FAQ
// answers) must never show in the suite's main server, which sees another process's change only
// at its next poll.
let database: OwnDatabase | null = null;
let databaseEnv: Record<string, string> = {};
let server: RunningServer;
let cookie: string;

async function logIn() {
  cookie = await adminCookie(server.url);
}

beforeAll(async () => {
  database = await createOwnDatabase("content_studio");
  databaseEnv = database ? { DATABASE_URL: database.url } : {};
  server = await startServer({ dataDir, env: databaseEnv });
  await logIn();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Item = { id: number; version: number; slug: string; status: string } & Record<string, unknown>;

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/admin/content/${path}`, {
    method,
    headers: {
      Cookie: cookie,
      Origin: server.url,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response;
}

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

function page(path: string) {
  return fetch(`${server.url}${path}`, { redirect: "manual" });
}

const NEW_ITEMS = {
  hotels: {
    slug: "studio-test-lodge",
    name: "Studio Test Lodge",
    citySlug: "kumasi",
    location: "Adum",
    description: "A lodge created by the content studio test.",
    image: "/images/hotels/labadi-beach-hotel.svg",
    rating: 4.1,
    price: 80,
    hotelType: "Guest House",
    amenities: ["wifi"],
    // Only a hotel public sources confirm is listed (issue 29).
    listingStatus: "verified",
    listingSources: [{ publisher: "Studio Test Gazette", title: "A lodge opens in Adum" }],
    listingCheckedOn: "2026-11-25",
    listingCheckedBy: "Studio test",
  },
  cities: {
    slug: "studio-test-town",
    name: "Studio Test Town",
    region: "Volta Region",
    description: "A town created by the content studio test.",
    image: "/images/cities/accra.svg",
  },
  posts: {
    slug: "studio-test-post",
    title: "Studio Test Post",
    excerpt: "A post created by the content studio test.",
    content: "## A heading\n\nA paragraph of the studio test post.",
    image: "/images/posts/ghana-passport-requirements.svg",
    author: "Studio Test",
    publishedAt: "2026-11-01T12:00:00Z",
    tags: ["Accra"],
  },
  pages: {
    slug: "studio-test-page",
    title: "Studio Test Page",
    description: "A page created by the content studio test.",
    intro: "An introduction the studio test wrote for {{site.name}}.",
    body: "## First part {#first}\n\nWords.\n\n## Second part\n\nWrite to {{site.contactEmail}}.",
  },
} as const;

const PAGE_KINDS = ["hotels", "cities", "posts", "pages"] as const;

const PUBLIC_PATH = {
  hotels: (slug: string) => `/hotels/${slug}`,
  cities: (slug: string) => `/${slug}`,
  posts: (slug: string) => `/blog/${slug}`,
  pages: (slug: string) => `/pages/${slug}`,
};

const SHOWN_NAME = {
  hotels: "Studio Test Lodge",
  cities: "Studio Test Town",
  posts: "Studio Test Post",
  pages: "Studio Test Page",
};

describe("the content API", () => {
  for (const type of PAGE_KINDS) {
    it(`creates a ${type} draft, publishes it, renames it (301) and archives it (410)`, async () => {
      const created = await json<Item>(await api("POST", type, NEW_ITEMS[type]), 201);
      expect(created).toMatchObject({ status: "draft", version: 1, slug: NEW_ITEMS[type].slug });
      const path = PUBLIC_PATH[type];
      // A draft is not public.
      expect((await page(path(created.slug))).status).toBe(404);

      const published = await json<Item>(
        await api("PUT", `${type}/${created.id}`, { version: 1, status: "published" }),
        200,
      );
      expect(published.version).toBe(2);
      if (type !== "cities") {
        // A city page lists its hotels, and a new city has none yet.
        const html = await (await page(path(created.slug))).text();
        expect(visibleText(html)).toContain(SHOWN_NAME[type]);
      }

      const renamed = await json<Item>(
        await api("PUT", `${type}/${created.id}`, { version: 2, slug: `${created.slug}-2` }),
        200,
      );
      expect(renamed.slug).toBe(`${created.slug}-2`);
      const moved = await page(path(created.slug));
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe(path(`${created.slug}-2`));
      // A second rename points the first old slug straight at the newest one.
      await json<Item>(
        await api("PUT", `${type}/${created.id}`, { version: 3, slug: `${created.slug}-3` }),
        200,
      );
      expect((await page(path(created.slug))).headers.get("location")).toBe(
        path(`${created.slug}-3`),
      );

      const archived = await json<Item>(await api("DELETE", `${type}/${created.id}`), 200);
      expect(archived).toMatchObject({ status: "archived", version: 5 });
      const gone = await page(path(`${created.slug}-3`));
      expect(gone.status).toBe(410);
      const goneHtml = await gone.text();
      expect(visibleText(goneHtml)).toContain("No Longer Listed");
      // An error page names no canonical URL (issue 25) and is not indexed.
      expect(goneHtml).not.toContain('rel="canonical"');
      expect(goneHtml).toContain('content="noindex, nofollow"');
      const sitemap = await (await page("/sitemap.xml")).text();
      expect(sitemap).not.toContain(`${created.slug}-3`);

      const revisions = await json<{ version: number; actor: string; changes: object }[]>(
        await api("GET", `${type}/${created.id}/revisions`),
        200,
      );
      expect(revisions.map((revision) => revision.version)).toEqual([5, 4, 3, 2, 1]);
      expect(revisions[0]).toMatchObject({
        actor: "hello@akwaabastays.com",
        changes: { status: { from: "published", to: "archived" } },
      });
    });
  }

  it("previews a draft of each kind through a signed link, without a session", async () => {
    for (const type of PAGE_KINDS) {
      const slug = `preview-${type}`;
      const created = await json<Item>(await api("POST", type, { ...NEW_ITEMS[type], slug }), 201);
      const { previewPath } = await json<{ previewPath: string }>(
        await api("GET", `${type}/${created.id}`),
        200,
      );
      expect(previewPath.startsWith(`${PUBLIC_PATH[type](slug)}?preview=`)).toBe(true);
      const preview = await page(previewPath);
      const html = await preview.text();
      expect(preview.status, `${type}: ${html.slice(0, 200)}`).toBe(200);
      expect(preview.headers.get("cache-control")).toBe("private, no-store");
      expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(html).toContain('content="noindex, nofollow"');
      expect(visibleText(html)).toContain("It is not public until it is published.");
      // Anyone without the link, or with a tampered one, sees nothing.
      expect((await page(PUBLIC_PATH[type](slug))).status).toBe(404);
      expect(
        (await page(previewPath.replace(/.$/, (last) => (last === "A" ? "B" : "A")))).status,
      ).toBe(404);
    }
  });

  it("edits a long-form page: Markdown with the site's placeholders, anchors and a review date", async () => {
    const [about] = (
      await json<{ items: Item[] }>(await api("GET", "pages?q=about"), 200)
    ).items.filter((item) => item.slug === "about");
    expect(about?.body).toContain("{{block:impact-figures}}");
    const original = about!.body as string;
    const edited = await json<Item>(
      await api("PUT", `pages/${about!.id}`, {
        version: about!.version,
        body: `${original}\n\n## Studio test section {#studio-test}\n\n**{{site.name}}** answers at {{site.contactEmail}}.`,
        factsReviewedOn: "2026-11-20",
      }),
      200,
    );
    try {
      // The seeded text is kept as the first revision, so it can always be restored.
      const history = await json<{ version: number; actor: string }[]>(
        await api("GET", `pages/${about!.id}/revisions`),
        200,
      );
      expect(history.at(-1)).toMatchObject({ version: 1, actor: "seed" });
      const html = await (await page("/about")).text();
      expect(html).toContain('<h2 id="studio-test" class="scroll-mt-24">Studio test section</h2>');
      expect(html).toContain("<strong>Akwaaba Stays</strong> answers at");
      expect(html).toContain('href="mailto:hello@akwaabastays.com"');
      expect(visibleText(html)).toContain("Facts last reviewed November 20, 2026");
      // The live figures still stand where the body places them.
      expect(visibleText(html)).toMatch(/hotels listed \d+/);
      expect(visibleText(html)).not.toContain("{{");

      // The footer links to About and the legal pages: they keep their address and stay public.
      const refused = await json<{ fieldErrors: Record<string, string> }>(
        await api("PUT", `pages/${about!.id}`, {
          version: edited.version,
          slug: "about-us",
          status: "draft",
        }),
        400,
      );
      expect(refused.fieldErrors.slug).toMatch(/keeps its address/);
      expect(refused.fieldErrors.status).toMatch(/stays published/);
      const mistyped = await json<{ fieldErrors: Record<string, string> }>(
        await api("PUT", `pages/${about!.id}`, {
          version: edited.version,
          body: "Write to {{site.email}} about {{fact:no.such.fact}}.",
        }),
        400,
      );
      expect(mistyped.fieldErrors.body).toContain("{{site.email}}, {{fact:no.such.fact}}");
    } finally {
      // CI's PostgreSQL pass shares one database: put the page back as it was.
      await json<Item>(
        await api("PUT", `pages/${about!.id}`, {
          version: edited.version,
          body: original,
          factsReviewedOn: about!.factsReviewedOn,
        }),
        200,
      );
    }
  });

  it("serves the legal pages from the database with a contents list of anchored sections", async () => {
    const html = await (await page("/privacy-policy")).text();
    expect(html).toContain('<nav aria-label="On this page"');
    const anchors = [...html.matchAll(/<h2 id="([a-z0-9-]+)"/g)].map((match) => match[1]);
    expect(anchors).toContain("gdpr-rights");
    for (const anchor of anchors) expect(html).toContain(`href="#${anchor}"`);
    // The site's name and address are filled in, and the address is a link.
    expect(html).toContain(
      'Akwaaba Stays (<a href="http://localhost:3000">http://localhost:3000</a>) collects',
    );
    expect(html).toContain('href="http://localhost:3000/cookie-policy"');
  });

  it("edits the FAQ: a draft answer is hidden, a published one shows in its category, an archived one goes", async () => {
    const categoryPage = async () => visibleText(await (await page("/faq/general-travel")).text());
    const totalOf = async () =>
      Number(
        /(\d+) answers to travellers' questions/.exec(
          visibleText(await (await page("/faq")).text()),
        )![1],
      );
    const total = await totalOf();
    const created = await json<Item>(
      await api("POST", "faqs", {
        slug: "studio-test-question",
        categorySlug: "general-travel",
        question: "Is this question written in the content studio?",
        answer: "Yes: the studio test wrote it.",
        position: 5,
      }),
      201,
    );
    expect(await categoryPage()).not.toContain("Is this question written in the content studio?");
    await json<Item>(
      await api("PUT", `faqs/${created.id}`, { version: 1, status: "published" }),
      200,
    );
    const published = await page("/faq/general-travel");
    const html = await published.text();
    expect(visibleText(html)).toContain("Is this question written in the content studio?");
    expect(html).toContain('id="studio-test-question"');
    expect(await totalOf()).toBe(total + 1);

    // Renamed and moved to another category, the answer's old links follow it.
    await json<Item>(
      await api("PUT", `faqs/${created.id}`, {
        version: 2,
        slug: "studio-test-asked",
        categorySlug: "visa",
      }),
      200,
    );
    const moved = await page("/faq/general-travel?open=studio-test-question");
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe(
      "/faq/visa?open=studio-test-asked#studio-test-asked",
    );
    const landed = await (await page("/faq/visa?open=studio-test-asked")).text();
    expect(landed).toMatch(
      /<details name="faq" open=""[^>]*>(?:(?!<\/details>)[\s\S])*studio-test-asked/,
    );
    expect(await categoryPage()).not.toContain("Is this question written in the content studio?");

    await api("DELETE", `faqs/${created.id}`);
    expect(visibleText(await (await page("/faq/visa")).text())).not.toContain(
      "Is this question written in the content studio?",
    );
    expect(await totalOf()).toBe(total);

    const noCategory = await json<{ fieldErrors: Record<string, string> }>(
      await api("POST", "faqs", {
        slug: "orphan-question",
        categorySlug: "no-such-category",
        question: "Where do I belong?",
        answer: "Nowhere.",
      }),
      400,
    );
    expect(noCategory.fieldErrors.categorySlug).toMatch(/no FAQ category/);
    const categories = await json<{ items: Item[] }>(
      await api("GET", "faq-categories?sort=name"),
      200,
    );
    expect(categories.items.map((item) => item.slug)).toContain("general-travel");
  });

  it("gives an FAQ category its page: renamed, the old address moves (301); archived, it is gone (410)", async () => {
    const category = await json<Item>(
      await api("POST", "faq-categories", {
        slug: "studio-test-topic",
        title: "Studio Test Topic",
        position: 999,
        status: "published",
      }),
      201,
    );
    await json<Item>(
      await api("POST", "faqs", {
        slug: "studio-test-topic-question",
        categorySlug: "studio-test-topic",
        question: "Does a new category get its own page?",
        answer: "Yes, once it has a published answer.",
        status: "published",
      }),
      201,
    );
    const shown = await page("/faq/studio-test-topic");
    expect(shown.status).toBe(200);
    expect(visibleText(await shown.text())).toContain("Does a new category get its own page?");
    expect(await (await page("/faq")).text()).toContain('href="/faq/studio-test-topic"');
    expect(await (await page("/sitemap.xml")).text()).toContain("/faq/studio-test-topic<");

    await json<Item>(
      await api("PUT", `faq-categories/${category.id}`, {
        version: 1,
        slug: "studio-test-subject",
      }),
      200,
    );
    const moved = await page("/faq/studio-test-topic?open=studio-test-topic-question");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(
      "/faq/studio-test-subject?open=studio-test-topic-question",
    );
    const renamed = await page("/faq/studio-test-subject");
    expect(visibleText(await renamed.text())).toContain("Does a new category get its own page?");

    await json<Item>(await api("DELETE", `faq-categories/${category.id}`), 200);
    const gone = await page("/faq/studio-test-subject");
    expect(gone.status).toBe(410);
    expect(visibleText(await gone.text())).toContain("No Longer Listed");
    expect(await (await page("/sitemap.xml")).text()).not.toContain("/faq/studio-test-subject");
  });

  it("edits products: a published one is on its home shelf and its click-out opens the retailer", async () => {
    const created = await json<Item>(
      await api("POST", "products", {
        slug: "studio-water-filter",
        title: "Studio test water filter bottle",
        shelf: "ghana",
        position: 1,
        category: "Health",
        description: "A bottle that filters water, added by the studio test.",
        features: ["Filters as you drink"],
        price: "Typically $20-$40",
        image: "/products/universal-travel-adapter.svg",
      }),
      201,
    );
    const home = async () => visibleText(await (await page("/")).text());
    expect(await home()).not.toContain("Studio test water filter bottle");
    const go = () => page("/go/product/studio-water-filter?placement=product-card");
    expect((await go()).status).toBe(404);

    await json<Item>(
      await api("PUT", `products/${created.id}`, { version: 1, status: "published" }),
      200,
    );
    expect(await home()).toContain("Studio test water filter bottle");
    const search = new URL((await go()).headers.get("location")!);
    expect(search.pathname).toBe("/s");
    expect(search.searchParams.get("k")).toBe("Studio test water filter bottle");

    const bad = await json<{ fieldErrors: Record<string, string> }>(
      await api("PUT", `products/${created.id}`, { version: 2, retailerProductId: "not an id" }),
      400,
    );
    expect(bad.fieldErrors.retailerProductId).toMatch(/10 capital letters/);
    await json<Item>(
      await api("PUT", `products/${created.id}`, { version: 2, retailerProductId: "B0TEST1234" }),
      200,
    );
    expect(new URL((await go()).headers.get("location")!).pathname).toBe("/dp/B0TEST1234");
  });

  it("edits guides: each leads to a blog post, and a published one is listed on /blog", async () => {
    await json<Item>(
      await api("POST", "posts", {
        ...NEW_ITEMS.posts,
        slug: "guide-target-post",
        status: "published",
      }),
      201,
    );
    const noPost = await json<{ fieldErrors: Record<string, string> }>(
      await api("POST", "guides", {
        slug: "no-such-post",
        title: "A guide to nowhere",
        category: "Travel Guide",
        description: "Leads nowhere.",
      }),
      400,
    );
    expect(noPost.fieldErrors.slug).toMatch(/no post/);
    const created = await json<Item>(
      await api("POST", "guides", {
        slug: "guide-target-post",
        title: "The studio's own guide",
        category: "Travel Guide",
        description: "Written in the content studio.",
        position: 1,
        status: "published",
      }),
      201,
    );
    expect(created.status).toBe("published");
    const blog = visibleText(await (await page("/blog")).text());
    expect(blog).toContain("The studio's own guide");
    expect(blog).toContain("Written in the content studio.");
  });

  it("leaves archived and draft items out of the public API and RSS", async () => {
    const post = await json<Item>(
      await api("POST", "posts", {
        ...NEW_ITEMS.posts,
        slug: "studio-hidden-post",
        status: "published",
      }),
      201,
    );
    expect((await (await page("/api/blog/studio-hidden-post")).json()) as object).toMatchObject({
      slug: "studio-hidden-post",
    });
    expect(await (await page("/blog/rss.xml")).text()).toContain("studio-hidden-post");
    await api("DELETE", `posts/${post.id}`);
    expect((await page("/api/blog/studio-hidden-post")).status).toBe(404);
    expect(await (await page("/blog/rss.xml")).text()).not.toContain("studio-hidden-post");
  });

  it("refuses a stale save with 409 and a message, and keeps the first save", async () => {
    const hotel = await json<Item>(
      await api("POST", "hotels", { ...NEW_ITEMS.hotels, slug: "stale-save-lodge" }),
      201,
    );
    const first = await api("PUT", `hotels/${hotel.id}`, { version: hotel.version, price: 321 });
    expect(first.status).toBe(200);
    const second = await api("PUT", `hotels/${hotel.id}`, { version: hotel.version, price: 111 });
    const refused = await json<{ error: string; currentVersion: number }>(second, 409);
    expect(refused.error).toMatch(/saved by someone else/);
    expect(refused.currentVersion).toBe(hotel.version + 1);
    const now = await json<Item>(await api("GET", `hotels/${hotel.id}`), 200);
    expect(now.price).toBe(321);
  });

  it("answers bad input with 400 and field errors, unknown types and ids with 404", async () => {
    const bad = await json<{ error: string; fieldErrors: Record<string, string> }>(
      await api("POST", "hotels", { ...NEW_ITEMS.hotels, slug: "Not A Slug", price: -3 }),
      400,
    );
    expect(Object.keys(bad.fieldErrors).sort()).toEqual(["price", "slug"]);
    const taken = await json<{ fieldErrors: Record<string, string> }>(
      await api("POST", "hotels", { ...NEW_ITEMS.hotels, slug: "labadi-beach-hotel" }),
      400,
    );
    expect(taken.fieldErrors.slug).toMatch(/already uses/);
    const noCity = await json<{ fieldErrors: Record<string, string> }>(
      await api("POST", "hotels", { ...NEW_ITEMS.hotels, slug: "x-lodge", citySlug: "atlantis" }),
      400,
    );
    expect(noCity.fieldErrors.citySlug).toMatch(/no city/);
    const reserved = await json<{ fieldErrors: Record<string, string> }>(
      await api("POST", "cities", { ...NEW_ITEMS.cities, slug: "blog" }),
      400,
    );
    expect(reserved.fieldErrors.slug).toMatch(/page of the site/);
    // A field shown as plain text refuses Markdown's link syntax; a Markdown field takes it.
    const linked = await json<{ fieldErrors: Record<string, string> }>(
      await api("POST", "hotels", {
        ...NEW_ITEMS.hotels,
        slug: "linked-lodge",
        description: "Near [the mall](/accra).",
      }),
      400,
    );
    expect(linked.fieldErrors.description).toBe(
      "Description is shown as plain text, so [the mall](/accra) would appear exactly as typed: write the words without the link.",
    );
    await json(
      await api("POST", "posts", {
        ...NEW_ITEMS.posts,
        slug: "linked-post",
        content: "Read [the guide](/blog/ghana-visa-requirements).",
      }),
      201,
    );
    expect((await api("GET", "widgets")).status).toBe(404);
    expect((await api("GET", "hotels/999999")).status).toBe(404);
    expect((await api("PUT", "hotels/1", { price: 5 })).status).toBe(400);
    expect((await fetch(`${server.url}/api/admin/content/hotels`)).status).toBe(401);
  });

  it("lists with search, status and city filters, sorting and pages", async () => {
    const accra = await json<{ items: Item[]; total: number; pageSize: number }>(
      await api("GET", "hotels?city=accra&status=published&sort=name"),
      200,
    );
    expect(accra.total).toBeGreaterThan(0);
    expect(accra.items.every((item) => item.citySlug === "accra")).toBe(true);
    const names = accra.items.map((item) => String(item.name));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const drafts = await json<{ items: Item[] }>(await api("GET", "posts?status=draft"), 200);
    expect(drafts.items.every((item) => item.status === "draft")).toBe(true);
    const second = await json<{ page: number }>(await api("GET", "posts?page=2"), 200);
    expect(second.page).toBe(2);
  });

  it("exports hotels as CSV and updates them from it by slug, with a dry run first", async () => {
    const exported = await fetch(`${server.url}/api/admin/content/hotels.csv`, {
      headers: { Cookie: cookie },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toMatch(/^text\/csv/);
    const csv = await exported.text();
    expect(csv.split("\r\n")[0]).toMatch(
      /^slug,name,citySlug,location,hotelType,price,priceCheckedOn,/,
    );
    expect(csv).toContain("\r\nlabadi-beach-hotel,Labadi Beach Hotel,accra,");

    await json<Item>(
      await api("POST", "hotels", { ...NEW_ITEMS.hotels, slug: "bulk-lodge", price: 70 }),
      201,
    );
    const send = (body: string, dryRun: boolean) =>
      fetch(`${server.url}/api/admin/content/hotels/bulk${dryRun ? "?dryRun=1" : ""}`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.url, "Content-Type": "text/csv" },
        body,
      });
    const file = "slug,price,status\nbulk-lodge,75,published\n";
    const dry = await json<{ isDryRun: boolean; changes: unknown[]; updated: number }>(
      await send(file, true),
      200,
    );
    expect(dry).toEqual({
      isDryRun: true,
      changes: [
        {
          line: 2,
          slug: "bulk-lodge",
          changes: { price: { from: 70, to: 75 }, status: { from: "draft", to: "published" } },
        },
      ],
      rejected: [],
      updated: 0,
    });
    expect((await page("/hotels/bulk-lodge")).status).toBe(404);

    const refused = await json<{ rejected: { line: number; reason: string }[] }>(
      await send(`${file}no-such-hotel,80,published\nstale-save-lodge,-5,draft\n`, false),
      400,
    );
    expect(refused.rejected.map((rejection) => rejection.line)).toEqual([3, 4]);
    expect(refused.rejected[0]!.reason).toMatch(/No hotel has the slug/);
    expect((await page("/hotels/bulk-lodge")).status).toBe(404);

    const applied = await json<{ updated: number }>(await send(file, false), 200);
    expect(applied.updated).toBe(1);
    expect((await page("/hotels/bulk-lodge")).status).toBe(200);
  });

  it("keeps a hotel's number of rooms from the studio and the CSV, shown on its page, in compare and /api/hotels, and nothing while unknown", async () => {
    const created = await json<Item>(
      await api("POST", "hotels", {
        ...NEW_ITEMS.hotels,
        slug: "rooms-lodge",
        status: "published",
      }),
      201,
    );
    const shown = async (path: string) => visibleText(await (await page(path)).text());
    const apiHotel = async () =>
      ((await (await page("/api/hotels?city=kumasi")).json()) as Record<string, unknown>[]).find(
        (hotel) => hotel.slug === "rooms-lodge",
      );
    // Unknown stays unknown: no Rooms fact on the page, no row in compare, null in the API (the
    // booking box's own "Rooms" is the stay form's).
    const roomsFact = /Rooms \d+ rooms?\b/;
    expect(await shown("/hotels/rooms-lodge")).not.toMatch(roomsFact);
    expect(await shown("/compare?hotels=rooms-lodge")).not.toMatch(roomsFact);
    expect((await apiHotel())?.rooms).toBeNull();

    const saved = await json<Item>(
      await api("PUT", `hotels/${created.id}`, { version: created.version, rooms: 24 }),
      200,
    );
    expect(saved.rooms).toBe(24);
    expect(await shown("/hotels/rooms-lodge")).toContain("Rooms 24 rooms");
    expect(await shown("/compare?hotels=rooms-lodge")).toContain("Rooms 24 rooms");
    expect((await apiHotel())?.rooms).toBe(24);
    const exported = await (
      await fetch(`${server.url}/api/admin/content/hotels.csv`, { headers: { Cookie: cookie } })
    ).text();
    expect(exported.split("\r\n")[0]).toMatch(/,rooms$/);
    expect(exported).toMatch(/\r\nrooms-lodge,[^\r]*,24\r\n/);

    const bulk = await fetch(`${server.url}/api/admin/content/hotels/bulk`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "text/csv" },
      body: "slug,rooms\nrooms-lodge,\n",
    });
    expect((await json<{ updated: number }>(bulk, 200)).updated).toBe(1);
    expect(await shown("/hotels/rooms-lodge")).not.toMatch(roomsFact);
    expect((await apiHotel())?.rooms).toBeNull();
  });

  it("dates a hotel's rate from the CSV, shows the date beside the price, and refuses a bad one", async () => {
    const send = (body: string) =>
      fetch(`${server.url}/api/admin/content/hotels/bulk`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.url, "Content-Type": "text/csv" },
        body,
      });
    const shown = async () => visibleText(await (await page("/hotels/bulk-lodge")).text());
    expect(await shown()).toContain("undated, indicative rate");

    expect(
      (
        await json<{ updated: number }>(
          await send("slug,priceCheckedOn\nbulk-lodge,2026-11-20\n"),
          200,
        )
      ).updated,
    ).toBe(1);
    expect(await shown()).toContain("indicative rate, seen November 20, 2026");
    expect(await shown()).not.toContain("undated");
    const exported = await (
      await fetch(`${server.url}/api/admin/content/hotels.csv`, { headers: { Cookie: cookie } })
    ).text();
    expect(exported).toMatch(/\r\nbulk-lodge,[^\r]*?,75,2026-11-20,/);

    const refused = await json<{ rejected: { line: number; reason: string }[] }>(
      await send("slug,priceCheckedOn\nbulk-lodge,20/11/2026\n"),
      400,
    );
    expect(refused.rejected[0]!.reason).toMatch(/Use a date like 2026-11-24/);

    // An empty cell takes the date away: the page says the rate is undated again.
    expect(
      (await json<{ updated: number }>(await send("slug,priceCheckedOn\nbulk-lodge,\n"), 200))
        .updated,
    ).toBe(1);
    expect(await shown()).toContain("undated, indicative rate");
  });

  it("gives an item without an illustration path its drawn one, which follows a rename", async () => {
    const { image: _image, ...withoutImage } = NEW_ITEMS.hotels;
    const created = await json<Item>(
      await api("POST", "hotels", { ...withoutImage, slug: "drawn-lodge", status: "published" }),
      201,
    );
    expect(created.image).toBe("/images/hotels/drawn-lodge.svg");
    const renamed = await json<Item>(
      await api("PUT", `hotels/${created.id}`, { version: 1, slug: "drawn-lodge-2" }),
      200,
    );
    expect(renamed.image).toBe("/images/hotels/drawn-lodge-2.svg");
    expect((await page("/images/hotels/drawn-lodge-2.svg")).status).toBe(200);
  });

  it("drops a cached page when its content changes, so an edit shows at once", async () => {
    const created = await json<Item>(
      await api("POST", "hotels", {
        ...NEW_ITEMS.hotels,
        slug: "cache-lodge",
        status: "published",
      }),
      201,
    );
    // The page is kept once its body has gone out in full.
    await (await page("/hotels/cache-lodge")).text();
    const cached = await page("/hotels/cache-lodge");
    expect(cached.headers.get("x-cache")).toBe("HIT");
    await json<Item>(
      await api("PUT", `hotels/${created.id}`, { version: 1, description: "Freshly repainted." }),
      200,
    );
    const fresh = await page("/hotels/cache-lodge");
    expect(fresh.headers.get("x-cache")).toBe("MISS");
    expect(visibleText(await fresh.text())).toContain("Freshly repainted.");
  });

  it("restores an earlier revision as a new version", async () => {
    const created = await json<Item>(
      await api("POST", "hotels", { ...NEW_ITEMS.hotels, slug: "restore-lodge", price: 50 }),
      201,
    );
    await api("PUT", `hotels/${created.id}`, { version: 1, price: 90 });
    const restored = await json<Item>(
      await fetch(`${server.url}/api/admin/content/hotels/${created.id}/revisions`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" },
        body: JSON.stringify({ revision: 1, version: 2 }),
      }),
      200,
    );
    expect(restored).toMatchObject({ price: 50, version: 3 });
  });

  it("keeps an edit to a seeded hotel across a restart, and logs who changed what", async () => {
    const list = await json<{ items: Item[] }>(await api("GET", "hotels?q=kempinski"), 200);
    const hotel = list.items[0]!;
    await json<Item>(
      await api("PUT", `hotels/${hotel.id}`, {
        version: hotel.version,
        description: "Edited in the studio: this must survive a restart.",
      }),
      200,
    );
    await server.stop();
    server = await startServer({ dataDir, env: databaseEnv });
    await logIn();
    const html = await (await page(`/hotels/${hotel.slug}`)).text();
    expect(visibleText(html)).toContain("Edited in the studio: this must survive a restart.");
    expect(server.output()).toMatch(
      /"seeded":\{"cities":0,"hotels":0,"posts":0,"faq-categories":0,"faqs":0,"products":0,"guides":0,"pages":0\}/,
    );

    const audit = await json<
      { actor: string; action: string; clientHash: string; changes: Record<string, unknown> }[]
    >(await fetch(`${server.url}/api/admin/audit`, { headers: { Cookie: cookie } }), 200);
    expect(audit[0]).toMatchObject({ actor: "hello@akwaabastays.com", action: "logged in" });
    const edit = audit.find((entry) => entry.action === `hotel ${hotel.id} saved`)!;
    expect(edit.actor).toBe("hello@akwaabastays.com");
    expect(edit.clientHash).toMatch(/^[\w-]{22}$/);
    expect(edit.changes).toHaveProperty("description");
    expect(JSON.stringify(audit)).not.toContain("127.0.0.1");
  });

  it.runIf(process.env.DATABASE_URL)(
    "shows a publish in another process sharing PostgreSQL within 5 s",
    async () => {
      const other = await startServer({ env: databaseEnv });
      try {
        const created = await json<Item>(
          await api("POST", "posts", { ...NEW_ITEMS.posts, slug: "cross-process-post" }),
          201,
        );
        expect((await fetch(`${other.url}/blog/cross-process-post`)).status).toBe(404);
        const started = Date.now();
        await api("PUT", `posts/${created.id}`, { version: 1, status: "published" });
        let status = 0;
        while (Date.now() - started < 5_000) {
          status = (await fetch(`${other.url}/blog/cross-process-post`)).status;
          if (status === 200) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        console.log(`publish visible in a second process after ${Date.now() - started} ms`);
        expect(status).toBe(200);
      } finally {
        await other.stop();
        other.cleanUp();
      }
    },
  );
});

describe("issue 26: what the studio tells the operator", () => {
  const studio = (path: string) =>
    fetch(`${server.url}/admin/dashboard/content/${path}`, { headers: { Cookie: cookie } });

  it("shows a post published for later as Scheduled for its Accra time, then Published once live", async () => {
    const later = new Date(Date.now() + 2 * 86_400_000);
    later.setUTCHours(9, 0, 0, 0);
    const scheduled = await json<Item>(
      await api("POST", "posts", {
        ...NEW_ITEMS.posts,
        slug: "scheduled-studio-post",
        title: "Scheduled Studio Post",
        status: "published",
        publishedAt: later.toISOString(),
      }),
      201,
    );
    expect((await page("/blog/scheduled-studio-post")).status).toBe(404);
    const when = new Intl.DateTimeFormat("en-US", {
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    }).format(later);
    const list = visibleText(await (await studio("posts?q=scheduled-studio")).text());
    expect(list).toContain(`Scheduled for ${when}, 9:00 AM Accra time`);
    expect(list).not.toMatch(/Scheduled Studio Post\s*scheduled-studio-post\s*Published/);
    const editor = visibleText(await (await studio(`posts/${scheduled.id}`)).text());
    expect(editor).toContain(`Scheduled for ${when}, 9:00 AM Accra time`);
    expect(editor).not.toContain("View on the site");

    // Once its time is past it is live, and only then called Published.
    await json<Item>(
      await api("PUT", `posts/${scheduled.id}`, {
        version: 1,
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
      }),
      200,
    );
    expect((await page("/blog/scheduled-studio-post")).status).toBe(200);
    const live = visibleText(await (await studio("posts?q=scheduled-studio")).text());
    expect(live).toMatch(/Scheduled Studio Post\s*scheduled-studio-post\s*Published/);
    expect(live).not.toContain("Scheduled for");
  });

  it("takes a draft post without a publish time, and publishing it without one makes it live now", async () => {
    const { publishedAt: _publishedAt, ...undated } = NEW_ITEMS.posts;
    const draft = await json<Item>(
      await api("POST", "posts", { ...undated, slug: "undated-studio-post" }),
      201,
    );
    expect(draft.publishedAt).toBeNull();
    const before = Date.now();
    const published = await json<Item>(
      await api("PUT", `posts/${draft.id}`, { version: 1, status: "published" }),
      200,
    );
    expect(Date.parse(String(published.publishedAt))).toBeGreaterThanOrEqual(before - 1_000);
    expect((await page("/blog/undated-studio-post")).status).toBe(200);
  });

  it("makes a new item's slug from its name by the spec's rule when none is sent, in the API and the form", async () => {
    const { slug: _slug, ...unnamed } = NEW_ITEMS.hotels;
    const created = await json<Item>(
      await api("POST", "hotels", { ...unnamed, name: "Studio Derived Lodge & Spa (Osu)" }),
      201,
    );
    expect(created.slug).toBe("studio-derived-lodge-spa-osu");
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "save",
      version: "0",
      status: "draft",
      title: "Form Derived Guide: Tro-tros!",
      slug: "",
      excerpt: "Made from the form.",
      content: "Words.",
      author: "Studio Test",
      publishedAt: "",
    })) {
      form.set(name, value);
    }
    const saved = await fetch(`${server.url}/admin/dashboard/content/posts/new`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: form,
      redirect: "manual",
    });
    expect(saved.status).toBe(302);
    const id = /\/posts\/(\d+)$/.exec(saved.headers.get("location")!)![1];
    const item = await json<Item>(await api("GET", `posts/${id}`), 200);
    expect(item.slug).toBe("form-derived-guide-tro-tros");
  });

  it("refuses an amenity or hotel type outside the vocabulary, in the API and the CSV, with the nearest known one", async () => {
    const refused = await json<{ error: string; fieldErrors: Record<string, string> }>(
      await api("POST", "hotels", {
        ...NEW_ITEMS.hotels,
        slug: "typo-lodge",
        hotelType: "Guesthouse",
        amenities: ["wifi", "Wifii"],
      }),
      400,
    );
    expect(refused.fieldErrors).toEqual({
      hotelType: "Hotel type 'Guesthouse' is not one we know. Did you mean 'guest house'?",
      amenities: "Amenity 'Wifii' is not one we know. Did you mean 'wifi'?",
    });
    expect(refused.error).not.toMatch(/^\w+: /);

    // Known values in another spelling are stored in the vocabulary's own.
    const spelled = await json<Item>(
      await api("POST", "hotels", {
        ...NEW_ITEMS.hotels,
        slug: "spelled-lodge",
        hotelType: "Beach-Resort",
        amenities: ["Free WiFi", "POOL", "wifi"],
      }),
      201,
    );
    expect(spelled).toMatchObject({ hotelType: "beach resort", amenities: ["wifi", "pool"] });

    const bulk = await json<{ rejected: { line: number; reason: string }[]; updated: number }>(
      await fetch(`${server.url}/api/admin/content/hotels/bulk`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.url, "Content-Type": "text/csv" },
        body: "slug,hotelType,amenities\nspelled-lodge,resort,wifi\nno-such-lodge,hotel,wifi\nother-lodge,Luxery,pool; Wifii\n",
      }),
      400,
    );
    expect(bulk.updated).toBe(0);
    expect(bulk.rejected).toContainEqual({
      line: 4,
      reason:
        "hotel type 'Luxery' is not one we know. Did you mean 'luxury'? amenity 'Wifii' is not one we know. Did you mean 'wifi'?",
    });
    // The Content tab's upload shows it as a line of its own.
    const upload = new FormData();
    upload.set("intent", "dry-run");
    upload.set(
      "file",
      new File(["slug,amenities\nspelled-lodge,wifi\nb-lodge,x\nc-lodge,Wifii\n"], "h.csv", {
        type: "text/csv",
      }),
    );
    const tab = await fetch(`${server.url}/admin/dashboard/content/hotels`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: upload,
    });
    expect(tab.status).toBe(400);
    expect(visibleText(await tab.text())).toContain(
      "Line 4: amenity 'Wifii' is not one we know. Did you mean 'wifi'?",
    );
  });

  it("draws a draft's illustration for its preview link, and for no one else", async () => {
    const { image: _image, ...withoutImage } = NEW_ITEMS.hotels;
    const draft = await json<Item>(
      await api("POST", "hotels", { ...withoutImage, slug: "preview-drawn-lodge" }),
      201,
    );
    const item = await json<{ previewPath: string }>(await api("GET", `hotels/${draft.id}`), 200);
    const html = await (await page(item.previewPath)).text();
    const src = /src="(\/images\/hotels\/preview-drawn-lodge\.svg\?preview=[^"]+)"/.exec(html)?.[1];
    expect(src).toBeDefined();
    const drawn = await page(src!.replace(/&amp;/g, "&"));
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(drawn.headers.get("cache-control")).toBe("private, no-store");
    expect((await page("/images/hotels/preview-drawn-lodge.svg")).status).toBe(404);
  });
});
