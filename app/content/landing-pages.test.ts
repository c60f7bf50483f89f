import { describe, expect, it } from "vitest";
import { budgetPageSource, luxuryPageSource } from "#app/content/landing-pages.ts";

/** Every string of a landing page's copy, with where it is. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => strings(item, `${path}.${index}`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

/** The one field the landing pages render with links (QuestionList, app/components/landing). */
const TAKES_LINKS = /^\w+\.faq\.\d+\.answer$/;

describe("landing page copy", () => {
  it("writes [label](/path) links only in a field that renders them", () => {
    const copy = [...strings(budgetPageSource, "budget"), ...strings(luxuryPageSource, "luxury")];
    const misplaced = copy.filter(([path, text]) => !TAKES_LINKS.test(path) && /\]\(/.test(text));
    expect(misplaced).toEqual([]);
  });
});
