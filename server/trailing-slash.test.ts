import { describe, expect, it } from "vitest";
import { slashlessUrl } from "#server/trailing-slash.ts";

describe("slashlessUrl", () => {
  it("drops the trailing slashes and keeps the query string", () => {
    expect(slashlessUrl("/privacy-policy/")).toBe("/privacy-policy");
    expect(slashlessUrl("/hotels/labadi-beach-hotel//")).toBe("/hotels/labadi-beach-hotel");
    expect(slashlessUrl("/hotels/?city=accra&page=2")).toBe("/hotels?city=accra&page=2");
    expect(slashlessUrl("/search/?q=a/b/")).toBe("/search?q=a/b/");
    expect(slashlessUrl("/caf%C3%A9/")).toBe("/caf%C3%A9");
  });

  it("leaves the home page and slashless paths alone", () => {
    expect(slashlessUrl("/")).toBeNull();
    expect(slashlessUrl("/?tab=cars")).toBeNull();
    expect(slashlessUrl("/about")).toBeNull();
    expect(slashlessUrl("/search?q=a/")).toBeNull();
  });

  it("never leaves the site", () => {
    expect(slashlessUrl("//evil.com/")).toBe("/evil.com");
    expect(slashlessUrl("///evil.com/path/")).toBe("/evil.com/path");
    expect(slashlessUrl("/\\evil.com/")).toBe("/evil.com");
    expect(slashlessUrl("//")).toBe("/");
    expect(slashlessUrl("/%2F%2Fevil.com/")).toBe("/");
    expect(slashlessUrl("/..//evil.com/")).toBe("/");
    expect(slashlessUrl("/a/.//evil.com/")).toBe("/a//evil.com");
    expect(slashlessUrl("/.//evil.com/")).toBe("/");
  });
});
