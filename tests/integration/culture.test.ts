import { describe, expect, inject, it } from "vitest";
import { attr, findTag, title, visibleText } from "#tests/http.ts";

const baseUrl = inject("baseUrl");

/** Every JSON-LD block in the page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function ofType(html: string, type: string) {
  return jsonLd(html).filter((block) => block["@type"] === type);
}

async function page(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, html: await response.text() };
}

/** Visible words of the page body, roughly: tags and scripts removed. */
function mainOf(html: string) {
  return /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
}

function wordCount(html: string) {
  return mainOf(html)
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter((word) => /[a-z]/i.test(word)).length;
}

describe("culture, FAQ and name generator pages", () => {
  it.each([
    ["/faq", "Ghana Travel FAQ | Akwaaba Stays"],
    ["/faq/visa", "Visas and Entry: Ghana Travel FAQ | Akwaaba Stays"],
    ["/ancient-culture", "Ancient Ghana Culture, Asante History &amp; Festivals | Akwaaba Stays"],
    ["/ghana-attire", "Ghana Traditional Attire: Kente, Smock &amp; Adinkra | Akwaaba Stays"],
    ["/name-generator", "African Name Generator | Akwaaba Stays"],
  ])("serves %s with its title, description, canonical and JSON-LD", async (path, expected) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(title(html)).toBe(expected);
    expect(attr(findTag(html, "meta", { name: "description" }), "content")?.length).toBeGreaterThan(
      50,
    );
    expect(attr(findTag(html, "link", { rel: "canonical" }), "href")).toBe(
      `http://localhost:3000${path}`,
    );
    expect(jsonLd(html).length).toBeGreaterThan(0);
  });

  it.each([
    ["/ancient-culture", ["Wagadu", "Golden Stool", "Osei Tutu", "Akwasidae"]],
    ["/ghana-attire", ["Bonwire", "Ntonso", "batakari", "kaba"]],
  ])("serves the long article %s with Article and FAQPage markup", async (path, phrases) => {
    const { html } = await page(path);
    expect(wordCount(html)).toBeGreaterThan(1500);
    for (const phrase of phrases) expect(html).toContain(phrase);
    const [article] = ofType(html, "Article");
    expect(article).toMatchObject({ url: `http://localhost:3000${path}` });
    expect(new Date(String(article?.datePublished)).getTime()).toBeLessThan(Date.now());
    // The questions come from the body's FAQ section: each a question with its answer's words.
    const questions = ofType(html, "FAQPage")[0]?.mainEntity as {
      name: string;
      acceptedAnswer: { text: string };
    }[];
    expect(questions.length).toBeGreaterThanOrEqual(5);
    for (const question of questions) {
      expect(question.name).toMatch(/\?$/);
      expect(question.acceptedAnswer.text.split(" ").length).toBeGreaterThan(30);
    }
    expect(html).toContain('href="/hotels"');
    expect(attr(findTag(html, "meta", { property: "og:type" }), "content")).toBe("article");
  });

  it("answers the name generator's GET form with names picked on the server", async () => {
    const { status, html } = await page("/name-generator?country=ghana&gender=Female&count=10");
    expect(status).toBe(200);
    expect(html).toContain("10 names generated.");
    expect(html).toContain('<option value="ghana" selected="">Ghana</option>');
    expect(html.match(/aria-label="Copy /g)).toHaveLength(10);
    const results = visibleText(html.slice(html.indexOf("10 names generated.")));
    expect(results.match(/ (Female|Unisex) /g)).toHaveLength(10);
    expect(results).not.toMatch(/ Male /);
    expect(html).toContain('href="/hotels"');
    expect(html).toContain("Explore Ghana Hotels");
  });

  it("says when no name matches, and ignores unknown filter values", async () => {
    const none = await page("/name-generator?country=ethiopia&gender=Unisex&count=5");
    expect(none.html).toContain("No names found. Try adjusting your filters to find names.");
    const odd = await page("/name-generator?country=atlantis&gender=robot&count=999");
    expect(odd.status).toBe(200);
    expect(odd.html).toContain("Choose a country and a gender, then press Generate Names.");
  });
});
