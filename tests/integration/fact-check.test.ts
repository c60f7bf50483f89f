// Facts that stay true, on the running site and its real database: Accra's airport under its
// current name on every page that names it; a studio save that contradicts the register (or
// published content) refused with the field named; and the check of everything published, which
// finds a contradiction written straight into the database.
import path from "node:path";
import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie, visibleText } from "#tests/http.ts";
import { makeDataDir, startServer, type RunningServer } from "#tests/server-process.ts";

const dataDir = makeDataDir();
let server: RunningServer;
let cookie: string;
const created: string[] = [];

beforeAll(async () => {
  server = await startServer({ dataDir });
  cookie = await adminCookie(server.url);
});

afterAll(async () => {
  for (const item of created) await api("DELETE", item);
  await server?.stop();
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
  if (method === "POST" && response.status === 201) {
    created.push(`${itemPath}/${((await response.clone().json()) as { id: number }).id}`);
  }
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
    const page = await text(pathname);
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
  });
});
