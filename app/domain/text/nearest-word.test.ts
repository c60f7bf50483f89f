import { describe, expect, it } from "vitest";
import { editDistance, nearestWord } from "#app/domain/text/nearest-word.ts";

describe("editDistance", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("wifi", "wifi")).toBe(0);
    expect(editDistance("wifii", "wifi")).toBe(1);
    expect(editDistance("parkng", "parking")).toBe(1);
    expect(editDistance("gym", "spa")).toBe(3);
    expect(editDistance("", "bar")).toBe(3);
  });
});

describe("nearestWord", () => {
  const words = ["wifi", "parking", "pool", "guest-house"];
  const itself = (word: string) => [word];

  it("finds the closest known word to a typo", () => {
    expect(nearestWord("wifii", words, itself)).toBe("wifi");
    expect(nearestWord("guesthouse", words, itself)).toBe("guest-house");
    expect(nearestWord("pol", words, itself)).toBe("pool");
  });

  it("suggests nothing for a word unlike any known one", () => {
    expect(nearestWord("helipad", words, itself)).toBeNull();
  });
});
