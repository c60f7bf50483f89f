import { describe, expect, it } from "vitest";
import { srcsetCandidate } from "#app/domain/pages/srcset.ts";

describe("srcsetCandidate", () => {
  const srcset = "/media/a-320.webp 320w, /media/a-640.webp 640w, /media/a-960.webp 960w";

  it("takes the narrowest file at least as wide as asked", () => {
    expect(srcsetCandidate(srcset, 600)).toBe("/media/a-640.webp");
    expect(srcsetCandidate(srcset, 640)).toBe("/media/a-640.webp");
    expect(srcsetCandidate(srcset, 100)).toBe("/media/a-320.webp");
  });

  it("takes the widest when none is wide enough, in any order", () => {
    expect(srcsetCandidate("/b 960w, /a 320w", 2000)).toBe("/b");
  });

  it("answers nothing for an empty or unreadable list", () => {
    expect(srcsetCandidate("", 640)).toBeUndefined();
    expect(srcsetCandidate("/a 2x", 640)).toBeUndefined();
  });
});
