import { describe, expect, it } from "vitest";
import { parseHotelListQuery } from "#app/domain/hotel-lists/hotel-list-query.ts";

const parse = (query: string, limit = 4) => parseHotelListQuery(new URLSearchParams(query), limit);

describe("parseHotelListQuery", () => {
  it("reads comma-separated slugs in order", () => {
    expect(parse("hotels=b-hotel,a-hotel")).toEqual({
      kind: "slugs",
      slugs: ["b-hotel", "a-hotel"],
    });
  });

  it("reads the parameter repeated, as a GET form sends it", () => {
    expect(parse("hotels=a&hotels=b,c")).toEqual({ kind: "slugs", slugs: ["a", "b", "c"] });
  });

  it("means nothing asked for when missing or empty", () => {
    for (const query of ["", "hotels=", "hotels=,,", "hotels=%20"]) {
      expect(parse(query), query).toEqual({ kind: "none" });
    }
  });

  it("removes repeats before counting", () => {
    expect(parse("hotels=a,b,a,c,b,d")).toEqual({ kind: "slugs", slugs: ["a", "b", "c", "d"] });
  });

  it("refuses more than the limit, saying so", () => {
    const result = parse("hotels=a,b,c,d,e");
    expect(result).toEqual({
      kind: "invalid",
      message: "Choose at most 4 hotels. You asked for 5.",
    });
  });

  it("refuses a value that is not a slug, naming it", () => {
    for (const bad of ["Labadi", "a_b", "a--b", "<script>", "../x"]) {
      const result = parse(`hotels=a,${encodeURIComponent(bad)}`);
      expect(result.kind, bad).toBe("invalid");
      expect(result.kind === "invalid" && result.message, bad).toContain(bad);
    }
  });
});
