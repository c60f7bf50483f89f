import { describe, expect, it } from "vitest";
import { safeLocalPath } from "#app/domain/accounts/safe-redirect.ts";
import { OFF_SITE_TARGETS } from "#tests/off-site-targets.ts";

describe("safeLocalPath", () => {
  it("keeps a path on this site, with its query and fragment, percent-encoded", () => {
    expect(safeLocalPath("/hotels?city=accra&page=2", "/")).toBe("/hotels?city=accra&page=2");
    expect(safeLocalPath("/", "/x")).toBe("/");
    expect(safeLocalPath("/blog#top", "/")).toBe("/blog#top");
    expect(safeLocalPath("/café", "/")).toBe("/caf%C3%A9");
    expect(safeLocalPath("/faq?q=a%20b%2F%2Fc", "/")).toBe("/faq?q=a%20b%2F%2Fc");
    expect(safeLocalPath("/blog/../faq/./visa", "/")).toBe("/faq/visa");
  });

  it("answers the fallback for every target that leads elsewhere once normalised", () => {
    for (const target of OFF_SITE_TARGETS) {
      expect(safeLocalPath(target, "/fallback"), JSON.stringify(target)).toBe("/fallback");
    }
  });

  it("answers the fallback for what is not a string or cannot be decoded", () => {
    expect(safeLocalPath(undefined, "/")).toBe("/");
    expect(safeLocalPath(null, null)).toBeNull();
    expect(safeLocalPath(["/"], "/")).toBe("/");
    expect(safeLocalPath("/%E0%A4%A", "/")).toBe("/");
  });
});
