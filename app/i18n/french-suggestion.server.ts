// Puts the French suggestion (french-suggestion.ts) into English pages that have a French twin,
// with the French words in it: other pages carry neither the script nor the words.
import type { Chrome } from "#app/i18n/chrome.ts";
import { FRENCH_SUGGESTION_KEY, suggestFrench } from "#app/i18n/french-suggestion.ts";
import { translated } from "#app/i18n/i18n.server.ts";

const words = translated("fr", "suggestion");

// The link's address is the page's own hreflang alternate, filled in by the script.
const NOTICE_HTML =
  `<aside lang="fr" aria-label="${words.label}" class="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-md flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-300 bg-white p-4 text-sm text-slate-900 shadow-lg">` +
  `<p class="w-full">${words.text}</p>` +
  `<a class="font-semibold text-brand-700 underline hover:text-brand-800">${words.read}</a>` +
  `<button type="button" class="rounded-md px-3 py-1.5 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100">${words.dismiss}</button>` +
  `</aside>`;

// Our own words; `<` escaped so nothing in them can close the script element.
const json = (value: string) => JSON.stringify(value).replaceAll("<", "\\u003c");
const SCRIPT = `(${suggestFrench.toString()})(${json(FRENCH_SUGGESTION_KEY)},${json(NOTICE_HTML)});`;

/**
 * The page's HTML with the suggestion's script before </body> when the page has a French twin:
 * an English page whose root data (`chrome`, app/i18n/i18n.server.ts) names a French alternate,
 * so a twin published only in the studio counts as a bundled one does.
 */
export function withFrenchSuggestion(
  html: string,
  chrome: Pick<Chrome, "lang" | "alternates"> | undefined,
  nonce: string,
): string {
  const end = html.lastIndexOf("</body>");
  const hasTwin = chrome?.lang === "en" && chrome.alternates.some((link) => link.hrefLang === "fr");
  if (end === -1 || !hasTwin) return html;
  return `${html.slice(0, end)}<script nonce="${nonce}">${SCRIPT}</script>${html.slice(end)}`;
}
