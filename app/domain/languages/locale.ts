// The site's two languages and their addresses (issue 44): English at the root, the default;
// French under /fr, each French page at /fr + its English page's path (app/content/fr/README.md).

export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];

export const FRENCH_ROOT = "/fr";

/** The language of the page at a path: /fr and everything under it is French. */
export function localeOfPath(pathname: string): Locale {
  return pathname === FRENCH_ROOT || pathname.startsWith(`${FRENCH_ROOT}/`) ? "fr" : "en";
}

/** The French address of an English path: /fr for the home page, /fr + the path otherwise. */
export function frenchPathOf(englishPath: string): string {
  return englishPath === "/" ? FRENCH_ROOT : `${FRENCH_ROOT}${englishPath}`;
}

/** The English path a French address mirrors by the address rule (/fr/accra: /accra). */
export function englishPathOf(frenchPath: string): string {
  return frenchPath.slice(FRENCH_ROOT.length) || "/";
}

/** A path without its trailing slashes (the home page's "/" kept), as pages are keyed. */
export function normalPath(pathname: string): string {
  return pathname.replace(/\/+$/, "") || "/";
}

/**
 * The French twin of a hotels list or hotel page address, or of its French address the English
 * one: both are the same route in two languages (issue 44). Null for any other path.
 */
export function hotelTwinOf(path: string): string | null {
  const french = /^\/fr(\/hotels(?:\/[^/]+)?)$/.exec(path);
  if (french) return french[1]!;
  return /^\/hotels(?:\/[^/]+)?$/.test(path) ? frenchPathOf(path) : null;
}

/**
 * French texts with no English twin (app/content/fr/README.md): their own address, and the
 * English page closest to them, where the language switch leads with a word that it differs.
 */
const UNPAIRED: Record<string, { path: string; closest: string }> = {
  "by-road-from-cote-divoire-and-togo": {
    path: "/fr/blog/by-road-from-cote-divoire-and-togo",
    closest: "/blog/ghana-visa-free-entry-and-visa-on-arrival",
  },
  // The sign-up texts; their English page is the home page's sign-up block, since
  // /newsletter/confirm only answers an e-mailed link.
  newsletter: { path: "/fr/newsletter", closest: "/#newsletter" },
};

export interface FrenchAddress {
  path: string;
  /** The English page with the same content, its hreflang partner; null for an unpaired text. */
  partner: string | null;
  /** Where "English" leads from this page. */
  english: string;
}

/** Where the French text in `<file>.md` is served, by the address rule and its exceptions. */
export function frenchAddressOf(file: string, englishPath: string): FrenchAddress {
  const unpaired = UNPAIRED[file];
  if (unpaired) return { path: unpaired.path, partner: null, english: unpaired.closest };
  return { path: frenchPathOf(englishPath), partner: englishPath, english: englishPath };
}
