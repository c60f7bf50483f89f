import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "#app/domain/text/front-matter.ts";

const page = `---
title: "Hôtels à Accra : où dormir"
description: "Où dormir à « Accra »."
englishPath: "/accra"
sources:
  - name: "UNESCO, « Forts and Castles »"
    url: "https://whc.unesco.org/en/list/34"
    checked: 2026-11-29
---

# Accra

Texte.
`;

describe("parseFrontMatter", () => {
  it("reads the title, description, English path and sources, and returns the body after it", () => {
    const { data, body } = parseFrontMatter(page, "accra.md");
    expect(data).toEqual({
      title: "Hôtels à Accra : où dormir",
      description: "Où dormir à « Accra ».",
      englishPath: "/accra",
      sources: [
        {
          name: "UNESCO, « Forts and Castles »",
          url: "https://whc.unesco.org/en/list/34",
          checked: "2026-11-29",
        },
      ],
    });
    expect(body).toBe("\n# Accra\n\nTexte.\n");
  });

  it("takes an empty list of sources", () => {
    const text = page.replace(/sources:[\s\S]*?---/, "sources: []\n---");
    expect(parseFrontMatter(text, "x.md").data.sources).toEqual([]);
  });

  it("refuses a missing key, a source without its day and a line it cannot read", () => {
    expect(() => parseFrontMatter(page.replace(/title:.*\n/, ""), "x.md")).toThrow(/"title"/);
    expect(() => parseFrontMatter(page.replace(/ {4}checked.*\n/, ""), "x.md")).toThrow(
      /checked day/,
    );
    expect(() => parseFrontMatter(page.replace("sources:", "tags: [a]\nsources:"), "x.md")).toThrow(
      /cannot read/,
    );
  });

  it("reads every French text the site serves", () => {
    const folder = "app/content/fr";
    const files = readdirSync(folder).filter(
      (file) => file.endsWith(".md") && file !== "README.md",
    );
    expect(files.length).toBeGreaterThanOrEqual(30);
    for (const file of files) {
      const { data } = parseFrontMatter(readFileSync(`${folder}/${file}`, "utf8"), file);
      expect(data.englishPath, file).toMatch(/^\//);
    }
  });
});
