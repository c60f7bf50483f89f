import { describe, expect, it } from "vitest";
import { faqCategoriesSource } from "#app/content/faq.ts";

describe("the FAQ content", () => {
  it("has at least 25 categories, 6 entries in each and 180 in all, with unique ids", () => {
    expect(faqCategoriesSource.length).toBeGreaterThanOrEqual(25);
    for (const category of faqCategoriesSource) {
      expect(category.entries.length).toBeGreaterThanOrEqual(6);
    }
    const entries = faqCategoriesSource.reduce((sum, category) => sum + category.entries.length, 0);
    expect(entries).toBeGreaterThanOrEqual(180);
    const ids = faqCategoriesSource.map((category) => category.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
