import { describe, expect, it } from "vitest";
import { facts } from "#app/content/facts.ts";
import {
  findBundledFrenchPage,
  frenchFactTexts,
  frenchPagesWith,
} from "#app/i18n/french-pages.server.ts";

describe("French pages and the fact register", () => {
  it("serves a page with its fact tokens resolved to the register's French text", () => {
    const kumasi = findBundledFrenchPage("/fr/kumasi")!;
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
    body: "Le Ghana compte dix régions, à {{fact:distance.accra-kumasi}} d'Accra.",
  });

  it("replaces the bundled text's words, keeping its address and sources", () => {
    const bundled = findBundledFrenchPage("/fr/kumasi")!;
    const page = frenchPagesWith(new Map([["/kumasi", words("/kumasi")]])).byPath("/fr/kumasi/")!;
    expect(page.heading).toBe("Kumasi vue du studio");
    expect(page.body).toContain(facts["distance.accra-kumasi"].fr.value);
    expect(page.written.body).toContain("{{fact:distance.accra-kumasi}}");
    expect(page.sources).toEqual(bundled.sources);
    expect(page.path).toBe("/fr/kumasi");
  });

  it("serves a post with no bundled text at /fr + its English path, paired with it", () => {
    const path = "/blog/markets-of-kumasi";
    const pages = frenchPagesWith(new Map([[path, words(path)]]));
    const page = pages.byPath("/fr/blog/markets-of-kumasi")!;
    expect(page).toMatchObject({ partner: path, file: "markets-of-kumasi", sources: [] });
    expect(pages.twinOf(path)).toBe(page);
    expect(frenchPagesWith().byPath("/fr/blog/markets-of-kumasi")).toBeUndefined();
    expect(frenchPagesWith(new Map()).byPath("/fr/kumasi")).toBe(
      findBundledFrenchPage("/fr/kumasi"),
    );
  });

  it("gives the check the studio's words as written, read as French", () => {
    const path = "/blog/markets-of-kumasi";
    const texts = frenchFactTexts(new Set(), frenchPagesWith(new Map([[path, words(path)]])).list);
    const post = texts.filter((text) => text.where === "page /fr/blog/markets-of-kumasi");
    expect(post.map((text) => text.text)).toContain(words(path).body);
    expect(post.every((text) => text.lang === "fr")).toBe(true);
  });

  it("merges once per snapshot's map, and anew for the next snapshot's", () => {
    const stored = new Map([["/kumasi", words("/kumasi")]]);
    expect(frenchPagesWith(stored)).toBe(frenchPagesWith(stored));
    const unpublished = frenchPagesWith(new Map());
    expect(unpublished.byPath("/fr/kumasi")!.heading).not.toBe("Kumasi vue du studio");
  });
});
