import { describe, expect, it } from "vitest";
import { comparableText, diffSnapshots, diffWords } from "#app/domain/content/word-diff.ts";

describe("diffWords", () => {
  it("marks only the words that changed, keeping the spaces so the text reads back", () => {
    expect(diffWords("A quiet lodge by the sea", "A lively lodge by the sea")).toEqual([
      { kind: "same", text: "A " },
      { kind: "removed", text: "quiet" },
      { kind: "added", text: "lively" },
      { kind: "same", text: " lodge by the sea" },
    ]);
  });

  it("finds words added and removed in the middle (longest common subsequence)", () => {
    const parts = diffWords("one two three four", "one three four five");
    expect(parts.filter((part) => part.kind === "removed").map((part) => part.text)).toEqual([
      "two ",
    ]);
    expect(parts.filter((part) => part.kind === "added").map((part) => part.text)).toEqual([
      " five",
    ]);
    const after = parts.filter((part) => part.kind !== "removed").map((part) => part.text);
    const before = parts.filter((part) => part.kind !== "added").map((part) => part.text);
    expect(after.join("")).toBe("one three four five");
    expect(before.join("")).toBe("one two three four");
  });

  it("answers one unchanged part for equal texts and nothing for two empty ones", () => {
    expect(diffWords("same words", "same words")).toEqual([{ kind: "same", text: "same words" }]);
    expect(diffWords("", "")).toEqual([]);
    expect(diffWords("", "new")).toEqual([{ kind: "added", text: "new" }]);
    expect(diffWords("old", "")).toEqual([{ kind: "removed", text: "old" }]);
  });

  it("marks a few words changed at both ends of a long text, not the whole text", () => {
    const words = Array.from({ length: 3000 }, (_, i) => `w${i}`);
    const edited = [...words];
    edited[1] = "first";
    edited[2998] = "last";
    const parts = diffWords(words.join(" "), edited.join(" "));
    expect(parts.filter((part) => part.kind !== "same")).toEqual([
      { kind: "removed", text: "w1" },
      { kind: "added", text: "first" },
      { kind: "removed", text: "w2998" },
      { kind: "added", text: "last" },
    ]);
  });

  it("keeps punctuation and line breaks apart from words, each side reading back exactly", () => {
    expect(diffWords("Quiet rooms.", "Quiet rooms with a view.")).toEqual([
      { kind: "same", text: "Quiet rooms" },
      { kind: "added", text: " with a view" },
      { kind: "same", text: "." },
    ]);
    const before = "Breakfast:  7 to 10.\nPool open";
    const after = "Breakfast: 6 to 10.\n\nPool open, towels given";
    const parts = diffWords(before, after);
    const side = (skip: string) =>
      parts
        .filter((part) => part.kind !== skip)
        .map((part) => part.text)
        .join("");
    expect(side("added")).toBe(before);
    expect(side("removed")).toBe(after);
  });

  it("compares very long rewrites as a whole rather than taking quadratic time", () => {
    const a = Array.from({ length: 3000 }, (_, i) => `a${i}`).join(" ");
    const b = Array.from({ length: 3000 }, (_, i) => `b${i}`).join(" ");
    const parts = diffWords(a, b);
    expect(parts).toEqual([
      { kind: "removed", text: a },
      { kind: "added", text: b },
    ]);
  });
});

describe("comparableText", () => {
  it("shows lists and values as text, long text whole", () => {
    expect(comparableText(["wifi", "pool"])).toBe("wifi, pool");
    expect(comparableText(80)).toBe("80");
    expect(comparableText(true)).toBe("yes");
    expect(comparableText(null)).toBe("");
    expect(comparableText("x".repeat(300))).toHaveLength(300);
    expect(comparableText([{ mediaId: 4, alt: "The pool" }])).toContain("The pool");
  });
});

describe("diffSnapshots", () => {
  it("lists every field with its label, the changed ones marked", () => {
    const fields = diffSnapshots(
      { name: "Sea Lodge", price: 80, description: "Quiet rooms." },
      { name: "Sea Lodge", price: 95, description: "Quiet rooms with a view." },
    );
    expect(fields.map((field) => [field.label, field.isChanged])).toEqual([
      ["Name", false],
      ["Price", true],
      ["Description", true],
    ]);
    const price = fields[1]!;
    expect(price.before).toEqual([{ kind: "removed", text: "80" }]);
    expect(price.after).toEqual([{ kind: "added", text: "95" }]);
  });

  it("keeps a field only the older version has", () => {
    const fields = diffSnapshots({ a: "x", gone: "old" }, { a: "x" });
    expect(fields.find((field) => field.field === "gone")).toMatchObject({ isChanged: true });
  });
});
