import { describe, expect, it } from "vitest";
import {
  addSlug,
  canCompare,
  compareHref,
  isHotelSlug,
  parseStoredSlugs,
  readShortlistCookie,
  removeSlug,
  shortlistCookie,
  SHORTLIST_LIMIT,
  toggleSlug,
  uniqueSlugs,
} from "#app/domain/hotel-lists/shortlist.ts";

describe("isHotelSlug", () => {
  it("accepts slugs made by the slug rule", () => {
    expect(isHotelSlug("labadi-beach-hotel")).toBe(true);
    expect(isHotelSlug("hotel-1957-osu")).toBe(true);
  });

  it("refuses anything else", () => {
    for (const value of ["", "Labadi", "a--b", "-a", "a-", "a b", "a/b", "ünï", 42, null]) {
      expect(isHotelSlug(value), String(value)).toBe(false);
    }
    expect(isHotelSlug("a".repeat(121))).toBe(false);
  });
});

describe("parseStoredSlugs", () => {
  it("reads a stored JSON array of slugs", () => {
    expect(parseStoredSlugs('["a","b-c"]', 20)).toEqual(["a", "b-c"]);
  });

  it("treats nothing, bad JSON and non-arrays as an empty list", () => {
    for (const raw of [null, "", "{", "not json", '{"a":1}', '"a"', "null", "12"]) {
      expect(parseStoredSlugs(raw, 20), String(raw)).toEqual([]);
    }
  });

  it("skips entries that are not slugs and drops repeats", () => {
    expect(parseStoredSlugs('["a", 3, null, {"x":1}, "B", "a", "b", "../x"]', 20)).toEqual([
      "a",
      "b",
    ]);
  });

  it("keeps at most the limit, newest (first) kept", () => {
    const stored = JSON.stringify(Array.from({ length: 30 }, (_, index) => `hotel-${index}`));
    const list = parseStoredSlugs(stored, SHORTLIST_LIMIT);
    expect(list).toHaveLength(SHORTLIST_LIMIT);
    expect(list[0]).toBe("hotel-0");
  });
});

describe("list operations", () => {
  it("adds newest first without repeats", () => {
    expect(addSlug(["a", "b"], "c", 20)).toEqual(["c", "a", "b"]);
    expect(addSlug(["a", "b", "c"], "b", 20)).toEqual(["b", "a", "c"]);
  });

  it("drops the oldest past the limit", () => {
    expect(addSlug(["c", "b", "a"], "d", 3)).toEqual(["d", "c", "b"]);
  });

  it("removes, and removing what is not there changes nothing", () => {
    expect(removeSlug(["a", "b"], "a")).toEqual(["b"]);
    expect(removeSlug(["a", "b"], "z")).toEqual(["a", "b"]);
  });

  it("toggles in and out", () => {
    const saved = toggleSlug([], "a", 20);
    expect(saved).toEqual(["a"]);
    expect(toggleSlug(saved, "a", 20)).toEqual([]);
  });

  it("does not change the list it is given", () => {
    const list = ["a", "b"];
    addSlug(list, "c", 20);
    removeSlug(list, "a");
    toggleSlug(list, "b", 20);
    expect(list).toEqual(["a", "b"]);
  });

  it("removes repeats keeping the first", () => {
    expect(uniqueSlugs(["a", "b", "a", "c", "b"])).toEqual(["a", "b", "c"]);
  });
});

describe("comparison", () => {
  it("links to the compare page with the slugs joined by commas", () => {
    expect(compareHref(["a", "b-c"])).toBe("/compare?hotels=a,b-c");
    expect(compareHref([])).toBe("/compare");
  });

  it("compares two to four hotels", () => {
    expect([0, 1, 2, 3, 4, 5].map(canCompare)).toEqual([false, false, true, true, true, false]);
  });
});

describe("the shortlist cookie", () => {
  it("round-trips a list, newest first", () => {
    const cookie = shortlistCookie(["labadi-beach-hotel", "urbano-hotel"], { isSecure: false });
    expect(cookie).toBe(
      "akwaaba_shortlist=labadi-beach-hotel.urbano-hotel; Path=/; SameSite=Lax; Max-Age=31536000",
    );
    const header = `akwaaba_lite=0; ${cookie.split(";")[0]}`;
    expect(readShortlistCookie(header)).toEqual(["labadi-beach-hotel", "urbano-hotel"]);
  });

  it("is Secure when the site is served over HTTPS", () => {
    expect(shortlistCookie([], { isSecure: true })).toMatch(/; Secure$/);
  });

  it("tells an emptied list from no cookie, and skips what is not a slug", () => {
    expect(readShortlistCookie("akwaaba_shortlist=")).toEqual([]);
    expect(readShortlistCookie("other=1")).toBeUndefined();
    expect(readShortlistCookie(null)).toBeUndefined();
    expect(readShortlistCookie("akwaaba_shortlist=a.Bad%20One.a.b-c")).toEqual(["a", "b-c"]);
  });

  it("keeps at most the shortlist's limit", () => {
    const many = Array.from({ length: SHORTLIST_LIMIT + 5 }, (_, index) => `hotel-${index}`);
    expect(readShortlistCookie(`akwaaba_shortlist=${many.join(".")}`)).toHaveLength(
      SHORTLIST_LIMIT,
    );
  });
});
