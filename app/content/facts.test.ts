// The register against every text the site publishes, in English and French: a test that fails
// when content disagrees with the register, retypes a registered figure, names an unknown fact, or
// a fact is stale; French pages are read with the register's French patterns.
import { describe, expect, it } from "vitest";
import { faqCategoriesSource } from "#app/content/faq.ts";
import { factPlaces, facts } from "#app/content/facts.ts";
import { guidesSource } from "#app/content/guides.ts";
import { homeGuideIntroSource, homeGuideSectionsSource } from "#app/content/home-guide.ts";
import { budgetPageSource, luxuryPageSource } from "#app/content/landing-pages.ts";
import { travelProducts, ghanaProducts } from "#app/content/products.ts";
import { citySeeds } from "#app/seed/cities.ts";
import { hotelSeeds } from "#app/seed/hotels.ts";
import { pageSeeds } from "#app/seed/pages.ts";
import { postSeeds } from "#app/seed/seed.server.ts";
import { fillSitePlaceholdersDeep } from "#app/domain/text/site-placeholders.ts";
import { frenchFactTexts } from "#app/i18n/french-pages.server.ts";
import {
  factIdsIn,
  findFactProblems,
  stringsIn,
  type ContentText,
  type FactRegister,
} from "#app/domain/facts/facts.ts";

const site = { name: "Akwaaba Stays", url: "http://localhost:3000", contactEmail: "a@b.c" };
const placeKeys = new Set(factPlaces.map((place) => place.key));

function texts(where: string, data: unknown, context?: string): ContentText[] {
  return stringsIn(data).map((text) => ({ where, text, context }));
}

const allTexts: ContentText[] = [
  ...postSeeds.flatMap((post) =>
    texts(`post ${post.slug}`, [post.title, post.excerpt, post.content]),
  ),
  ...citySeeds.flatMap((city) =>
    texts(`city ${city.slug}`, city, placeKeys.has(city.slug) ? city.slug : undefined),
  ),
  ...hotelSeeds.flatMap((hotel) =>
    texts(`hotel ${hotel.name}`, [hotel.location, hotel.description]),
  ),
  ...texts("faq", faqCategoriesSource),
  ...texts("home guide", [homeGuideIntroSource, homeGuideSectionsSource]),
  ...texts("guides", guidesSource),
  ...texts("budget page", budgetPageSource),
  ...texts("luxury page", luxuryPageSource),
  ...texts("products", [travelProducts, ghanaProducts]),
  ...pageSeeds.flatMap((page) =>
    texts(`page ${page.slug}`, fillSitePlaceholdersDeep({ ...page, slug: "" }, site)),
  ),
  ...frenchFactTexts(placeKeys),
];

describe("the fact register", () => {
  it("agrees with every page, and no entry is more than 12 months old", () => {
    const problems = findFactProblems(allTexts, facts, factPlaces, new Date());
    expect(problems.map((problem) => `${problem.where}: ${problem.message}`)).toEqual([]);
  });

  it("gives every entry a French text, shaped as the English one (a sentence or a phrase)", () => {
    const register: FactRegister = facts;
    for (const [id, fact] of Object.entries(register)) {
      const french = fact.fr?.value ?? "";
      expect(french, id).not.toBe("");
      // A token ends a sentence only where the English value does, so both read as the page does.
      expect(french.endsWith("."), id).toBe(fact.value.endsWith("."));
    }
  });

  it("catches a French page that states an old figure, where the English pages are caught", () => {
    const stale: ContentText[] = [
      {
        where: "page /fr/kumasi",
        text: "Par la route, Kumasi est à 3 heures d'Accra.",
        context: "kumasi",
        lang: "fr",
      },
      {
        where: "page /fr/faq/visa",
        text: "Le Ghana n'a aucune plateforme officielle d'e-Visa : demandez un visa à l'ambassade.",
        lang: "fr",
      },
      {
        where: "page /fr/blog/ghana-safety-and-health",
        text: "En cas d'urgence, appelez le 191 pour la police.",
        lang: "fr",
      },
      {
        where: "page /fr/blog/yellow-fever-certificate-ghana",
        text: "Le certificat est valable dix ans.",
        lang: "fr",
      },
    ];
    const problems = findFactProblems(stale, facts, factPlaces, new Date());
    expect(problems.map((problem) => `${problem.where}: ${problem.kind}`)).toEqual([
      "page /fr/kumasi: disagrees",
      "page /fr/faq/visa: contradicts",
      "page /fr/blog/ghana-safety-and-health: contradicts",
      "page /fr/blog/yellow-fever-certificate-ghana: contradicts",
    ]);
    expect(problems[0]!.message).toMatch(
      /"3 heures" \(3h\) disagrees with fact drive\.accra-kumasi/,
    );
  });

  it("gives every entry a source with a publisher and title, and a valid checked date", () => {
    for (const [id, fact] of Object.entries(facts)) {
      expect(fact.source.publisher, id).not.toBe("");
      expect(fact.source.title, id).not.toBe("");
      expect(fact.checkedOn, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(fact.checkedOn).getTime(), id).toBeLessThanOrEqual(Date.now());
    }
  });

  it("gives every source an address a reader can find: a web address, or its publication date", () => {
    const register: FactRegister = facts;
    const unfindable = Object.entries(register).flatMap(([id, fact]) =>
      [fact.source, ...(fact.alsoSources ?? [])]
        .filter((source) => !source.url?.startsWith("http") && !source.date)
        .map((source) => `${id}: ${source.publisher}, ${source.title}`),
    );
    expect(unfindable).toEqual([]);
  });

  it("is used: articles on entry rules, health and money state their facts from the register", () => {
    const topicsOf = (content: string) =>
      new Set<string>(factIdsIn(content).map((id) => facts[id as keyof typeof facts].topic));
    const needs: Record<string, "entry" | "health" | "money"> = {
      "Visa Information": "entry",
      visa: "entry",
      health: "health",
      money: "money",
    };
    for (const post of postSeeds) {
      const topics = topicsOf(post.content);
      for (const tag of post.tags) {
        const topic = needs[tag];
        if (topic) expect(topics.has(topic), `${post.slug} (tag ${tag})`).toBe(true);
      }
    }
  });
});
