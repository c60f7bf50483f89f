// The fact register on the running site: pages and the API show the register's values (never a
// raw token), articles that state registered facts say when they were checked and link the
// official source, and the e-Visa is described as it is.
import { describe, expect, inject, it } from "vitest";
import { facts } from "#app/content/facts.ts";
import { formatLongDate } from "#app/domain/dates.ts";
import { factIdsIn, factsChecked } from "#app/domain/facts.ts";
import { postSeeds } from "#db/seed/index.ts";

const baseUrl = inject("baseUrl");

/** The page's visible text, roughly: tags removed, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

async function pageText(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return { html, text: textOf(html) };
}

describe("facts from the register", () => {
  it("a visa article states the e-Visa and the African fee waiver from the register, with its check date and official source", async () => {
    const slug = "ghana-visa-requirements";
    const seed = postSeeds.find((post) => post.slug === slug)!;
    const ids = factIdsIn(seed.content);
    expect(ids).toEqual(expect.arrayContaining(["entry.evisa", "entry.african-visa-fees-2026"]));

    const { html, text } = await pageText(`/blog/${slug}`);
    expect(text).toContain(facts["entry.evisa"].value);
    expect(text).toContain(facts["entry.african-visa-fees-2026"].value);
    expect(text).not.toMatch(/no official public e-visa/i);
    expect(html).not.toContain("{{fact:");

    const checked = factsChecked(ids, facts)!;
    expect(text).toContain(`Facts checked ${formatLongDate(checked.checkedOn)}`);
    expect(html).toMatch(new RegExp(`<time datetime="${checked.checkedOn}">`, "i"));
    expect(html).toContain('href="https://gis.gov.gh"');
  });

  it("the JSON API serves the resolved text, not tokens", async () => {
    const response = await fetch(`${baseUrl}/api/blog/ghana-visa-requirements`);
    const post = (await response.json()) as { content: string };
    expect(post.content).toContain(facts["entry.evisa"].value);
    expect(post.content).not.toContain("{{fact:");
  });

  it("an article that states no registered fact shows no fact-check note", async () => {
    const plain = postSeeds.find((post) => factIdsIn(post.content).length === 0);
    expect(plain, "some post uses no registered fact").toBeDefined();
    const { text } = await pageText(`/blog/${plain!.slug}`);
    expect(text).not.toContain("Facts checked");
  });

  it("the FAQ and the home guide describe the e-Visa from the register", async () => {
    const faq = await pageText("/faq/visa");
    expect(faq.text).toContain("Can I apply for a Ghana e-visa online?");
    expect(faq.text).toContain(facts["entry.evisa"].value);
    expect(faq.text).not.toMatch(/no official public e-visa|planned and piloted/i);

    const home = await pageText("/");
    expect(home.text).toContain(facts["entry.evisa"].value);
    expect(home.text).toContain(facts["health.yellow-fever-certificate"].value);
  });
});
