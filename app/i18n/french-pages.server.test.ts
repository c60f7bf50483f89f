import { describe, expect, it } from "vitest";
import { facts } from "#app/content/facts.ts";
import { findFrenchPage, frenchFactTexts, frenchPageOf } from "#app/i18n/french-pages.server.ts";

describe("French pages and the fact register", () => {
  it("serves a page with its fact tokens resolved to the register's French text", () => {
    const kumasi = findFrenchPage("/fr/kumasi")!;
    expect(kumasi.written.body).toContain("{{fact:distance.accra-kumasi}}");
    expect(kumasi.body).not.toContain("{{fact:");
    expect(kumasi.body).toContain(facts["distance.accra-kumasi"].fr.value);
  });

  it("gives the check every page's words as written, in French, without the sources", () => {
    const texts = frenchFactTexts(new Set(["kumasi"]));
    const kumasi = texts.filter((text) => text.where === "page /fr/kumasi");
    expect(kumasi.length).toBe(4);
    expect(kumasi.every((text) => text.lang === "fr" && text.context === "kumasi")).toBe(true);
    expect(kumasi.some((text) => text.text.includes("{{fact:drive.accra-kumasi}}"))).toBe(true);
    // A source's title quotes what was said then; only the page's own words are checked.
    expect(texts.some((text) => text.text.includes("GhanaWeb, inauguration"))).toBe(false);
  });
});

describe("a French version published in the studio (docs/decisions/053)", () => {
  const words = (englishPath: string) => ({
    englishPath,
    title: "Kumasi, titre du studio",
    heading: "Kumasi vue du studio",
    description: "Description du studio.",
    body: "À {{fact:distance.accra-kumasi}} d'Accra.",
  });

  it("replaces the bundled text's words, keeping its address and sources", () => {
    const bundled = findFrenchPage("/fr/kumasi")!;
    const page = frenchPageOf("/fr/kumasi/", (path) =>
      path === "/kumasi" ? words(path) : undefined,
    )!;
    expect(page.heading).toBe("Kumasi vue du studio");
    expect(page.body).toContain(facts["distance.accra-kumasi"].fr.value);
    expect(page.written.body).toContain("{{fact:distance.accra-kumasi}}");
    expect(page.sources).toEqual(bundled.sources);
    expect(page.path).toBe("/fr/kumasi");
  });

  it("serves a post with no bundled text at /fr + its English path, and the file otherwise", () => {
    const page = frenchPageOf("/fr/blog/markets-of-kumasi", words)!;
    expect(page).toMatchObject({
      path: "/fr/blog/markets-of-kumasi",
      partner: "/blog/markets-of-kumasi",
      sources: [],
    });
    expect(frenchPageOf("/fr/kumasi", () => undefined)).toBe(findFrenchPage("/fr/kumasi"));
    expect(frenchPageOf("/fr/blog/nothing-here", () => undefined)).toBeUndefined();
  });
});
