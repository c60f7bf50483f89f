// Facts that stay true, on the running site and its real database: Accra's airport under its
// current name on every page that names it; a studio save that contradicts the register (or
// published content) refused with the field named; and the check of everything published, which
// finds a contradiction written straight into the database.
import path from "node:path";
import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FACT_CORRECTIONS_2026_11_29 } from "#app/seed/fact-corrections.ts";
import { adminCookie, visibleText } from "#tests/http.ts";
import { createOwnDatabase, type OwnDatabase } from "#tests/own-database.ts";
import { makeDataDir, startServer, type RunningServer } from "#tests/server-process.ts";

const dataDir = makeDataDir();
// On PostgreSQL a database of its own: the Tamale lodges this file publishes must never join the
// city counts the suite's main server shows, which sees another process's change only at its next
// poll.
let database: OwnDatabase | null = null;
let server: RunningServer;
let cookie: string;

beforeAll(async () => {
  database = await createOwnDatabase("fact_check");
  server = await startServer({ dataDir, env: database ? { DATABASE_URL: database.url } : {} });
  cookie = await adminCookie(server.url);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function api(method: string, itemPath: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/admin/content/${itemPath}`, {
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

async function text(pathname: string) {
  const response = await fetch(`${server.url}${pathname}`);
  expect(response.status, pathname).toBe(200);
  return visibleText(await response.text());
}

function post(slug: string, content: string) {
  return {
    slug,
    title: "Fact check test",
    excerpt: "A post the fact check test writes.",
    content,
    image: "/images/posts/ghana-passport-requirements.svg",
    author: "Fact Test",
    tags: ["Accra"],
    status: "published",
  };
}

async function checkFacts() {
  const response = await fetch(`${server.url}/admin/dashboard/facts`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: server.url },
    body: new URLSearchParams({ intent: "check-facts" }),
  });
  expect(response.status).toBe(200);
  const tab = await fetch(`${server.url}/admin/dashboard/facts`, { headers: { Cookie: cookie } });
  expect(tab.status).toBe(200);
  return visibleText(await tab.text());
}

describe("Accra's airport", () => {
  it.each([
    "/blog/kotoka-international-airport-guide",
    "/accra",
    "/faq/transport",
    "/hotels/accra-marriott-hotel",
    "/",
  ])("%s gives the current name and uses the old one only as 'formerly'", async (pathname) => {
    // The "Sources" list cites publications by their own titles, which may use the old name.
    const page = (await text(pathname)).replace(
      /Sources The publications behind[\s\S]*?(?=Related Articles|$)/,
      "",
    );
    expect(page).toContain("Accra International Airport");
    expect(page.replace(/formerly Kotoka|Kotoka International Airport from 1969/g, "")).not.toMatch(
      /\bKotoka\b/,
    );
  });

  it("the airport guide's title is the current name", async () => {
    const html = await (
      await fetch(`${server.url}/blog/kotoka-international-airport-guide`)
    ).text();
    expect(html).toMatch(/<h1[^>]*>[^<]*Accra International Airport Guide/);
  });
});

describe("a studio save against the register", () => {
  it("refuses text that states the old airport name as current, naming the field and the fix", async () => {
    const response = await api(
      "POST",
      "posts",
      post("fact-test-old-name", "Land at Kotoka and relax."),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors.content).toContain("transport.accra-airport-name");
    expect(body.fieldErrors.content).toContain("formerly Kotoka");
  });

  it("refuses a registered road time stated differently, and an unknown fact token", async () => {
    const slow = await api(
      "POST",
      "posts",
      post("fact-test-drive", "Kumasi is 2 hours from Accra."),
    );
    expect(slow.status).toBe(400);
    expect(((await slow.json()) as { error: string }).error).toContain("drive.accra-kumasi");
    const unknown = await api("POST", "faqs", {
      slug: "fact-test-faq",
      categorySlug: "transport",
      question: "How far is it?",
      answer: "It is {{fact:no.such-fact}}.",
      status: "draft",
    });
    expect(unknown.status).toBe(400);
    expect(
      ((await unknown.json()) as { fieldErrors: Record<string, string> }).fieldErrors.answer,
    ).toContain("{{fact:no.such-fact}} is not in the fact register");
  });

  it("refuses a route the register does not hold when published content states it otherwise", async () => {
    const first = await api(
      "POST",
      "posts",
      post("fact-test-hohoe", "Wli Falls is 3 hours from Ho."),
    );
    expect(first.status, await first.clone().text()).toBe(201);
    const second = await api(
      "POST",
      "posts",
      post("fact-test-hohoe-2", "Ho to Wli Falls takes 5 hours."),
    );
    expect(second.status).toBe(400);
    const error = ((await second.json()) as { fieldErrors: Record<string, string> }).fieldErrors;
    expect(error.content).toContain("post fact-test-hohoe");
    const same = await api(
      "POST",
      "posts",
      post("fact-test-hohoe-3", "Ho to Wli Falls takes 3 hours."),
    );
    expect(same.status, await same.clone().text()).toBe(201);
  });

  it("accepts the current name with the old one beside it", async () => {
    const response = await api(
      "POST",
      "posts",
      post("fact-test-new-name", "Land at Accra International Airport (formerly Kotoka)."),
    );
    expect(response.status, await response.clone().text()).toBe(201);
  });
});

describe("the check of published content", () => {
  // It restarts the server, which on a busy machine takes longer than the usual test limit.
  it("finds nothing on the seeded site, and lists a contradiction written into the database", async () => {
    const clean = await checkFacts();
    expect(clean).toContain("Published content agrees with the register.");

    if (process.env.DATABASE_URL) return; // The sentence below is written into the embedded database.
    await server.stop();
    const client = new PGlite(path.resolve(dataDir, "pglite"));
    await client.query(
      "UPDATE hotels SET description = description || ' All international flights land at Terminal 3.' WHERE slug = 'accra-marriott-hotel'",
    );
    await client.close();
    server = await startServer({ dataDir });
    cookie = await adminCookie(server.url);

    const found = await checkFacts();
    expect(found).toContain("hotel accra-marriott-hotel");
    expect(found).toContain("contradicts fact transport.kotoka-terminals");
    expect(found).not.toContain("Published content agrees with the register.");
  }, 120_000);
});

describe("the data migration of the 29 November 2026 fact check", () => {
  // A database seeded before the check still holds the old sentences; the migration rewrites them.
  it("rewrites a stored post's old E-Levy sentence once and bumps its version", async () => {
    if (process.env.DATABASE_URL) return; // The old sentence is written into the embedded database.
    const [oldSentence, newSentence] = FACT_CORRECTIONS_2026_11_29[0]!;
    await server.stop();
    const client = new PGlite(path.resolve(dataDir, "pglite"));
    await client.query(
      "UPDATE blog_posts SET content = replace(content, $1, $2) WHERE slug = 'money-in-ghana'",
      [newSentence, oldSentence],
    );
    await client.query("DELETE FROM settings WHERE key = 'data-migration:fact-check-2026-11-29'");
    const before = await client.query<{ version: number }>(
      "SELECT version FROM blog_posts WHERE slug = 'money-in-ghana'",
    );
    await client.close();
    server = await startServer({ dataDir });
    cookie = await adminCookie(server.url);

    const page = await text("/blog/money-in-ghana");
    expect(page).toContain("began at 1.5% in May 2022, was cut to 1% in 2023");
    expect(page).not.toContain("a 1% charge on electronic transfers introduced in 2022");
    const list = (await (await api("GET", "posts?q=money")).json()) as {
      items: { slug: string; version: number }[];
    };
    const stored = list.items.find((item) => item.slug === "money-in-ghana");
    expect(stored?.version).toBe(before.rows[0]!.version + 1);
  }, 120_000);
});

describe("practical facts, end to end", () => {
  const pickup = {
    key: "airport-pickup",
    value: "offered",
    note: "US$25 each way",
    source: { publisher: "Fact Test Gazette", title: "A lodge that meets you at the airport" },
    checkedOn: "2026-11-25",
  };

  async function createLodge(slug: string, practicalFacts: unknown[]) {
    const response = await api("POST", "hotels", {
      slug,
      name: slug.replace(/-/g, " "),
      citySlug: "tamale",
      location: "Tamale",
      description: "A lodge the practical facts test makes.",
      rating: 3.9,
      price: 60,
      hotelType: "Guest House",
      amenities: ["wifi"],
      listingStatus: "verified",
      listingSources: [{ publisher: "Fact Test Gazette", title: "A lodge opens" }],
      listingCheckedOn: "2026-11-25",
      listingCheckedBy: "Fact test",
      practicalFacts,
      status: "published",
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as { id: number };
  }

  it("shows a seeded fact with its source on the hotel's page", async () => {
    const page = await text("/hotels/regal-hotel");
    expect(page).toMatch(/Practical facts[\s\S]*Ghana Tourism Authority licence\s+2-star/);
    expect(page).toContain("Ghanaian Times (via allAfrica)");
  });

  it("saves a fact from the studio, shows it, filters by it without JavaScript and compares it", async () => {
    await createLodge("fact-test-pickup-lodge", [pickup]);
    await createLodge("fact-test-plain-lodge", []);

    const page = await text("/hotels/fact-test-pickup-lodge");
    expect(page).toMatch(/Airport pickup\s+Offered \(US\$25 each way\)/);
    expect(page).toContain("Fact Test Gazette");

    // A plain GET with the filter in the URL, as the form sends it without JavaScript.
    const listed = await text("/hotels?has=airport-pickup");
    expect(listed).toContain("fact test pickup lodge");
    expect(listed).not.toContain("fact test plain lodge");
    expect(listed).not.toContain("Regal Hotel");
    // The city page filters its own list the same way (its "elsewhere" shelf is unfiltered).
    expect(await text("/tamale?has=airport-pickup")).toContain("fact test pickup lodge");
    for (const path of ["/hotels?has=airport-pickup", "/tamale?has=airport-pickup"]) {
      const form = await (await fetch(`${server.url}${path}`)).text();
      expect(form, path).toMatch(
        /<input(?=[^>]*name="has")(?=[^>]*value="airport-pickup")(?=[^>]*\bchecked)[^>]*>/,
      );
    }

    const compared = await text("/compare?hotels=fact-test-pickup-lodge,fact-test-plain-lodge");
    expect(compared).toMatch(/Airport pickup\s+Offered \(US\$25 each way\)\s+Not known/);
  });

  it("refuses a fact outside the vocabulary, naming it", async () => {
    const response = await api("POST", "hotels", {
      slug: "fact-test-bad-lodge",
      name: "fact test bad lodge",
      citySlug: "tamale",
      location: "Tamale",
      description: "A lodge.",
      rating: 3,
      price: 40,
      hotelType: "Guest House",
      practicalFacts: [{ ...pickup, value: "sometimes" }],
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors.practicalFacts).toContain(
      'Airport pickup is one of offered, not-offered, not "sometimes".',
    );
  });

  it("exports facts in the hotels CSV and updates them from it", async () => {
    const exported = await (
      await fetch(`${server.url}/api/admin/content/hotels.csv`, { headers: { Cookie: cookie } })
    ).text();
    expect(exported.split("\r\n")[0]).toMatch(/,practicalFacts,rooms$/);
    expect(exported).toContain(
      "airport-pickup = offered (US$25 each way) | Fact Test Gazette | A lodge that meets you at the airport",
    );
    const file =
      'slug,practicalFacts\nfact-test-plain-lodge,"payment = mtn-momo | Fact Test Gazette | Pay by MoMo |  |  | 2026-11-25"\n';
    const updated = await fetch(`${server.url}/api/admin/content/hotels/bulk`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "text/csv" },
      body: file,
    });
    expect(updated.status, await updated.clone().text()).toBe(200);
    const listed = await text("/hotels?has=mobile-money");
    expect(listed).toContain("fact test plain lodge");
  });
});
