import { describe, expect, it } from "vitest";
import { FaqInputSchema, PageInputSchema } from "#app/domain/content-schemas.ts";

const PAGE = {
  slug: "notes",
  title: "Notes",
  description: "About notes.",
  intro: "An introduction.",
  body: "## One\n\nText.",
};

describe("content text fields", () => {
  it("store a browser's CRLF line breaks as LF, so a screen and its saved text compare equal", () => {
    const parsed = PageInputSchema.parse({ ...PAGE, body: "## One\r\n\r\nText.\r\n" });
    expect(parsed.body).toBe("## One\n\nText.");
  });

  it("refuse Markdown's link syntax in a plain-text field, naming the field", () => {
    const result = FaqInputSchema.safeParse({
      slug: "visa",
      categorySlug: "entry",
      question: "Do I need a visa?",
      answer: "See [the visa guide](/blog/ghana-visa-requirements).",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      [
        "answer",
        "Answer is shown as plain text, so [the visa guide](/blog/ghana-visa-requirements) would appear exactly as typed: write the words without the link.",
      ],
    ]);
  });

  it("take it in a field that renders Markdown", () => {
    const linked = "See [the visa guide](/blog/ghana-visa-requirements).";
    expect(PageInputSchema.parse({ ...PAGE, intro: linked, body: linked }).body).toBe(linked);
    expect(PageInputSchema.safeParse({ ...PAGE, closing: linked }).success).toBe(false);
  });
});
