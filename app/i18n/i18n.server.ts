// The site's translations through i18next (docs/decisions/048), on the server only: a page is
// rendered in its language here and ships the words it shows as markup or data, never a
// catalogue, so an English page's script carries no French and a French page no other page's.
import i18next from "i18next";
import { en } from "#app/content/i18n/en.ts";
import { fr } from "#app/content/i18n/fr.ts";
import {
  englishPathOf,
  frenchPathOf,
  hotelTwinOf,
  localeOfPath,
  normalPath,
  type Locale,
} from "#app/domain/languages/locale.ts";
import { isNewsletterLinkPath } from "#app/domain/mail/newsletter.ts";
import type { Chrome, HeaderWords, LanguageSwitch } from "#app/i18n/chrome.ts";
import type { FrenchPages } from "#app/domain/languages/french-pages.ts";

const i18n = i18next.createInstance();
// Resources are in the bundle, so initialising is synchronous (no backend to wait for).
void i18n.init({
  resources: { en: { translation: en }, fr: { translation: fr } },
  lng: "en",
  fallbackLng: "en",
  initAsync: false,
  // React escapes what it renders; i18next escaping too would show &amp; to readers.
  interpolation: { escapeValue: false },
});

type Messages = typeof fr;

/** A translated string in `locale`, with `{{name}}` values filled; `count` picks a plural. */
export function translate(
  locale: Locale,
  key: string,
  values?: Record<string, string | number>,
): string {
  return i18n.getFixedT(locale)(key, values ?? {});
}

/** A translated group of strings (a list of links, a block's words) as its data. */
export function translated<K extends keyof Messages & keyof typeof en>(
  locale: Locale,
  key: K,
): (typeof en)[K] | Messages[K];
export function translated<K extends keyof Messages>(locale: "fr", key: K): Messages[K];
export function translated(locale: Locale, key: string): unknown {
  return i18n.getFixedT(locale)(key, { returnObjects: true });
}

function headerWords(locale: Locale): HeaderWords {
  return {
    labels: translated(locale, "header"),
    nav: translated(locale, "nav"),
    quickLinks: translated(locale, "quickLinks"),
  };
}

function switchTo(locale: Locale, href: string): LanguageSwitch {
  const words = translated(locale === "fr" ? "en" : "fr", "switch");
  return { href, label: words.label, lang: locale };
}

function alternates(siteUrl: string, englishPath: string, frenchPath: string) {
  const english = `${siteUrl}${englishPath === "/" ? "/" : englishPath}`;
  return [
    { hrefLang: "en", href: english },
    { hrefLang: "fr", href: `${siteUrl}${frenchPath}` },
    { hrefLang: "x-default", href: english },
  ];
}

/**
 * A page's language signals, from its path and the French pages as published: the page cache
 * keeps one copy per path (docs/decisions/005), so nothing here may depend on the visitor's
 * headers; a French version published or unpublished reloads the snapshot `french` comes from,
 * which drops the cached pages.
 */
export function chromeFor(pathname: string, siteUrl: string, french: FrenchPages): Chrome {
  const path = normalPath(pathname);
  const hotelTwin = hotelTwinOf(path);
  if (hotelTwin) {
    // The hotels list and hotel pages: one route in both languages, paired by address.
    const isFrench = localeOfPath(path) === "fr";
    return {
      lang: isFrench ? "fr" : "en",
      alternates: isFrench
        ? alternates(siteUrl, hotelTwin, path)
        : alternates(siteUrl, path, hotelTwin),
      languageSwitch: switchTo(isFrench ? "en" : "fr", hotelTwin),
      header: headerWords(isFrench ? "fr" : "en"),
      notes: translated(isFrench ? "fr" : "en", "notes"),
      toast: translated(isFrench ? "fr" : "en", "toast"),
      cards: translated(isFrench ? "fr" : "en", "cards"),
    };
  }
  if (localeOfPath(path) === "fr") {
    const page = french.byPath(path);
    return {
      lang: "fr",
      alternates: page?.partner ? alternates(siteUrl, page.partner, page.path) : [],
      // A French address with no text still leads to the English page at the same place; a
      // newsletter link's page answers its token, which the switch would lose, so it has none.
      languageSwitch: isNewsletterLinkPath(path)
        ? null
        : switchTo("en", page ? page.english : englishPathOf(path)),
      header: headerWords("fr"),
      notes: translated("fr", "notes"),
      toast: translated("fr", "toast"),
      cards: translated("fr", "cards"),
    };
  }
  const twin = french.twinOf(path);
  return {
    lang: "en",
    alternates: twin ? alternates(siteUrl, path, twin.path) : [],
    languageSwitch: twin ? switchTo("fr", frenchPathOf(path)) : null,
    header: headerWords("en"),
    notes: translated("en", "notes"),
    toast: translated("en", "toast"),
    cards: translated("en", "cards"),
  };
}
