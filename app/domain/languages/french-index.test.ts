import { describe, expect, it } from "vitest";
import { frenchPagesUnder, splitByTranslation } from "#app/domain/languages/french-index.ts";

const page = (path: string, partner: string | null, heading: string) => ({
  path,
  partner,
  heading,
  description: `${heading}, en bref`,
});

describe("splitByTranslation", () => {
  it("lists entries with a French twin as the French page, the others as English, in order", () => {
    const split = splitByTranslation(
      [
        { path: "/faq/general-travel", title: "General Travel" },
        { path: "/faq/visa", title: "Visas and Entry" },
        { path: "/faq/dining", title: "Food and Dining" },
        { path: "/faq/money", title: "Money and Payments" },
      ],
      [page("/fr/faq/money", "/faq/money", "Argent"), page("/fr/faq/visa", "/faq/visa", "Visas")],
    );
    expect(split.french).toEqual([
      { href: "/fr/faq/visa", title: "Visas", description: "Visas, en bref" },
      { href: "/fr/faq/money", title: "Argent", description: "Argent, en bref" },
    ]);
    expect(split.englishOnly).toEqual([
      { href: "/faq/general-travel", title: "General Travel" },
      { href: "/faq/dining", title: "Food and Dining" },
    ]);
  });
});

describe("frenchPagesUnder", () => {
  it("lists the French pages under an address, twinned or not, by title in French order", () => {
    const pages = [
      page("/fr/blog/road", null, "Venir par la route"),
      page("/fr/blog", "/blog", "Nos guides"),
      page("/fr/accra", "/accra", "Accra"),
      page("/fr/blog/airport", "/blog/airport", "L'aéroport"),
      page("/fr/blog/entry", "/blog/entry", "Entrer au Ghana"),
    ];
    expect(frenchPagesUnder("/fr/blog", pages).map((entry) => entry.href)).toEqual([
      "/fr/blog/entry",
      "/fr/blog/airport",
      "/fr/blog/road",
    ]);
  });
});
