// The fact register on the running site: pages and the API show the register's values (never a
// raw token), articles that state registered facts say when they were checked and link the
// official source, and the e-Visa is described as it is.
import { describe, expect, inject, it } from "vitest";
import { faqCategoriesSource } from "#app/content/faq.ts";
import { facts } from "#app/content/facts.ts";
import { formatDayMonthYear, formatLongDate } from "#app/domain/shared/dates.ts";
import { factIdsIn, factsChecked, factSources } from "#app/domain/facts/facts.ts";
import { postSeeds } from "#app/seed/seed.server.ts";

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

describe("the fact check of 29 November 2026", () => {
  it("states the January 2025 visa-free entry as announced, beside the 2026 e-Visa practice and the fee waiver's real date", async () => {
    for (const path of [
      "/blog/ghana-visa-requirements",
      "/blog/ghana-visa-free-entry-and-visa-on-arrival",
      "/faq/visa",
    ]) {
      const { text } = await pageText(path);
      expect(text, path).toContain(facts["entry.african-passports-2025"].value);
      expect(text, path).not.toMatch(/reported as in force from the start of January 2025/);
      expect(text, path).not.toMatch(/At the e-Visa launch on 25 May 2026, Foreign Minister/);
    }
    expect(facts["entry.african-visa-fees-2026"].value).toMatch(/^On 22 May 2026 /);
  });

  it("lists an article's register sources at its end: publisher, linked title and date", async () => {
    const slug = "ghana-visa-requirements";
    const seed = postSeeds.find((post) => post.slug === slug)!;
    const sources = factSources(factIdsIn(seed.content), facts);
    expect(sources.length).toBeGreaterThan(2);
    const { html, text } = await pageText(`/blog/${slug}`);
    expect(html).toMatch(/<h2[^>]*id="fact-sources"[^>]*>Sources<\/h2>/);
    for (const source of sources) {
      expect(text).toContain(`${source.publisher}: ${source.title}`);
      if (source.url) expect(html).toContain(`href="${source.url.replace(/&/g, "&amp;")}"`);
    }
    expect(text).toContain("SOT News Agency: Ghana to launch first electronic visa system");
    expect(text).toContain("(22 May 2026)");

    const plain = postSeeds.find((post) => factIdsIn(post.content).length === 0)!;
    expect((await pageText(`/blog/${plain.slug}`)).html).not.toContain('id="fact-sources"');
  });

  it("shows on each FAQ answer that states registered facts the day they were checked", async () => {
    const visa = faqCategoriesSource.find((category) => category.id === "visa")!;
    const dated = visa.entries
      .map((entry) => factsChecked(factIdsIn(`${entry.question} ${entry.answer}`), facts))
      .filter((checked) => checked !== null);
    expect(dated.length).toBeGreaterThan(0);
    const { html } = await pageText("/faq/visa");
    for (const checked of dated) {
      expect(html.toLowerCase()).toContain(
        `checked <time datetime="${checked.checkedOn}">${formatDayMonthYear(checked.checkedOn)}</time>`.toLowerCase(),
      );
    }
    expect(html.match(/>Checked <time/g)?.length).toBe(dated.length);
  });

  it("says 'Listing last confirmed {year}' on a hotel only old sources confirm, and not on one a recent source confirms", async () => {
    const old = await pageText("/hotels/ashanti-gold-hotel");
    expect(old.text).toContain("Listing last confirmed 2014");
    const undated = await pageText("/hotels/presbyterian-guest-house");
    expect(undated.text).toContain(
      "Listing last confirmed: none of its public sources gives a date",
    );
    const recent = await pageText("/hotels/noda-hotel");
    expect(recent.text).toContain("Listing checked");
    expect(recent.text).not.toContain("Listing last confirmed");
  });

  it("gives the E-Levy's rate history, 112 beside the still-answered 191, and Tamale's airport by its name", async () => {
    const money = await pageText("/blog/money-in-ghana");
    expect(money.text).toContain("began at 1.5% in May 2022, was cut to 1% in 2023");
    expect(money.text).not.toContain("a 1% charge on electronic transfers introduced in 2022");

    const safety = await pageText("/blog/ghana-safety-and-health");
    expect(safety.text).toContain("the old police line 191 was still answered in 2025");
    expect(safety.text).not.toMatch(/has replaced the separate lines/);

    const tamale = await pageText("/blog/tamale-travel-guide");
    expect(tamale.text).toContain("Yakubu Tali International Airport in Tamale");
    expect(tamale.text).toContain("13 January 2026 the Transport Minister told Parliament");
  });
});

describe("facts from the register on French pages", () => {
  it("states a registered fact in French, from the register, with no raw token and no English value", async () => {
    const kumasi = await pageText("/fr/kumasi");
    expect(kumasi.text).toContain(
      `Kumasi est à ${facts["distance.accra-kumasi"].fr.value} d'Accra`,
    );
    expect(kumasi.text).toContain(facts["transport.kumasi-airport"].fr.value);
    expect(kumasi.text).not.toContain(facts["transport.kumasi-airport"].value);

    const visa = await pageText("/fr/blog/ghana-visa-free-entry-and-visa-on-arrival");
    expect(visa.text).toContain(facts["entry.evisa"].fr.value);
    expect(visa.text).toContain(facts["entry.african-visa-fees-2026"].fr.value);
    expect(visa.text).not.toContain(facts["entry.evisa"].value);

    for (const page of [kumasi, visa]) expect(page.html).not.toContain("{{fact:");
  });
});
