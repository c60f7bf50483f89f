// The lists under the French FAQ's and guides' texts (/fr/faq, /fr/blog; issue 44): the French
// pages first, then what exists only in English, each leading to the page in its language.
import { FAQ_PATH, faqCategoryPath } from "#app/domain/faq/faq-paths.ts";
import {
  frenchPagesUnder,
  splitByTranslation,
  type IndexEntry,
} from "#app/domain/languages/french-index.ts";
import { frenchPathOf } from "#app/domain/languages/locale.ts";
import { currentFrenchPages } from "#app/i18n/french-pages.server.ts";
import { translated } from "#app/i18n/i18n.server.ts";
import { listFaqCategories } from "#app/models/faq.server.ts";

const BLOG_PATH = "/blog";

export interface FrenchIndex {
  heading: string;
  french: IndexEntry[];
  /** Entries that exist only in English, listed with their English titles (the FAQ's). */
  english: { heading: string; note: string; entries: IndexEntry[] } | null;
  /** One line leading to the English index for the rest (the blog's). */
  more: { text: string; href: string; label: string } | null;
}

/** The index listed on the French page at `path`, or null for a page that lists nothing. */
export async function frenchIndexOf(path: string): Promise<FrenchIndex | null> {
  const words = translated("fr", "index");
  // A studio version with no file is listed as a text is: it is a French page like the others.
  const pages = (await currentFrenchPages()).list;
  if (path === frenchPathOf(FAQ_PATH)) {
    const categories = await listFaqCategories();
    const { french, englishOnly } = splitByTranslation(
      categories.map((category) => ({ path: faqCategoryPath(category.id), title: category.title })),
      pages,
    );
    return {
      heading: words.faqFrench,
      french,
      english:
        englishOnly.length > 0
          ? { heading: words.faqEnglish, note: words.inEnglish, entries: englishOnly }
          : null,
      more: null,
    };
  }
  if (path === frenchPathOf(BLOG_PATH)) {
    return {
      heading: words.blogFrench,
      french: frenchPagesUnder(path, pages),
      english: null,
      more: { text: words.blogEnglish, href: BLOG_PATH, label: words.blogEnglishLink },
    };
  }
  return null;
}
