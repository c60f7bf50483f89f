import { describe, expect, it } from "vitest";
import { pageSavedFrom, ShortlistFormSchema } from "#app/domain/hotel-lists/shortlist-form.ts";

describe("the no-JS shortlist form", () => {
  it("takes one hotel to save or to remove", () => {
    expect(ShortlistFormSchema.parse({ save: "labadi-beach-hotel" })).toEqual({
      save: "labadi-beach-hotel",
    });
    expect(ShortlistFormSchema.parse({ remove: "urbano-hotel" })).toEqual({
      remove: "urbano-hotel",
    });
  });

  it("refuses a malformed slug, both fields or neither, with words a person can act on", () => {
    const bad = ShortlistFormSchema.safeParse({ save: "../etc" });
    expect(bad.error?.issues[0]?.message).toMatch(/not the address of a hotel/);
    for (const form of [{}, { save: "a", remove: "b" }]) {
      expect(ShortlistFormSchema.safeParse(form).error?.issues[0]?.message).toMatch(
        /Press Save on a hotel/,
      );
    }
  });
});

describe("the page a Save came from", () => {
  const origin = "https://akwaaba.example";
  const host = "akwaaba.example";

  it("is a path on this site", () => {
    expect(pageSavedFrom(`${origin}/accra?amenity=pool`, host)).toBe("/accra?amenity=pool");
  });

  it("is nothing for another site, the shortlist itself, or no referrer", () => {
    expect(pageSavedFrom("https://evil.example/accra", host)).toBeUndefined();
    expect(pageSavedFrom(`${origin}/shortlist`, host)).toBeUndefined();
    expect(pageSavedFrom(null, host)).toBeUndefined();
    expect(pageSavedFrom("not a url", host)).toBeUndefined();
  });
});
