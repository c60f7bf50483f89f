import { describe, expect, it } from "vitest";
import { frenchPagesWith, listBundledFrenchPages } from "#app/i18n/french-pages.server.ts";
import { chromeFor, translate } from "#app/i18n/i18n.server.ts";

const SITE = "https://akwaaba.example";
const BUNDLED = frenchPagesWith();

describe("chromeFor", () => {
  it("gives a French page its language, both alternates, French header and an English switch", () => {
    const chrome = chromeFor("/fr/accra", SITE, BUNDLED);
    expect(chrome.lang).toBe("fr");
    expect(chrome.alternates).toEqual([
      { hrefLang: "en", href: `${SITE}/accra` },
      { hrefLang: "fr", href: `${SITE}/fr/accra` },
      { hrefLang: "x-default", href: `${SITE}/accra` },
    ]);
    expect(chrome.languageSwitch).toEqual({ href: "/accra", label: "English", lang: "en" });
    expect(chrome.header.labels.quickLinks).toBe("Liens rapides");
  });

  it("gives an English page with a French twin the same alternates and a switch to it", () => {
    const chrome = chromeFor("/", SITE, BUNDLED);
    expect(chrome.lang).toBe("en");
    expect(chrome.alternates.map((link) => link.href)).toEqual([
      `${SITE}/`,
      `${SITE}/fr`,
      `${SITE}/`,
    ]);
    expect(chrome.languageSwitch).toEqual({ href: "/fr", label: "Français", lang: "fr" });
    expect(chrome.header.labels.quickLinks).toBe("Quick Links");
  });

  it("gives an English page without a twin no alternates and no switch", () => {
    expect(chromeFor("/cities", SITE, BUNDLED)).toMatchObject({
      lang: "en",
      alternates: [],
      languageSwitch: null,
    });
  });

  it("leads a French address with no text to the English page at the same place", () => {
    const chrome = chromeFor("/fr/cities/", SITE, BUNDLED);
    expect(chrome.lang).toBe("fr");
    expect(chrome.alternates).toEqual([]);
    expect(chrome.languageSwitch?.href).toBe("/cities");
  });

  it("pairs the hotels list and each hotel page with its French twin, both ways", () => {
    const french = chromeFor("/fr/hotels/labadi-beach-hotel", SITE, BUNDLED);
    expect(french.lang).toBe("fr");
    expect(french.languageSwitch).toEqual({
      href: "/hotels/labadi-beach-hotel",
      label: "English",
      lang: "en",
    });
    expect(french.alternates.map((link) => link.href)).toEqual([
      `${SITE}/hotels/labadi-beach-hotel`,
      `${SITE}/fr/hotels/labadi-beach-hotel`,
      `${SITE}/hotels/labadi-beach-hotel`,
    ]);
    const english = chromeFor("/hotels", SITE, BUNDLED);
    expect(english.languageSwitch?.href).toBe("/fr/hotels");
    expect(english.alternates).toEqual(
      french.alternates.length ? chromeFor("/fr/hotels", SITE, BUNDLED).alternates : [],
    );
    // A guest's report form, a private page, offers no switch; its French twin leads back to it.
    expect(chromeFor("/hotels/labadi-beach-hotel/stayed", SITE, BUNDLED).languageSwitch).toBeNull();
    expect(
      chromeFor("/fr/hotels/labadi-beach-hotel/stayed", SITE, BUNDLED).languageSwitch?.href,
    ).toBe("/hotels/labadi-beach-hotel/stayed");
  });

  it("gives a newsletter link's page, which answers a token, no switch in either language", () => {
    for (const path of [
      "/newsletter/confirm",
      "/fr/newsletter/confirm",
      "/fr/newsletter/preferences",
      "/fr/newsletter/unsubscribe",
    ]) {
      const chrome = chromeFor(path, SITE, BUNDLED);
      expect(chrome.languageSwitch, path).toBeNull();
      expect(chrome.alternates, path).toEqual([]);
      expect(chrome.lang, path).toBe(path.startsWith("/fr/") ? "fr" : "en");
    }
  });
});

describe("chromeFor with a French version published only in the studio", () => {
  const path = "/blog/ghana-festivals-guide";
  const studio = frenchPagesWith(
    new Map([[path, { englishPath: path, title: "T", description: "D", heading: "H", body: "B" }]]),
  );
  const alternates = [
    { hrefLang: "en", href: `${SITE}${path}` },
    { hrefLang: "fr", href: `${SITE}/fr${path}` },
    { hrefLang: "x-default", href: `${SITE}${path}` },
  ];

  it("pairs the English page and its French version both ways", () => {
    const english = chromeFor(path, SITE, studio);
    expect(english.alternates).toEqual(alternates);
    expect(english.languageSwitch).toEqual({ href: `/fr${path}`, label: "Français", lang: "fr" });
    const french = chromeFor(`/fr${path}`, SITE, studio);
    expect(french.lang).toBe("fr");
    expect(french.alternates).toEqual(alternates);
    expect(french.languageSwitch?.href).toBe(path);
  });

  it("shows neither once it is unpublished", () => {
    const english = chromeFor(path, SITE, BUNDLED);
    expect(english.alternates).toEqual([]);
    expect(english.languageSwitch).toBeNull();
    expect(chromeFor(`/fr${path}`, SITE, BUNDLED).alternates).toEqual([]);
  });
});

describe("the French pages", () => {
  it("serves every text in app/content/fr at its own address", () => {
    const pages = listBundledFrenchPages();
    expect(pages.length).toBe(32);
    expect(new Set(pages.map((page) => page.path)).size).toBe(32);
    expect(pages.every((page) => !page.body.startsWith("# "))).toBe(true);
  });

  it("fills a translation's values", () => {
    expect(translate("fr", "page.checked", { date: "29 novembre 2026" })).toBe(
      "consultée le 29 novembre 2026",
    );
  });
});
