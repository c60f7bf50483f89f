// What the root loader sends every page about its language (app/i18n/i18n.server.ts): the
// <html lang>, the hreflang alternates, the language switch and the header's and footer's words,
// so the layout's script carries no words of either language (docs/decisions/048).
import type { Locale } from "#app/domain/languages/locale.ts";
import type { HotelCardWords } from "#app/domain/hotels/hotel-words.ts";
import type { SearchKind } from "#app/domain/search/site-search.ts";

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
    /** Where the header's search goes: /search, or /fr/search, which ranks French pages first. */
    searchPath: string;
    /** The suggestions' address up to the typed text, which follows `q=`. */
    suggestPath: string;
    suggestions: string;
    /** After the number of suggestions shown, for screen readers. */
    suggestionsHelp: string;
    /** Each suggestion's kind, before its title. */
    searchKinds: Record<SearchKind, string>;
    openMenu: string;
    closeMenu: string;
    menu: string;
    skip: string;
  };
  nav: readonly ChromeLink[];
  quickLinks: readonly ChromeLink[];
}

/** The footer's page weight and Lite switch, in the page's language. */
export interface FooterNotes {
  weight: string;
  unit: string;
  measured: string;
  lite: string;
  liteState: string;
  on: string;
  off: string;
  liteHint: string;
  turnOn: string;
  turnOff: string;
}

/** The words and address of a search box, in the page's language. */
export type SearchBoxWords = Pick<
  HeaderWords["labels"],
  | "search"
  | "searchForm"
  | "searchSite"
  | "searchPlaceholder"
  | "searchPath"
  | "suggestPath"
  | "suggestions"
  | "suggestionsHelp"
  | "searchKinds"
>;

/** The toast's own labels (app/components/ui/toast-view.tsx), in the page's language. */
export interface ToastLabels {
  /** The close button's accessible name. */
  close: string;
  /** The notifications region's name; {hotkey} becomes the key that focuses it (F8). */
  region: string;
  /** What a screen reader calls each toast as it announces it. */
  label: string;
}

export interface Chrome {
  lang: Locale;
  /** `<link rel="alternate" hreflang>` of a page with both languages: en, fr and x-default. */
  alternates: readonly { hrefLang: string; href: string }[];
  /** The other language's version of this page, when there is one to lead to. */
  languageSwitch: LanguageSwitch | null;
  /** The header's labels and links in the page's language. */
  header: HeaderWords;
  notes: FooterNotes;
  toast: ToastLabels;
  /** Hotel cards' words: the components hold none of either language. */
  cards: HotelCardWords;
}
