import { describe, expect, it } from "vitest";
import {
  fillSitePlaceholders,
  fillSitePlaceholdersDeep,
  unknownPlaceholders,
} from "#app/domain/text/site-placeholders.ts";

const site = {
  name: "Akwaaba Stays",
  url: "https://akwaaba.example",
  contactEmail: "hi@x.example",
};

describe("fillSitePlaceholders", () => {
  it("fills the site's name, address and mailbox wherever they appear", () => {
    expect(
      fillSitePlaceholders(
        "{{site.name}} ({{site.url}}): write to {{site.contactEmail}}. {{site.name}}.",
        site,
      ),
    ).toBe("Akwaaba Stays (https://akwaaba.example): write to hi@x.example. Akwaaba Stays.");
  });

  it("leaves other braces and fact tokens for their own resolvers", () => {
    expect(fillSitePlaceholders("{{fact:visa.fee}} {{site.phone}} {site.name}", site)).toBe(
      "{{fact:visa.fee}} {{site.phone}} {site.name}",
    );
  });

  it("fills strings inside objects and arrays and keeps everything else", () => {
    expect(
      fillSitePlaceholdersDeep(
        { a: ["{{site.name}}", 3], b: { c: "{{site.url}}" }, d: null },
        site,
      ),
    ).toEqual({ a: ["Akwaaba Stays", 3], b: { c: "https://akwaaba.example" }, d: null });
  });
});

describe("unknownPlaceholders", () => {
  const known = { factIds: new Set(["visa.fee"]), blockNames: ["impact-figures"] };

  it("accepts the site's placeholders, registered facts and the page's blocks", () => {
    expect(
      unknownPlaceholders(
        "{{site.name}} {{site.url}} {{site.contactEmail}} {{fact:visa.fee}} {{block:impact-figures}}",
        known,
      ),
    ).toEqual([]);
  });

  it("names each mistake once, as written", () => {
    expect(
      unknownPlaceholders(
        "{{site.nam}} {{fact:visa.cost}} {{block:map}} {{ site.name }} {{site.nam}} {{}}",
        known,
      ),
    ).toEqual(["{{site.nam}}", "{{fact:visa.cost}}", "{{block:map}}", "{{ site.name }}", "{{}}"]);
  });
});
