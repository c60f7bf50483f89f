// FAQ search on the server (`/faq?q=visa`): every answer of every category, a page at a time, and
// the answer a whole question names (the form old search links took: `/faq?q={question}`); and
// the FAQ's pages in another language (the French categories under /fr/faq) as whole pages.
import type { PublishedFaqCategory, PublishedFaqEntry } from "#app/domain/faq/faq.ts";
import { buildSearchIndex, searchSite, type SearchIndex } from "#app/domain/search/site-search.ts";

export const FAQ_QUERY_MAX_LENGTH = 100;

/** Answers per page of search results: enough to scan, few enough to keep the page light. */
export const FAQ_RESULTS_PER_PAGE = 20;

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

export interface FaqHit {
  category: { id: string; title: string };
  entry: PublishedFaqEntry;
}

/** One index per list of categories (the content snapshot's, which changes with the content). */
const indexes = new WeakMap<readonly PublishedFaqCategory[], SearchIndex>();

function faqIndex(categories: readonly PublishedFaqCategory[]): SearchIndex {
  let index = indexes.get(categories);
  if (!index) {
    index = buildSearchIndex(
      categories.flatMap((category) =>
        category.entries.map((entry) => ({
          kind: "faq" as const,
          id: entry.slug,
          title: entry.question,
          url: "",
          snippet: "",
          fields: [
            { name: "question", text: entry.question, weight: 8 },
            { name: "category", text: category.title, weight: 2 },
            { name: "answer", text: entry.answer, weight: 1 },
          ],
        })),
      ),
    );
    indexes.set(categories, index);
  }
  return index;
}

/**
 * Answers matching every word of the query (in the question, the answer or the category title),
 * in FAQ order. Words match as the site search matches them (app/domain/search/site-search.ts): whole,
 * as the start of a word, or with a typo or two, so "visa on arival" finds the same answers here
 * as on /search. An empty query finds nothing: the front page lists categories instead.
 */
export function findFaqAnswers(
  categories: readonly PublishedFaqCategory[],
  query: string,
): FaqHit[] {
  const index = faqIndex(categories);
  const { groups } = searchSite(index, normalizeFaqQuery(query), {
    perKind: countFaqEntries(categories),
  });
  const found = new Set(groups.flatMap((group) => group.hits.map((hit) => hit.id)));
  return categories.flatMap((category) =>
    category.entries
      .filter((entry) => found.has(entry.slug))
      .map((entry) => ({ category: { id: category.id, title: category.title }, entry })),
  );
}

/** A whole FAQ page in another language than the FAQ's answers, found as one. */
export interface FaqPage {
  url: string;
  title: string;
  description: string;
  /** Its questions and answers as text. */
  body: string;
  lang: string;
}

const pageIndexes = new WeakMap<readonly FaqPage[], SearchIndex>();

function faqPageIndex(pages: readonly FaqPage[]): SearchIndex {
  let index = pageIndexes.get(pages);
  if (!index) {
    index = buildSearchIndex(
      pages.map((page) => ({
        kind: "faq" as const,
        id: page.url,
        title: page.title,
        url: page.url,
        snippet: "",
        fields: [
          { name: "title", text: page.title, weight: 10 },
          { name: "description", text: page.description, weight: 2 },
          { name: "body", text: page.body, weight: 1 },
        ],
        lang: page.lang,
      })),
    );
    pageIndexes.set(pages, index);
  }
  return index;
}

/**
 * The pages matching every word of the query, best first, by the site search's rules: accents,
 * case and French elisions folded, so "visa a l'arrivee" finds "visa à l'arrivée".
 */
export function findFaqPages(pages: readonly FaqPage[], query: string): FaqPage[] {
  const { groups } = searchSite(faqPageIndex(pages), normalizeFaqQuery(query), {
    perKind: pages.length,
  });
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  return groups.flatMap((group) => group.hits.map((hit) => byUrl.get(hit.url)!));
}

/** The answer whose question is the query, ignoring case, accents and spacing. */
export function findQuestion(
  categories: readonly PublishedFaqCategory[],
  query: string,
): FaqHit | undefined {
  const wanted = fold(normalizeFaqQuery(query));
  if (!wanted) return undefined;
  for (const category of categories) {
    const entry = category.entries.find(
      (candidate) => fold(normalizeFaqQuery(candidate.question)) === wanted,
    );
    if (entry) return { category: { id: category.id, title: category.title }, entry };
  }
  return undefined;
}

/** Hits grouped under their categories, keeping their order. */
export function groupHits(hits: readonly FaqHit[]): PublishedFaqCategory[] {
  const groups: PublishedFaqCategory[] = [];
  for (const hit of hits) {
    const last = groups.at(-1);
    if (last?.id === hit.category.id) last.entries.push(hit.entry);
    else groups.push({ ...hit.category, entries: [hit.entry] });
  }
  return groups;
}

export function countFaqEntries(categories: readonly { entries: readonly unknown[] }[]): number {
  return categories.reduce((sum, category) => sum + category.entries.length, 0);
}
