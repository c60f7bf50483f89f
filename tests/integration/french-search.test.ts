// Search in French (issue 44) against the built server: the site search finds the French pages
// for French queries, typed with or without accents, on the English results page (marked as
// French) and on the French one (/fr/search, where the French header's box sends), and the FAQ
// search finds the French FAQ pages; English queries still find English pages first.
import { describe, expect, inject, it } from "vitest";
import { adminCookie, visibleText } from "#tests/http.ts";

const baseUrl = inject("baseUrl");

// Node's fetch calls itself "node", which counts as a bot; searches are counted for people.
const BROWSER = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0 Safari/537.36" };

async function page(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: BROWSER, redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

interface ShownHit {
  href: string;
  lang: string | undefined;
  text: string;
}

/** The results as a reader meets them: each kind's list in the page's order, its hits in order. */
function hitsOf(html: string): ShownHit[] {
  const lists = html.matchAll(/<section aria-labelledby="results-[^"]+"[\s\S]*?<\/section>/g);
  return [...lists].flatMap(([list]) =>
    [...list.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map(([, item]) => {
      const link = /<a\b([^>]*)>/.exec(item!)![1]!;
      return {
        href: /href="([^"]*)"/.exec(link)![1]!,
        lang: /\blang="([^"]*)"/.exec(link)?.[1],
        text: visibleText(item!),
      };
    }),
  );
}

const ROAD = "/fr/blog/by-road-from-cote-divoire-and-togo";
const VISA = ["/fr/blog/ghana-visa-free-entry-and-visa-on-arrival", "/fr/faq/visa"];
const MONEY = ["/fr/blog/money-in-ghana", "/fr/faq/money", ROAD];

/** Each French query and the French pages that answer it. */
const FRENCH_QUERIES: [string, string[]][] = [
  ["hôtel pas cher Accra", ["/fr/cheap-hotels-accra"]],
  ["hotel pas cher accra", ["/fr/cheap-hotels-accra"]],
  ["visa à l'arrivée", VISA],
  ["visa a l'arrivee", VISA],
  // Both are written for a traveller from Abidjan: the road guide, and the first city past Elubo.
  ["Abidjan", [ROAD, "/fr/takoradi"]],
  ["Lomé", [ROAD]],
  ["Lome", [ROAD]],
  ["frontière", [ROAD]],
  ["frontiere", [ROAD]],
  ["CFA", MONEY],
];

const searchPath = (path: string, query: string) => `${path}?q=${encodeURIComponent(query)}`;

describe("the site search in French", () => {
  it.each(FRENCH_QUERIES)(
    "finds a French page for %s in the English results' first three, marked French",
    async (query, answers) => {
      const { status, html } = await page(searchPath("/search", query));
      expect(status).toBe(200);
      const top = hitsOf(html).slice(0, 3);
      const found = top.find((hit) => answers.includes(hit.href));
      expect(found, JSON.stringify(top)).toBeDefined();
      expect(found!.lang).toBe("fr");
      expect(found!.text).toContain("(en français)");
    },
  );

  it.each(FRENCH_QUERIES)(
    "ranks a French page first for %s on the French results page",
    async (query, answers) => {
      const { status, html } = await page(searchPath("/fr/search", query));
      expect(status).toBe(200);
      expect(html).toMatch(/<html lang="fr"/);
      const hits = hitsOf(html);
      expect(hits[0]!.href, JSON.stringify(hits.slice(0, 3))).toMatch(/^\/fr(\/|$)/);
      expect(hits.slice(0, 3).some((hit) => answers.includes(hit.href))).toBe(true);
    },
  );

  it("speaks French on the French results page and marks English pages as English", async () => {
    const { html } = await page(searchPath("/fr/search", "Accra"));
    const text = visibleText(html);
    expect(text).toContain("Rechercher sur Akwaaba Stays");
    expect(text).toMatch(/\d+ résultats pour « Accra »/);
    const english = hitsOf(html).find((hit) => hit.href === "/accra");
    expect(english?.lang).toBe("en");
    expect(english?.text).toContain("(en anglais)");
    expect(text).not.toContain("Search Akwaaba Stays");
  });

  it.each([
    ["kempinski", "/hotels/kempinski-hotel-gold-coast-city"],
    ["accra", "/accra"],
    ["visa on arrival", "/blog/ghana-visa-free-entry-and-visa-on-arrival"],
    ["yellow fever", "/blog/yellow-fever-certificate-ghana"],
  ])("still finds the English page first for %s", async (query, href) => {
    const hits = hitsOf((await page(searchPath("/search", query))).html);
    expect(hits[0]!.href).toBe(href);
    expect(hits[0]!.lang).toBeUndefined();
  });

  it.each([
    ["hôtel pas cher Accra", "Accra"],
    ["hotel pas cher accra", "Accra"],
    ["hôtels de luxe", null],
    ["piscine plage", null],
    ["Kempinski", "Accra"],
  ])(
    "finds French hotel pages for %s on the French results page, never their English twins",
    async (query, city) => {
      const hits = hitsOf((await page(searchPath("/fr/search", query))).html);
      const hotels = hits.filter((hit) => /^\/(fr\/)?hotels\//.test(hit.href));
      expect(hotels.length, JSON.stringify(hits.slice(0, 5))).toBeGreaterThan(0);
      for (const hotel of hotels) {
        expect(hotel.href).toMatch(/^\/fr\/hotels\/[a-z0-9-]+$/);
        // The page's own language: not marked as another.
        expect(hotel.lang).toBeUndefined();
        expect(hotel.text).not.toContain("(en anglais)");
      }
      // The city's own hotels first (a hotel elsewhere may mention it in its description).
      if (city) expect(hotels[0]!.text).toContain(city);
    },
  );

  it("words a French hotel hit in French and keeps English hotel hits on the English page", async () => {
    const french = hitsOf((await page(searchPath("/fr/search", "hotel pas cher accra"))).html);
    const hotel = french.find((hit) => hit.href.startsWith("/fr/hotels/"))!;
    expect(hotel.text).toMatch(/Accra · (Petit budget|Hôtel|Maison d'hôtes|Appartement)/);
    const english = hitsOf((await page(searchPath("/search", "kempinski"))).html);
    expect(english.some((hit) => hit.href.startsWith("/fr/hotels/"))).toBe(false);
    const suggested = (await (
      await fetch(`${baseUrl}/api/search/suggest?lang=fr&q=kempinski`, { headers: BROWSER })
    ).json()) as { url: string }[] | { suggestions: { url: string }[] };
    const urls = (Array.isArray(suggested) ? suggested : suggested.suggestions).map(
      (item) => item.url,
    );
    expect(urls).toContain("/fr/hotels/kempinski-hotel-gold-coast-city");
    expect(urls).not.toContain("/hotels/kempinski-hotel-gold-coast-city");
  });

  it("sends the French header's search box to the French results page", async () => {
    const { html } = await page("/fr/accra");
    const forms = [...html.matchAll(/<form\b[^>]*role="search"[^>]*>/g)].map(([form]) => form);
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) expect(form).toContain('action="/fr/search"');
    const english = await page("/accra");
    expect(english.html).not.toContain('action="/fr/search"');
  });
});

describe("French searches on the dashboard", () => {
  it("counts a search on /fr/search, the second time answered from the page cache too", async () => {
    const word = `qqrien${Date.now().toString(36)}`;
    await page(searchPath("/fr/search", word));
    await page(searchPath("/fr/search", word));
    const cookie = await adminCookie(baseUrl);
    const html = await (
      await fetch(`${baseUrl}/admin/dashboard/analytics`, { headers: { Cookie: cookie } })
    ).text();
    const text = visibleText(html);
    expect(text.slice(text.indexOf("Searches with no results"))).toContain(`${word} 2`);
  });
});

describe("the search box's suggestions in French", () => {
  it("puts French pages first for the box on French pages, marked French", async () => {
    const response = await fetch(`${baseUrl}/api/search/suggest?lang=fr&q=lome`);
    expect(response.status).toBe(200);
    const { suggestions } = (await response.json()) as {
      suggestions: { url: string; lang?: string }[];
    };
    expect(suggestions[0]).toMatchObject({ url: ROAD, lang: "fr" });
  });

  it("tells the French header's box where to ask, and refuses another language in words", async () => {
    // The root's data, in the page as a script: "&" may come escaped.
    expect((await page("/fr/accra")).html).toMatch(
      /\/api\/search\/suggest\?lang=fr(&|&amp;|\\u0026)q=/,
    );
    const response = await fetch(`${baseUrl}/api/search/suggest?lang=de&q=lome`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Send lang=fr for French pages first, or no lang.",
    });
  });
});

describe("the FAQ search in French", () => {
  it.each([
    ["visa à l'arrivée", "/fr/faq/visa"],
    ["visa a l'arrivee", "/fr/faq/visa"],
    ["fièvre jaune", "/fr/faq/health"],
    ["fievre jaune", "/fr/faq/health"],
    ["francs CFA", "/fr/faq/money"],
    ["se déplacer", "/fr/faq/transport"],
    ["se deplacer", "/fr/faq/transport"],
  ])("finds the French FAQ page for %s, linked at its /fr address", async (query, href) => {
    const { status, html } = await page(searchPath("/faq", query));
    expect(status).toBe(200);
    const link = new RegExp(`<a\\b[^>]*href="${href}"[^>]*>`).exec(html)?.[0];
    expect(link, `no link to ${href}`).toBeDefined();
    expect(link).toContain('lang="fr"');
  });

  it("still finds English answers for English queries", async () => {
    const text = visibleText((await page(searchPath("/faq", "visa on arrival"))).html);
    expect(text).toMatch(/[1-9]\d* questions? in [1-9]\d* categor(y|ies) match/);
  });
});
