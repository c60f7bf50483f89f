// The home page's fixed words around its search box, as markup held out of the page's script
// (app/http/held-html.server.ts): they never change in the browser, so the browser keeps the
// server's markup instead of a copy of their words in the home page's script.
import { DISCLOSURE_PATH } from "#app/components/partner-note.tsx";

export const HOME_HERO_HTML =
  '<h1 class="max-w-3xl text-4xl font-bold sm:text-5xl">' +
  "Find your stay in Ghana, from Accra&#x27;s beaches to the savanna north</h1>" +
  '<p class="mt-5 max-w-2xl text-lg leading-8 text-brand-50">' +
  "Compare hotels city by city, read practical guides to visas, money and getting around, " +
  "and book with our travel partner in Ghanaian Cedi or US Dollars.</p>";

/** Under the search tabs: where a search goes, and how we earn from it. */
export const SEARCH_DISCLOSURE_HTML =
  '<p class="mt-3 text-xs text-slate-600">Searches open our travel partner in a new tab. ' +
  "Prices are in Ghanaian Cedi (GHS) or US Dollars. We may earn a commission when you book, " +
  `at no extra cost to you. <a href="${DISCLOSURE_PATH}" class="underline underline-offset-2">` +
  "How we earn</a></p>";
