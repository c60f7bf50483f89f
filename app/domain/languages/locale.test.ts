import { describe, expect, it } from "vitest";
import {
  englishPathOf,
  frenchAddressOf,
  frenchPathOf,
  localeOfPath,
  normalPath,
} from "#app/domain/languages/locale.ts";

describe("locale addresses", () => {
  it("reads French from /fr and every path under it, English everywhere else", () => {
    expect(localeOfPath("/fr")).toBe("fr");
    expect(localeOfPath("/fr/blog/money-in-ghana")).toBe("fr");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/french-hotels")).toBe("en");
    expect(localeOfPath("/frontier")).toBe("en");
  });

  it("puts a French page at /fr + its English path, the home page at /fr", () => {
    expect(frenchPathOf("/")).toBe("/fr");
    expect(frenchPathOf("/faq/visa")).toBe("/fr/faq/visa");
    expect(englishPathOf("/fr")).toBe("/");
    expect(englishPathOf("/fr/faq/visa")).toBe("/faq/visa");
  });

  it("drops trailing slashes but keeps the root", () => {
    expect(normalPath("/fr/")).toBe("/fr");
    expect(normalPath("/")).toBe("/");
  });
});

describe("frenchAddressOf", () => {
  it("serves a paired text at /fr + its English path, with that page as its partner", () => {
    expect(frenchAddressOf("accra", "/accra")).toEqual({
      path: "/fr/accra",
      partner: "/accra",
      english: "/accra",
    });
    expect(frenchAddressOf("home", "/").path).toBe("/fr");
    expect(frenchAddressOf("faq-visa", "/faq/visa").path).toBe("/fr/faq/visa");
  });

  it("serves the road-crossing guide at its own address with no English partner", () => {
    expect(
      frenchAddressOf(
        "by-road-from-cote-divoire-and-togo",
        "/blog/ghana-visa-free-entry-and-visa-on-arrival",
      ),
    ).toEqual({
      path: "/fr/blog/by-road-from-cote-divoire-and-togo",
      partner: null,
      english: "/blog/ghana-visa-free-entry-and-visa-on-arrival",
    });
  });
});
