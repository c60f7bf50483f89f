import { describe, expect, it } from "vitest";
import { faqAnswerPath, faqCategoryPath } from "#app/domain/faq/faq-paths.ts";

describe("FAQ paths", () => {
  it("puts a category at /faq/{id} and an answer open at its anchor there", () => {
    expect(faqCategoryPath("visa")).toBe("/faq/visa");
    expect(faqAnswerPath("visa", "need-visa")).toBe("/faq/visa?open=need-visa#need-visa");
  });
});
