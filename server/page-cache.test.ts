import { describe, expect, it } from "vitest";
import { sharedMaxAge } from "#server/page-cache.ts";

describe("sharedMaxAge", () => {
  it("reads s-maxage from public responses only", () => {
    expect(sharedMaxAge("public, max-age=0, s-maxage=60")).toBe(60);
    expect(sharedMaxAge("public, max-age=60")).toBe(0);
    expect(sharedMaxAge("private, s-maxage=60")).toBe(0);
    expect(sharedMaxAge("public, no-store, s-maxage=60")).toBe(0);
    expect(sharedMaxAge(undefined)).toBe(0);
  });
});
