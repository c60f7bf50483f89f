import { describe, expect, it } from "vitest";
import { frenchTextMeta } from "#app/seo/french-meta.ts";

const site = { name: "Akwaaba Stays", url: "https://example.test" };
const text = {
  title: "Nous contacter | Akwaaba Stays",
  heading: "Nous contacter",
  description: "Écrivez-nous.",
};

function jsonLdOf(tags: ReturnType<typeof frenchTextMeta>) {
  const script = tags.find((tag) => "script:ld+json" in tag) as Record<string, unknown>;
  return script["script:ld+json"] as Record<string, unknown>;
}

describe("frenchTextMeta", () => {
  it("says the site's name once, and marks the page French", () => {
    const tags = frenchTextMeta(site, "/fr/contact", text);
    expect(tags[0]).toEqual({ title: "Nous contacter | Akwaaba Stays" });
    expect(tags).toContainEqual({ property: "og:locale", content: "fr_FR" });
  });

  it("names the text as a WebPage unless the page says what it is", () => {
    expect(jsonLdOf(frenchTextMeta(site, "/fr/contact", text))).toMatchObject({
      "@type": "WebPage",
      name: "Nous contacter",
      url: "https://example.test/fr/contact",
      inLanguage: "fr",
      publisher: { name: "Akwaaba Stays" },
    });
    const contact = jsonLdOf(
      frenchTextMeta(site, "/fr/contact", text, { "@type": "ContactPage", mainEntity: {} }),
    );
    expect(contact["@type"]).toBe("ContactPage");
    expect(contact.mainEntity).toEqual({});
    expect(contact.publisher).toBeUndefined();
  });
});
