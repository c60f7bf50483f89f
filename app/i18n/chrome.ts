// What the root loader sends every page about its language (app/i18n/i18n.server.ts): the
// <html lang>, the hreflang alternates, the language switch, and on French pages the header's
// words. English pages' header keeps its words in its own script (app/content/site.ts), so an
// English page gains only its switch here and no French string beyond the switch's own name.
import type { Locale } from "#app/domain/locale.ts";

export interface ChromeLink {
  href: string;
  label: string;
  /** Set on a link to a page in the other language. */
  lang?: string;
}

export interface LanguageSwitch {
  href: string;
  label: string;
  lang: Locale;
}

export interface HeaderWords {
  labels: {
    home: string;
    mainNav: string;
    mobileNav: string;
    quickLinks: string;
    search: string;
    searchForm: string;
    searchSite: string;
    searchPlaceholder: string;
    openMenu: string;
    closeMenu: string;
    menu: string;
    skip: string;
  };
  nav: readonly ChromeLink[];
  quickLinks: readonly ChromeLink[];
}

export interface Chrome {
  lang: Locale;
  /** `<link rel="alternate" hreflang>` of a page with both languages: en, fr and x-default. */
  alternates: readonly { hrefLang: string; href: string }[];
  /** The other language's version of this page, when there is one to lead to. */
  languageSwitch: LanguageSwitch | null;
  /** The header's words on a French page; null on an English one. */
  header: HeaderWords | null;
}
