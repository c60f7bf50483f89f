import { describe, expect, it } from "vitest";
import {
  indexFrenchPages,
  mergeFrenchPages,
  type FrenchPage,
  type StoredFrench,
} from "#app/domain/languages/french-pages.ts";

/** Tokens "resolved" visibly, so a test sees which words went through. */
const resolve = (text: string) => text.replaceAll("{{fact:x}}", "X");

function bundledPage(path: string, partner: string | null): FrenchPage {
  const written = { title: "Titre", description: "Desc", heading: "Fichier", body: "{{fact:x}}" };
  return {
    path,
    partner,
    english: partner ?? "/",
    englishPath: partner ?? "/",
    file: path.replace(/^.*\//, ""),
    sources: [{ name: "Source", url: "https://example.com", checked: "2026-11-30" }],
    ...written,
    body: "X",
    written,
  };
}

function stored(englishPath: string, heading = "Studio"): StoredFrench {
  return { englishPath, title: "T", description: "D", heading, body: "Corps {{fact:x}}" };
}

const BUNDLED = [bundledPage("/fr/accra", "/accra"), bundledPage("/fr/newsletter", null)];

describe("mergeFrenchPages", () => {
  it("is the bundled pages alone when nothing is published in the studio", () => {
    const pages = mergeFrenchPages(BUNDLED, new Map(), resolve);
    expect(pages.list).toEqual(indexFrenchPages(BUNDLED).list);
    expect(pages.twinOf("/accra/")).toBe(BUNDLED[0]);
  });

  it("puts a published version's words over its file's, on the file's address and sources", () => {
    const pages = mergeFrenchPages(BUNDLED, new Map([["/accra", stored("/accra")]]), resolve);
    const accra = pages.byPath("/fr/accra")!;
    expect(accra).toMatchObject({ heading: "Studio", body: "Corps X", partner: "/accra" });
    expect(accra.written).toEqual({
      title: "T",
      description: "D",
      heading: "Studio",
      body: "Corps {{fact:x}}",
    });
    expect(accra.sources).toEqual(BUNDLED[0]!.sources);
    expect(pages.twinOf("/accra")).toBe(accra);
  });

  it("adds a version with no file at /fr + its English path, paired with its English page", () => {
    const path = "/blog/festivals";
    const pages = mergeFrenchPages(BUNDLED, new Map([[path, stored(path)]]), resolve);
    const page = pages.byPath("/fr/blog/festivals/")!;
    expect(page).toMatchObject({
      path: "/fr/blog/festivals",
      partner: path,
      english: path,
      file: "festivals",
      sources: [],
      heading: "Studio",
      body: "Corps X",
    });
    expect(pages.twinOf(path)).toBe(page);
    expect(pages.list.map((item) => item.path)).toEqual([
      "/fr/accra",
      "/fr/blog/festivals",
      "/fr/newsletter",
    ]);
  });

  it("leaves an unpaired text's address to its file", () => {
    const pages = mergeFrenchPages(
      BUNDLED,
      new Map([["/newsletter", stored("/newsletter")]]),
      resolve,
    );
    expect(pages.byPath("/fr/newsletter")).toBe(BUNDLED[1]);
    expect(pages.twinOf("/newsletter")).toBeUndefined();
  });
});
