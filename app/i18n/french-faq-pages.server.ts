// The French FAQ categories (app/content/fr/faq-*.md) as the FAQ search finds them (issue 44):
// whole pages at their /fr address, beside the English answers /faq?q= lists.
import type { FaqPage } from "#app/domain/faq/faq-search.ts";
import { FRENCH_ROOT } from "#app/domain/languages/locale.ts";
import { markdownSearchText } from "#app/domain/search/site-search.ts";
import { listBundledFrenchPages } from "#app/i18n/french-pages.server.ts";

const FAQ_PREFIX = `${FRENCH_ROOT}/faq/`;

// The texts are in the build, so one list serves every search (and keys its search index).
const pages: readonly FaqPage[] = listBundledFrenchPages()
  .filter((page) => page.path.startsWith(FAQ_PREFIX))
  .map((page) => ({
    url: page.path,
    title: page.heading,
    description: page.description,
    body: markdownSearchText(page.body),
    lang: "fr",
  }));

export function listFrenchFaqPages(): readonly FaqPage[] {
  return pages;
}
