import { describe, expect, it } from "vitest";
import { countMarkdownWords } from "#app/domain/text/markdown.ts";
import { readingMinutes, readingTimeLabel } from "#app/domain/text/reading-time.ts";

const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
const minutesFor = (body: string) => readingMinutes(countMarkdownWords(body));

describe("readingMinutes", () => {
  it("is at least one minute, even for an empty body", () => {
    expect(minutesFor("")).toBe(1);
    expect(minutesFor(words(50))).toBe(1);
  });

  it("counts 200 words a minute, rounded", () => {
    expect(minutesFor(words(1000))).toBe(5);
    expect(minutesFor(words(1099))).toBe(5);
    expect(minutesFor(words(1100))).toBe(6);
  });

  it("does not count heading and bold markers as words", () => {
    expect(minutesFor(`## ${words(199)}\n\n**${words(200)}**`)).toBe(2);
  });

  it("labels minutes", () => {
    expect(readingTimeLabel(7)).toBe("7 min read");
  });
});
