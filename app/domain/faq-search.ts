// FAQ search: the same rule filters on the server (`/faq?q=visa`) and in the browser as you type.
import type { FaqCategory } from "#app/content/faq.ts";

export const FAQ_QUERY_MAX_LENGTH = 100;

/** Lower-case, accents removed, so "cafe" finds "café" and "Ewe" finds "ewe". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The query as typed, trimmed and cut to a sane length; an absent query is "". */
export function normalizeFaqQuery(query: string | null | undefined): string {
  return (query ?? "").replace(/\s+/g, " ").trim().slice(0, FAQ_QUERY_MAX_LENGTH);
}

/**
 * Categories keeping only entries that contain every word of the query (in the question, the
 * answer or the category title); categories left empty are dropped. An empty query keeps all.
 */
export function searchFaq(categories: readonly FaqCategory[], query: string): FaqCategory[] {
  const terms = fold(normalizeFaqQuery(query)).split(" ").filter(Boolean);
  if (terms.length === 0) return [...categories];
  return categories
    .map((category) => {
      const title = fold(category.title);
      return {
        ...category,
        entries: category.entries.filter((entry) => {
          const text = `${title} ${fold(entry.question)} ${fold(entry.answer)}`;
          return terms.every((term) => text.includes(term));
        }),
      };
    })
    .filter((category) => category.entries.length > 0);
}

export function countFaqEntries(categories: readonly FaqCategory[]): number {
  return categories.reduce((sum, category) => sum + category.entries.length, 0);
}
