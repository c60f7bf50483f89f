// A French page's data (issue 44), for the routes that show one: every /fr text
// (routes/fr-page.tsx) and the two pages with a form (routes/fr-contact.tsx, fr-newsletter.tsx). The text in
// app/content/fr/ rendered through the site's Markdown pipeline with its sources; /fr/faq and
// /fr/blog list the French pages under them. A French address with no text answers 404 with a
// French page: "not yet translated" with a link when the English page exists, "page not found"
// otherwise.
import { data, type RouterContextProvider } from "react-router";
import { createElement } from "react";
import { bodyHtmlOf, holdParts, renderStatic } from "#app/components/markdown-html.server.tsx";
import { FrenchSources, type ShownSource } from "#app/components/page/french-sources.tsx";
import { facts } from "#app/content/facts.ts";
import { factIdsIn, factSources } from "#app/domain/facts/facts.ts";
import { selectLuxuryHotels } from "#app/domain/hotel-lists/hotel-filters.ts";
import { englishPathOf, normalPath } from "#app/domain/languages/locale.ts";
import { fillSitePlaceholders } from "#app/domain/text/site-placeholders.ts";
import { getEnv } from "#app/env.server.ts";
import { keepServerMarkup } from "#app/hydration/server-markup.server.ts";
import { isLitePage } from "#app/http/lite-page.server.ts";
import { frenchIndexOf } from "#app/i18n/french-indexes.server.ts";
import type { FrenchPage } from "#app/domain/languages/french-pages.ts";
import { currentFrenchPages, findBundledFrenchPage } from "#app/i18n/french-pages.server.ts";
import { translate, translated } from "#app/i18n/i18n.server.ts";
import { listHotels } from "#app/models/hotels.server.ts";
import { listEnglishEntries } from "#app/seo/sitemap-entries.server.ts";
import { priceRangeOf } from "#app/seo/structured-data.ts";
import { siteConfig } from "#app/site-config.server.ts";

/** The luxury page's `{total}` and `{priceRange}`, filled as the English page fills them. */
async function fillListing(text: string): Promise<string> {
  if (!/\{(total|priceRange)\}/.test(text)) return text;
  const luxury = selectLuxuryHotels(await listHotels());
  return text
    .replaceAll("{total}", String(luxury.length))
    .replaceAll("{priceRange}", priceRangeOf(luxury) ?? "");
}

const day = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const month = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });

/** 2026-11-29 as "29 novembre 2026". */
function frenchDay(isoDay: string): string {
  return day.format(new Date(`${isoDay}T00:00:00Z`));
}

/** A publication's date as the register gives it: "29 novembre 2026", "novembre 2026" or "2026". */
function frenchDate(date: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return frenchDay(date);
  if (/^\d{4}-\d{2}$/.test(date)) return month.format(new Date(`${date}-01T00:00:00Z`));
  return date;
}

/**
 * The sources a French page lists: those its writer read, from its front matter; for a text written
 * in the studio, which has none, the register's sources of the facts it states (`{{fact:…}}`), as
 * its English page lists them, so a fact shown in French says where it came from too.
 */
function shownSources(page: FrenchPage): ShownSource[] {
  if (page.sources.length > 0) {
    return page.sources.map((source) => ({
      name: source.name,
      url: source.url,
      when: translate("fr", "page.checked", { date: frenchDay(source.checked) }),
    }));
  }
  const { title, description, heading, body } = page.written;
  return factSources(factIdsIn([title, description, heading, body].join(" ")), facts).map(
    (source) => ({
      // French sets a colon apart with a (no-break) space.
      name: `${source.publisher}\u00a0: ${source.title}`,
      url: source.url,
      when: source.date && frenchDate(source.date),
    }),
  );
}

export interface MissingWords {
  /** The English page at the same place, when there is one. */
  english: string | null;
  title: string;
  text: string;
  readInEnglish: string;
  home: string;
  search: string;
}

async function missingPage(path: string) {
  const english = englishPathOf(path);
  const isKnown = (await listEnglishEntries()).some((entry) => entry.path === english);
  const words = translated("fr", "page");
  const missing: MissingWords = {
    english: isKnown ? english : null,
    title: isKnown ? words.notTranslatedTitle : words.notFoundTitle,
    text: isKnown ? words.notTranslatedText : words.notFoundText,
    readInEnglish: words.readInEnglish,
    home: words.home,
    search: words.search,
  };
  return data({ missing, page: null }, { status: 404 });
}

interface PageArgs {
  url: URL;
  context: Readonly<RouterContextProvider>;
  request: Request;
}

/** The French page at `url`, or the 404 that says why there is none. */
export async function loadFrenchPage(args: PageArgs) {
  const path = normalPath(args.url.pathname);
  const page = (await currentFrenchPages()).byPath(path);
  return page ? frenchPageData(page, args) : missingPage(path);
}

/**
 * A French text as its route shows it. `slotNames` are the `{{block:name}}` parts of the text
 * the route fills with its own components (the contact page's form).
 */
export async function frenchPageData(
  page: FrenchPage,
  { context, request }: Omit<PageArgs, "url">,
  slotNames?: string[],
) {
  const site = siteConfig(getEnv());
  const markdown = await fillListing(fillSitePlaceholders(page.body, site));
  const words = translated("fr", "page");
  const listed = shownSources(page);
  const sources =
    listed.length === 0
      ? null
      : keepServerMarkup(
          context,
          "fact-sources-block",
          renderStatic(createElement(FrenchSources, { sources: listed, words }), false),
        );
  const body = bodyHtmlOf(page, markdown, isLitePage(request), { slotNames });
  return {
    missing: null,
    page: {
      path: page.path,
      heading: fillSitePlaceholders(page.heading, site),
      title: fillSitePlaceholders(page.title, site),
      description: fillSitePlaceholders(page.description, site),
      // A text with no English twin says so, and names the closest English page.
      closest: page.partner ? null : page.english,
      body: holdParts(context, "fr-body", body),
      index: await frenchIndexOf(page.path),
      sources,
    },
    words: { englishOnly: words.englishOnly, readInEnglish: words.readInEnglish },
  };
}

/**
 * A French text that ships with the site and holds one of its forms at `{{block:slot}}`
 * (/fr/contact, /fr/newsletter): what its route shows around the form.
 */
export async function frenchFormPageData(path: string, slot: string, args: Omit<PageArgs, "url">) {
  const page = findBundledFrenchPage(path);
  if (!page) throw new Error(`app/content/fr/ has no text for ${path}`);
  const { page: text, words } = await frenchPageData(page, args, [slot]);
  return {
    heading: text.heading,
    title: text.title,
    description: text.description,
    body: text.body,
    // A text with no English twin (the newsletter's: the English sign-up is a block of the home
    // page) says so, and leads to the closest English page.
    englishOnly: text.closest
      ? { href: text.closest, text: words.englishOnly, link: words.readInEnglish }
      : null,
  };
}
