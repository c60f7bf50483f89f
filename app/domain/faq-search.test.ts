import { describe, expect, it } from "vitest";
import { faqCategories, type FaqCategory } from "#app/content/faq.ts";
import { countFaqEntries, normalizeFaqQuery, searchFaq } from "#app/domain/faq-search.ts";

const categories: FaqCategory[] = [
  {
    id: "visa",
    title: "Visas and Entry",
    entries: [
      { question: "Do I need a visa?", answer: "It depends on your passport." },
      { question: "Is there a visa on arrival?", answer: "Arrange it before you travel." },
    ],
  },
  {
    id: "dining",
    title: "Food and Dining",
    entries: [{ question: "Where can I find a café?", answer: "Osu has many." }],
  },
];

describe("searchFaq", () => {
  it("keeps everything for an empty query", () => {
    expect(searchFaq(categories, "  ")).toEqual(categories);
  });

  it("matches every word, in any case, and drops empty categories", () => {
    const result = searchFaq(categories, "VISA arrival");
    expect(result).toHaveLength(1);
    expect(result[0]!.entries.map((entry) => entry.question)).toEqual([
      "Is there a visa on arrival?",
    ]);
  });

  it("searches answers and category titles, ignoring accents", () => {
    expect(countFaqEntries(searchFaq(categories, "passport"))).toBe(1);
    expect(countFaqEntries(searchFaq(categories, "entry"))).toBe(2);
    expect(countFaqEntries(searchFaq(categories, "cafe"))).toBe(1);
    expect(searchFaq(categories, "zebra")).toEqual([]);
  });

  it("normalises the query", () => {
    expect(normalizeFaqQuery("  visa   on  arrival ")).toBe("visa on arrival");
    expect(normalizeFaqQuery(null)).toBe("");
    expect(normalizeFaqQuery("x".repeat(300))).toHaveLength(100);
  });
});

describe("the FAQ content", () => {
  it("has at least 25 categories, 6 entries in each and 180 in all, with unique ids", () => {
    expect(faqCategories.length).toBeGreaterThanOrEqual(25);
    for (const category of faqCategories) expect(category.entries.length).toBeGreaterThanOrEqual(6);
    expect(countFaqEntries(faqCategories)).toBeGreaterThanOrEqual(180);
    const ids = faqCategories.map((category) => category.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
