import { describe, expect, it } from "vitest";
import { listFrenchPages } from "#app/i18n/french-pages.server.ts";
import { chromeFor, translate } from "#app/i18n/i18n.server.ts";

const SITE = "https://akwaaba.example";

describe("chromeFor", () => {
  it("gives a French page its language, both alternates, French header and an English switch", () => {
    const chrome = chromeFor("/fr/accra", SITE);
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
    const chrome = chromeFor("/", SITE);
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
    expect(chromeFor("/cities", SITE)).toMatchObject({
      lang: "en",
      alternates: [],
      languageSwitch: null,
    });
  });

  it("leads a French address with no text to the English page at the same place", () => {
    const chrome = chromeFor("/fr/cities/", SITE);
    expect(chrome.lang).toBe("fr");
    expect(chrome.alternates).toEqual([]);
    expect(chrome.languageSwitch?.href).toBe("/cities");
  });

  it("pairs the hotels list and each hotel page with its French twin, both ways", () => {
    const french = chromeFor("/fr/hotels/labadi-beach-hotel", SITE);
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
    const english = chromeFor("/hotels", SITE);
    expect(english.languageSwitch?.href).toBe("/fr/hotels");
    expect(english.alternates).toEqual(
      french.alternates.length ? chromeFor("/fr/hotels", SITE).alternates : [],
    );
    // A guest's report form, a private page, offers no switch; its French twin leads back to it.
    expect(chromeFor("/hotels/labadi-beach-hotel/stayed", SITE).languageSwitch).toBeNull();
    expect(chromeFor("/fr/hotels/labadi-beach-hotel/stayed", SITE).languageSwitch?.href).toBe(
      "/hotels/labadi-beach-hotel/stayed",
    );
  });

  it("gives a newsletter link's page, which answers a token, no switch in either language", () => {
    for (const path of [
      "/newsletter/confirm",
      "/fr/newsletter/confirm",
      "/fr/newsletter/preferences",
      "/fr/newsletter/unsubscribe",
    ]) {
      const chrome = chromeFor(path, SITE);
      expect(chrome.languageSwitch, path).toBeNull();
      expect(chrome.alternates, path).toEqual([]);
      expect(chrome.lang, path).toBe(path.startsWith("/fr/") ? "fr" : "en");
    }
  });
});

describe("the French pages", () => {
  it("serves every text in app/content/fr at its own address", () => {
    const pages = listFrenchPages();
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
