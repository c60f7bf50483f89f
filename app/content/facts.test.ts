// The register against every text the site publishes: a test that fails when content disagrees
// with the register, retypes a registered figure, names an unknown fact, or a fact is stale.
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
];

describe("the fact register", () => {
  it("agrees with every page, and no entry is more than 12 months old", () => {
    const problems = findFactProblems(allTexts, facts, factPlaces, new Date());
    expect(problems.map((problem) => `${problem.where}: ${problem.message}`)).toEqual([]);
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
