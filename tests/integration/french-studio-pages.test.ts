// A French version published only in the studio (issue 44, docs/decisions/053), on the real server
// and database: the festivals guide has no bundled French text; once its French version is
// published, /fr/blog/ghana-festivals-guide is a French page like the files' (the sitemap pairs
// it with the English page, both pages name each other as hreflang alternates and link by the
// language switch, the site search finds it by its words, the fact check reads its words the
// French way); unpublished, every one of these is gone. Forms are posted as a browser without
// scripts posts them.
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { facts } from "#app/content/facts.ts";
import { adminApi, adminCookie, BROWSER_USER_AGENT, visibleText } from "#tests/http.ts";
import { createOwnDatabase, type OwnDatabase } from "#tests/own-database.ts";
import { makeDataDir, startServer, type RunningServer } from "#tests/server-process.ts";

const dataDir = makeDataDir();
let server: RunningServer;
let database: OwnDatabase | null = null;
let owner: string;

// The address the server writes absolute links with (tests/server-process.ts).
const SITE_URL = "http://localhost:3000";
const ENGLISH = "/blog/ghana-festivals-guide";
const FRENCH = `/fr${ENGLISH}`;

// "dix régions" is what the register's French pattern for places.regions catches: Ghana has had
// 16 regions since 2019. The token states the fact the register's way.
const words = {
  title: "Les fêtes du Ghana : un calendrier pour les voyageurs",
  heading: "Les fêtes traditionnelles du Ghana, mois par mois",
  description: "Homowo, Aboakyir, Fetu Afahye et Hogbetsotso : quand y aller et comment s'y tenir.",
  body: [
    "Les fêtes traditionnelles ne sont pas des spectacles : ce sont les grands jours des villes.",
    "",
    "## Un calendrier lunaire",
    "",
    "Le Ghana compte dix régions, et chacune a ses fêtes et ses grands durbars de chefs.",
    "",
    "Le pays compte {{fact:places.regions}}.",
  ].join("\n"),
};

beforeAll(async () => {
  database = await createOwnDatabase("french_studio_pages");
  server = await startServer({
    dataDir,
    env: database ? { DATABASE_URL: database.url } : {},
  });
  owner = await adminCookie(server.url);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function html(path: string, cookie?: string) {
  const response = await fetch(`${server.url}${path}`, {
    headers: { "User-Agent": BROWSER_USER_AGENT, ...(cookie ? { Cookie: cookie } : {}) },
    redirect: "manual",
  });
  return { status: response.status, html: await response.text() };
}

function post(path: string, fields: Record<string, string>) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      Cookie: owner,
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** The version the French screen's form carries. */
async function formVersion(path: string): Promise<string> {
  return /name="version" value="(\d+)"/.exec((await html(path, owner)).html)![1]!;
}

/** The page's hreflang alternate for `lang`, as its head names it. */
function alternate(page: string, lang: string): string | undefined {
  const link = page
    .match(/<link\b[^>]*>/g)
    ?.find((tag) => /rel="alternate"/.test(tag) && new RegExp(`hreflang="${lang}"`, "i").test(tag));
  return link ? /href="([^"]*)"/.exec(link)?.[1] : undefined;
}

/** The language switch's link, as the header renders it. */
function languageSwitch(page: string): string | undefined {
  const link = /<a\b[^>]*data-language-switch=""[^>]*>/.exec(page)?.[0];
  return link ? /href="([^"]*)"/.exec(link)?.[1] : undefined;
}

/** The sitemap's entry for a page, from <url> to </url>. */
async function sitemapEntry(path: string): Promise<string | undefined> {
  const xml = (await html("/sitemap.xml")).html;
  return xml
    .match(/<url>[\s\S]*?<\/url>/g)
    ?.find((entry) => entry.includes(`<loc>${SITE_URL}${path}</loc>`));
}

/** The result links of a French search. */
async function frenchSearch(query: string): Promise<string[]> {
  const page = await html(`/fr/search?q=${encodeURIComponent(query)}`);
  expect(page.status).toBe(200);
  return [...page.html.matchAll(/<li\b[^>]*>[\s\S]*?<a\b[^>]*href="([^"]*)"/g)].map((m) => m[1]!);
}

/** Runs the studio's fact check and gives the Facts tab (its findings, each fact's pages). */
async function checkFacts(): Promise<string> {
  const ran = await post("/admin/dashboard/facts", { intent: "check-facts" });
  expect(ran.status).toBe(200);
  return (await html("/admin/dashboard/facts", owner)).html;
}

const CONTRADICTION = `page ${FRENCH}: contradicts fact places.regions`;

describe("a French version published only in the studio", () => {
  it("is a French page everywhere while published, and nowhere once unpublished", async () => {
    const list = (await (
      await adminApi(server.url, owner, "GET", "content/posts?q=ghana-festivals-guide", undefined)
    ).json()) as { items: { id: number; slug: string }[] };
    const id = list.items.find((item) => item.slug === "ghana-festivals-guide")!.id;
    const editor = `/admin/dashboard/content/posts/${id}/fr`;

    // Before: no French page, and the English page names none.
    expect((await html(FRENCH)).status).toBe(404);
    expect(alternate((await html(ENGLISH)).html, "fr")).toBeUndefined();

    // The owner writes and publishes it.
    const saved = await post(editor, { intent: "save", version: "0", ...words });
    expect(saved.status, await saved.text()).toBe(302);
    const published = await post(editor, { intent: "publish", version: await formVersion(editor) });
    expect(published.status, await published.text()).toBe(302);

    // The French page, paired with the English one both ways.
    const french = await html(FRENCH);
    expect(french.status).toBe(200);
    expect(french.html).toMatch(/<html[^>]*lang="fr"/);
    expect(visibleText(french.html)).toContain(words.heading);
    expect(visibleText(french.html)).toContain(facts["places.regions"].fr.value);
    // It has no front matter: its sources are the register's for the facts it states, in French.
    const { source } = facts["places.regions"];
    expect(visibleText(french.html)).toContain(
      `Sources Les publications sur lesquelles s'appuient les faits de cette page : ` +
        `${source.publisher} : ${source.title} (29 décembre 2018)`,
    );
    expect(french.html).toContain(`href="${source.url}"`);
    expect(alternate(french.html, "en")).toBe(`${SITE_URL}${ENGLISH}`);
    expect(alternate(french.html, "x-default")).toBe(`${SITE_URL}${ENGLISH}`);
    expect(languageSwitch(french.html)).toBe(ENGLISH);
    const english = await html(ENGLISH);
    expect(english.html).toMatch(/<html[^>]*lang="en"/);
    expect(alternate(english.html, "fr")).toBe(`${SITE_URL}${FRENCH}`);
    expect(languageSwitch(english.html)).toBe(FRENCH);
    // A French reader's browser is offered it, as for a page with a bundled text.
    expect(english.html).toContain("Cette page existe en français.");

    // The sitemap lists both, each naming both as alternates.
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE_URL}${ENGLISH}"/>`,
      `<xhtml:link rel="alternate" hreflang="fr" href="${SITE_URL}${FRENCH}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}${ENGLISH}"/>`,
    ].join("");
    expect(await sitemapEntry(FRENCH)).toContain(alternates);
    expect(await sitemapEntry(ENGLISH)).toContain(alternates);

    // Listed under the French guides, found by the French search, read by the fact check.
    expect((await html("/fr/blog")).html).toContain(`href="${FRENCH}"`);
    expect(await frenchSearch("fêtes mois par mois")).toContain(FRENCH);
    // The check reads the words as written, the token unresolved, and the fact lists the page.
    const tab = await checkFacts();
    expect(visibleText(tab)).toContain(CONTRADICTION);
    expect(tab).toContain(`href="${FRENCH}"`);

    // Unpublished: gone from each of them.
    const unpublished = await post(editor, {
      intent: "unpublish",
      version: await formVersion(editor),
    });
    expect(unpublished.status, await unpublished.text()).toBe(302);
    expect((await html(FRENCH)).status).toBe(404);
    const after = (await html(ENGLISH)).html;
    expect(alternate(after, "fr")).toBeUndefined();
    expect(languageSwitch(after)).toBeUndefined();
    expect(after).not.toContain("Cette page existe en français.");
    expect(await sitemapEntry(FRENCH)).toBeUndefined();
    expect(await sitemapEntry(ENGLISH)).not.toContain("hreflang");
    expect((await html("/fr/blog")).html).not.toContain(`href="${FRENCH}"`);
    expect(await frenchSearch("fêtes mois par mois")).not.toContain(FRENCH);
    const tabAfter = await checkFacts();
    expect(visibleText(tabAfter)).not.toContain(CONTRADICTION);
    expect(tabAfter).not.toContain(`href="${FRENCH}"`);
  }, 60_000);

  it("replaces a bundled text's words for the search and the fact check too", async () => {
    const list = (await (
      await adminApi(server.url, owner, "GET", "content/pages?q=disclaimer", undefined)
    ).json()) as { items: { id: number; slug: string }[] };
    const id = list.items.find((item) => item.slug === "disclaimer")!.id;
    const editor = `/admin/dashboard/content/pages/${id}/fr`;
    const edited = {
      title: "Avertissement",
      heading: "Avertissement du studio",
      description: "Ce que nos pages disent des palanquins, et ce qu'elles ne promettent pas.",
      body: "Nos pages parlent d'un pays de dix régions : vérifiez toujours auprès des hôtels.",
    };
    const saved = await post(editor, {
      intent: "save",
      version: await formVersion(editor),
      ...edited,
    });
    expect(saved.status, await saved.text()).toBe(302);
    const published = await post(editor, { intent: "publish", version: await formVersion(editor) });
    expect(published.status, await published.text()).toBe(302);

    expect(visibleText((await html("/fr/disclaimer")).html)).toContain(edited.heading);
    // A word only the studio's words have.
    expect(await frenchSearch("palanquins")).toContain("/fr/disclaimer");
    expect(visibleText(await checkFacts())).toContain(
      "page /fr/disclaimer: contradicts fact places.regions",
    );
  }, 60_000);

  it("waits for its English post's time, as the English page does", async () => {
    const api = (method: string, path: string, body?: unknown) =>
      adminApi(server.url, owner, method, path, body);
    const slug = "family-travel-in-ghana";
    const list = (await (await api("GET", `content/posts?q=${slug}`)).json()) as {
      items: { id: number; slug: string; version: number }[];
    };
    const item = list.items.find((entry) => entry.slug === slug)!;
    const goesLive = new Date(Date.now() + 6_000);
    const rescheduled = await api("PUT", `content/posts/${item.id}`, {
      version: item.version,
      publishedAt: goesLive.toISOString(),
    });
    expect(rescheduled.status, await rescheduled.text()).toBe(200);
    const translated = await api("PUT", `content/posts/${item.id}/fr`, {
      title: "Le Ghana en famille",
      heading: "Voyager au Ghana avec des enfants",
      description: "Plages calmes, trajets courts et chambres familiales : préparer le voyage.",
      body: "Avec des enfants, on choisit des trajets courts et des plages surveillées.",
    });
    expect(translated.status, await translated.text()).toBe(200);
    const published = await api("POST", `content/posts/${item.id}/fr/publish`);
    expect(published.status, await published.text()).toBe(200);

    // Scheduled in English: neither page is public yet, nor listed, nor found.
    expect((await html(`/blog/${slug}`)).status).toBe(404);
    expect((await html(`/fr/blog/${slug}`)).status).toBe(404);
    expect(await sitemapEntry(`/fr/blog/${slug}`)).toBeUndefined();
    expect(await frenchSearch("trajets courts plages surveillées")).not.toContain(
      `/fr/blog/${slug}`,
    );

    // At its time the snapshot reloads, and both languages go public together.
    const until = Date.now() + 30_000;
    while ((await html(`/fr/blog/${slug}`)).status !== 200 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(Date.now()).toBeGreaterThanOrEqual(goesLive.getTime());
    expect((await html(`/fr/blog/${slug}`)).status).toBe(200);
    expect((await html(`/blog/${slug}`)).status).toBe(200);
  }, 60_000);
});
