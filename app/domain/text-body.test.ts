import { describe, expect, it } from "vitest";
import { parseBody, parseInline } from "#app/domain/text-body.ts";

describe("parseInline", () => {
  it("marks bold runs", () => {
    expect(parseInline("Carry **cash** and **MoMo** in markets")).toEqual([
      { text: "Carry ", isBold: false },
      { text: "cash", isBold: true },
      { text: " and ", isBold: false },
      { text: "MoMo", isBold: true },
      { text: " in markets", isBold: false },
    ]);
  });

  it("leaves an unmatched marker as text", () => {
    expect(parseInline("a ** b")).toEqual([{ text: "a ** b", isBold: false }]);
  });
});

describe("parseBody", () => {
  it("turns heading markers into headings of decreasing level under the page title", () => {
    expect(parseBody("# One\n## Two\n### Three")).toEqual([
      { kind: "heading", level: 2, text: "One" },
      { kind: "heading", level: 2, text: "Two" },
      { kind: "heading", level: 3, text: "Three" },
    ]);
  });

  it("joins lines into paragraphs and splits them at blank lines", () => {
    expect(parseBody("First line\nsame paragraph\n\nSecond")).toEqual([
      { kind: "paragraph", inlines: [{ text: "First line same paragraph", isBold: false }] },
      { kind: "paragraph", inlines: [{ text: "Second", isBold: false }] },
    ]);
  });

  it("groups '- ' lines into a list", () => {
    expect(parseBody("Pack:\n- a **torch**\n- water\n\nDone")).toEqual([
      { kind: "paragraph", inlines: [{ text: "Pack:", isBold: false }] },
      {
        kind: "list",
        items: [
          [
            { text: "a ", isBold: false },
            { text: "torch", isBold: true },
          ],
          [{ text: "water", isBold: false }],
        ],
      },
      { kind: "paragraph", inlines: [{ text: "Done", isBold: false }] },
    ]);
  });

  it("keeps markup as plain text, never as HTML", () => {
    expect(parseBody('<script>alert("x")</script>')).toEqual([
      { kind: "paragraph", inlines: [{ text: '<script>alert("x")</script>', isBold: false }] },
    ]);
  });
});
