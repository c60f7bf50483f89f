// The site's web font on every visit but the first (issue 42, decision 056). A first visit paints
// and hydrates in the system font and asks for no font at all: on a slow phone the font's 30 KB
// came in the middle of the scripts and held hydration back, and `font-display: optional` did not
// show it on such a visit anyway. A second after the page has loaded and hydrated, the font is
// fetched into the cache and remembered (a second after `load` alone, it still came while the
// scripts downloaded: they are released at DOMContentLoaded and finish after `load`). From the
// next page on, this script marks the document before its first paint and the stylesheet uses
// the font (app/app.css), from the cache, so it shows at once.
// All of it is one inline script in the head (WebfontScript in root.tsx), as the held scripts'
// releaser is (app/hydration/release-held-scripts.tsx): the browser's bundle carries none of it.

import { HYDRATED_ATTRIBUTE } from "#app/hydration/mark-hydrated.ts";

/** The class on <html> that turns the web font on. */
export const WEBFONT_CLASS = "webfont";
export const WEBFONT_STORAGE_KEY = "akwaaba-webfont";

/**
 * Runs in the head. What is remembered is the font file's name, which names its version; its
 * address is written from its folder and name, because a page's weight counts every build file
 * the page names (app/domain/pages/page-weight.ts) and a first visit does not fetch this one.
 * Storage may be off (private modes) and Save-Data on: then the system font.
 */
function markOrFetchWebfont(
  storageKey: string,
  folder: string,
  file: string,
  className: string,
  hydratedAttribute: string,
) {
  try {
    if (localStorage.getItem(storageKey) === file) {
      document.documentElement.classList.add(className);
      return;
    }
    if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
    const root = document.documentElement;
    const fetchSoon = () =>
      setTimeout(() => {
        fetch(folder + file)
          .then((response) => (response.ok ? response.arrayBuffer() : null))
          .then((body) => body && localStorage.setItem(storageKey, file))
          .catch(() => {});
      }, 1_000);
    addEventListener("load", () => {
      if (root.hasAttribute(hydratedAttribute)) return void fetchSoon();
      // A page whose scripts fail never hydrates: it gets the font ten seconds after load.
      const latest = setTimeout(() => {
        observer.disconnect();
        fetchSoon();
      }, 10_000);
      const observer = new MutationObserver(() => {
        if (!root.hasAttribute(hydratedAttribute)) return;
        observer.disconnect();
        clearTimeout(latest);
        fetchSoon();
      });
      observer.observe(root, { attributes: true, attributeFilter: [hydratedAttribute] });
    });
  } catch {
    // Storage off: the system font.
  }
}

/** The head's inline script for the font at `href` (/assets/<file>). */
export function webfontScript(href: string): string {
  const at = href.lastIndexOf("/") + 1;
  const args = [
    WEBFONT_STORAGE_KEY,
    href.slice(0, at),
    href.slice(at),
    WEBFONT_CLASS,
    HYDRATED_ATTRIBUTE,
  ];
  return `(${markOrFetchWebfont.toString()})(${args.map((arg) => JSON.stringify(arg)).join(", ")});`;
}
