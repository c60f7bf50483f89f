import { describe, expect, it } from "vitest";
import { facts } from "#app/content/facts.ts";
import { findFrenchPage, frenchFactTexts } from "#app/i18n/french-pages.server.ts";

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
