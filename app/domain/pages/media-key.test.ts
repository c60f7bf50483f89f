import { describe, expect, it } from "vitest";
import { isValidMediaKey } from "#app/domain/pages/media-key.ts";

describe("isValidMediaKey", () => {
  it("takes the keys the photo pipeline makes", () => {
    expect(isValidMediaKey("originals/2026/11/abc123.jpg")).toBe(true);
    expect(isValidMediaKey("derived/abc123-800.avif")).toBe(true);
  });

  it("refuses a key that could escape the media folder or shadow another", () => {
    for (const key of [
      "../x",
      "a/../../x",
      "/etc/passwd",
      "a//b",
      "a/.hidden",
      "a/",
      "",
      "A.jpg",
    ]) {
      expect(isValidMediaKey(key), key).toBe(false);
    }
  });
});
