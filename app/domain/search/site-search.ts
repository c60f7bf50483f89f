// Whole-site search for /search?q=: documents are indexed once per content change and every
// query is answered from that in-memory index, with no database, so it stays well inside
// 20 ms at p99 with 10,000 hotels on a slow 2-core machine (see scripts/bench-search.ts).
// Terms match by exact word, by prefix (as you type) or within a small edit distance (typos),
// and every term must match somewhere in a document.

export type SearchKind = "hotel" | "city" | "article" | "faq" | "guide";

export const SEARCH_QUERY_MAX_LENGTH = 100;

/** Text searched under a name; the weight says how much a match here counts (name 10, body 1). */
export interface SearchField {
  name: string;
  text: string;
  weight: number;
}

/**
 * One searchable page. Only `fields` are searched: put the title in a field (e.g. "name") when
 * it should match; `title` and `snippet` are what a hit shows, highlighted.
 */
export interface SearchDocument {
  kind: SearchKind;
  /** Unique within its kind, e.g. the slug. */
  id: string;
  title: string;
  url: string;
  /** Plain text under the title, e.g. "Osu, Accra · $120". */
  snippet: string;
  fields: SearchField[];
  /** Multiplies the score; 1 when absent (featured hotels use 1.1). */
  boost?: number;
  /** The page's language when it is not the site's own, English: "fr" for a /fr page. */
  lang?: string;
  /**
   * Shown only to searches in this language: a page that has a twin in the other language for
   * every reader (a hotel's), so each search shows its own and never both.
   */
  onlyFor?: string;
}

export type HighlightedText = { text: string; match: boolean }[];

export interface SearchHit {
  kind: SearchKind;
  id: string;
  url: string;
  title: HighlightedText;
  snippet: HighlightedText;
  score: number;
  /** Set when the page is not in English, so the results list can mark it. */
  lang?: string;
}

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
  total: number;
}

export interface SearchResults {
  /** The normalised query. */
  query: string;
  /** Matching documents of all kinds. */
  total: number;
  /** Kinds with hits, the one with the best hit first; each group's hits best first. */
  groups: SearchGroup[];
  /** The query as it matched when a term matched only through typo tolerance, else null. */
  correctedQuery: string | null;
  /** Up to 5 queries to try when nothing matched; empty when there are hits. */
  suggestions: string[];
}

export interface SiteSuggestion {
  kind: SearchKind;
  title: string;
  url: string;
  /** Set when the page is not in English. */
  lang?: string;
}

/** Prebuilt structures; treat as opaque outside this module. */
export interface SearchIndex {
  readonly documents: readonly IndexedDocument[];
  readonly vocabulary: Vocabulary;
  readonly popularTitles: readonly string[];
}

interface IndexedDocument {
  readonly source: SearchDocument;
  readonly boost: number;
  readonly lang: string;
  readonly kindRank: number;
  /** Position in the collator's title order, so ties never call the collator at query time. */
  readonly titleRank: number;
  readonly titleTokens: readonly string[];
  readonly foldedTitle: string;
}

interface Vocabulary {
  readonly ids: ReadonlyMap<string, number>;
  readonly words: readonly string[];
  /** Per word: which letters it has, to rule out most typo candidates before an edit distance. */
  readonly masks: Int32Array;
  /** Per word: the documents holding it (ascending) and the weight of its best field there. */
  readonly postingDocs: readonly Int32Array[];
  readonly postingWeights: readonly Float32Array[];
  /** Word ids in code-unit order of their words, for prefix ranges by binary search. */
  readonly sortedIds: Int32Array;
  /** Word ids by word length, so a typo scan only looks at words of a possible length. */
  readonly byLength: readonly Int32Array[];
}

const DEFAULT_PER_KIND = 5;
const DEFAULT_LANG = "en";

// A page in another language than the one searched in counts for less, so it follows the pages
// a reader of that language can read when both match as well, yet still shows when only it
// matches ("Lomé" on the English site finds the French road guide).
const OTHER_LANGUAGE_FACTOR = 0.6;
const DEFAULT_SUGGEST_LIMIT = 8;
const MAX_SUGGESTIONS = 5;

const QUALITY_EXACT = 1;
const QUALITY_PREFIX = 0.7;
const QUALITY_TYPO_1 = 0.5;
const QUALITY_TYPO_2 = 0.35;

/** Terms this long or longer may have a typo in their first letter. */
const FREE_FIRST_LETTER_LENGTH = 5;

// Title bonuses are on the scale of field scores (a name match is worth 10 per term), so a page
// whose title is the query outranks pages that merely mention every word.
const EXACT_TITLE_BONUS = 40;
const TITLE_PREFIX_BONUS = 15;
const ADJACENT_IN_TITLE_BONUS = 5;

// Cities first: a place name in the query most often means "show me that place".
const KIND_RANK: Record<SearchKind, number> = { city: 0, hotel: 1, guide: 2, article: 3, faq: 4 };

const collator = new Intl.Collator("en");

// ---------------------------------------------------------------------------------------------
// Folding and tokens

const APOSTROPHES = /['’ʼ]/g;
// French elisions (l'arrivée, d'Ivoire, qu'il) drop with their apostrophe, so "visa a l'arrivee"
// matches "visa à l'arrivée" and "arrivée" alike. Only at a word's start: "George's" stays whole.
const ELISIONS = /(?<![\p{L}\p{N}])(?:qu|[cdjlmnst])['’ʼ](?=[\p{L}\p{N}])/gu;
const COMBINING_MARKS = /\p{M}+/gu;
const NON_WORD = /[^\p{L}\p{N}]+/u;
// Apostrophes inside a word keep it whole, so "George's" is one word ("georges") for matching.
const ORIGINAL_TOKEN = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:['’ʼ][\p{L}\p{N}\p{M}]+)*/gu;

/**
 * Lower-case without accents, French elisions or apostrophes: "Mövenpick" -> "movenpick",
 * "George's" -> "georges", "L'arrivée" -> "arrivee".
 */
export function foldSearchText(text: string): string {
  return text
    .normalize("NFD")
    .toLowerCase()
    .replace(COMBINING_MARKS, "")
    .replace(ELISIONS, "")
    .replace(APOSTROPHES, "");
}

const fold = foldSearchText;

function tokenize(text: string): string[] {
  return fold(text)
    .split(NON_WORD)
    .filter((token) => token.length > 0);
}

/** Markdown's text without link targets or `{{…}}` placeholders: no words a reader searches for. */
export function markdownSearchText(markdown: string): string {
  return markdown.replace(/\]\([^)]*\)/g, "]").replace(/\{\{[^}]*\}\}/g, " ");
}

/** The query as typed, trimmed, spaces collapsed and cut to a sane length; absent -> "". */
export function normalizeSearchQuery(query: string | null | undefined): string {
  let normalized = (query ?? "").replace(/\s+/g, " ").trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  // The cut must not leave half of a surrogate pair (an emoji) behind.
  if (/[\uD800-\uDBFF]$/.test(normalized)) normalized = normalized.slice(0, -1);
  return normalized.trim();
}

// ---------------------------------------------------------------------------------------------
// Edit distance

/** Which characters a word has, hashed to 32 bits; letters get a bit each. */
function characterMask(word: string): number {
  let mask = 0;
  for (let index = 0; index < word.length; index += 1) {
    const code = word.charCodeAt(index);
    let bit: number;
    if (code >= 97 && code <= 122) bit = code - 97;
    else if (code >= 48 && code <= 57) bit = 26 + ((code - 48) % 6);
    else bit = code % 32;
    mask |= 1 << bit;
  }
  return mask;
}

function popCount(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Each edit fixes at most one character missing from the other word, so the count of missing
 * characters is a lower bound of the distance (hash collisions only make it lower). It skips
 * most of the vocabulary, numbers included, without a distance computation.
 */
function mayBeWithin(maskA: number, maskB: number, max: number): boolean {
  return popCount(maskA & ~maskB) <= max && popCount(maskB & ~maskA) <= max;
}

let previousRow = new Int32Array(32);
let currentRow = new Int32Array(32);
let beforePreviousRow = new Int32Array(32);

/**
 * Damerau–Levenshtein distance (adjacent transpositions, each substring edited once), or
 * `max + 1` as soon as it must exceed `max`.
 */
function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (previousRow.length < width) {
    previousRow = new Int32Array(width * 2);
    currentRow = new Int32Array(width * 2);
    beforePreviousRow = new Int32Array(width * 2);
  }
  for (let j = 0; j < width; j += 1) previousRow[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    currentRow[0] = i;
    let rowMinimum = i;
    const charA = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j += 1) {
      const charB = b.charCodeAt(j - 1);
      const cost = charA === charB ? 0 : 1;
      let value = Math.min(previousRow[j]! + 1, currentRow[j - 1]! + 1, previousRow[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        charA === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === charB &&
        beforePreviousRow[j - 2]! + 1 < value
      ) {
        value = beforePreviousRow[j - 2]! + 1;
      }
      currentRow[j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    if (rowMinimum > max) return max + 1;
    const recycled = beforePreviousRow;
    beforePreviousRow = previousRow;
    previousRow = currentRow;
    currentRow = recycled;
  }
  const distance = previousRow[b.length]!;
  return distance > max ? max + 1 : distance;
}

// ---------------------------------------------------------------------------------------------
// Building the index

/**
 * A French plural's singular ("frontières" -> "frontiere", "chers" -> "cher"), indexed beside it
 * so a query in the singular matches it exactly; a prefix match ranks lower. Short words keep
 * their "s" ("pas", "dans", "vous" are not plurals). Null when the word is not such a plural.
 */
function frenchSingular(token: string): string | null {
  return token.length >= 5 && token.endsWith("s") && !token.endsWith("ss")
    ? token.slice(0, -1)
    : null;
}

function buildVocabulary(documents: readonly SearchDocument[]): Vocabulary {
  const ids = new Map<string, number>();
  const words: string[] = [];
  const docLists: number[][] = [];
  const weightLists: number[][] = [];
  documents.forEach((document, docIndex) => {
    // A word counts once per document, with the weight of the best field holding it.
    const weights = new Map<string, number>();
    const add = (token: string, weight: number) => {
      const known = weights.get(token);
      if (known === undefined || weight > known) weights.set(token, weight);
    };
    for (const field of document.fields) {
      for (const token of tokenize(field.text)) {
        add(token, field.weight);
        if (document.lang === "fr") {
          const singular = frenchSingular(token);
          if (singular) add(singular, field.weight);
        }
      }
    }
    for (const [word, weight] of weights) {
      let id = ids.get(word);
      if (id === undefined) {
        id = words.length;
        ids.set(word, id);
        words.push(word);
        docLists.push([]);
        weightLists.push([]);
      }
      docLists[id]!.push(docIndex);
      weightLists[id]!.push(weight);
    }
  });
  const sortedIds = Int32Array.from(words.keys()).sort((a, b) =>
    words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : 0,
  );
  const lengthLists: number[][] = [];
  words.forEach((word, id) => {
    while (lengthLists.length <= word.length) lengthLists.push([]);
    lengthLists[word.length]!.push(id);
  });
  return {
    ids,
    words,
    masks: Int32Array.from(words, characterMask),
    postingDocs: docLists.map((list) => Int32Array.from(list)),
    postingWeights: weightLists.map((list) => Float32Array.from(list)),
    sortedIds,
    byLength: lengthLists.map((list) => Int32Array.from(list)),
  };
}

function compareForPopularity(a: IndexedDocument, b: IndexedDocument): number {
  return a.kindRank - b.kindRank || b.boost - a.boost || a.titleRank - b.titleRank;
}

export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const titleOrder = documents
    .map((document, index) => index)
    .sort((a, b) => collator.compare(documents[a]!.title, documents[b]!.title) || a - b);
  const titleRanks = new Int32Array(documents.length);
  titleOrder.forEach((docIndex, rank) => (titleRanks[docIndex] = rank));

  const indexed = documents.map((source, docIndex): IndexedDocument => {
    const titleTokens = tokenize(source.title);
    return {
      source,
      boost: source.boost ?? 1,
      lang: source.lang ?? DEFAULT_LANG,
      kindRank: KIND_RANK[source.kind],
      titleRank: titleRanks[docIndex]!,
      titleTokens,
      foldedTitle: titleTokens.join(" "),
    };
  });
  const popularTitles = [...new Set([...indexed].sort(compareForPopularity).map(titleOf))].slice(
    0,
    MAX_SUGGESTIONS,
  );
  return { documents: indexed, vocabulary: buildVocabulary(documents), popularTitles };
}

function titleOf(document: IndexedDocument): string {
  return document.source.title;
}

// ---------------------------------------------------------------------------------------------
// Terms and their expansion over the vocabulary

interface QueryTerm {
  text: string;
  mask: number;
  allowPrefix: boolean;
  maxTypos: number;
  /**
   * A short term's typos keep its first letter (the code unit), else null: one edit away from
   * "lome" are "home", "some" and "come", common words that buried Lomé under a hundred hits,
   * while "cost" still reaches "coast" and "pool" "poll". Elasticsearch's fuzzy `prefix_length`.
   */
  typoFirstLetter: number | null;
}

interface Expansion {
  wordId: number;
  quality: number;
  isTypo: boolean;
}

function toQueryTerms(tokens: readonly string[]): QueryTerm[] {
  return tokens.map((text, position) => ({
    text,
    mask: characterMask(text),
    // The last term may still be being typed, so two letters already narrow it down.
    allowPrefix: text.length >= 3 || (position === tokens.length - 1 && text.length >= 2),
    maxTypos: text.length >= 8 ? 2 : text.length >= 4 ? 1 : 0,
    typoFirstLetter: text.length < FREE_FIRST_LETTER_LENGTH ? text.charCodeAt(0) : null,
  }));
}

function typoQuality(distance: number): number {
  return distance === 1 ? QUALITY_TYPO_1 : QUALITY_TYPO_2;
}

/** How well a word matches a term (0 when it does not), by the same rules as the expansion. */
function matchQuality(term: QueryTerm, word: string): number {
  if (word === term.text) return QUALITY_EXACT;
  if (term.allowPrefix && word.startsWith(term.text)) return QUALITY_PREFIX;
  if (term.maxTypos === 0 || Math.abs(word.length - term.text.length) > term.maxTypos) return 0;
  if (term.typoFirstLetter !== null && word.charCodeAt(0) !== term.typoFirstLetter) return 0;
  const distance = boundedDistance(term.text, word, term.maxTypos);
  return distance <= term.maxTypos ? typoQuality(distance) : 0;
}

function lowerBound(vocabulary: Vocabulary, text: string): number {
  const { sortedIds, words } = vocabulary;
  let low = 0;
  let high = sortedIds.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[sortedIds[middle]!]! < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

function expandTerm(vocabulary: Vocabulary, term: QueryTerm): Expansion[] {
  const found = new Map<number, Expansion>();
  const exactId = vocabulary.ids.get(term.text);
  if (exactId !== undefined) {
    found.set(exactId, { wordId: exactId, quality: QUALITY_EXACT, isTypo: false });
  }
  if (term.allowPrefix) {
    const { sortedIds, words } = vocabulary;
    for (let index = lowerBound(vocabulary, term.text); index < sortedIds.length; index += 1) {
      const wordId = sortedIds[index]!;
      if (!words[wordId]!.startsWith(term.text)) break;
      if (!found.has(wordId)) found.set(wordId, { wordId, quality: QUALITY_PREFIX, isTypo: false });
    }
  }
  if (term.maxTypos > 0) {
    const visit = (wordId: number, distance: number) => {
      if (distance > 0 && !found.has(wordId)) {
        found.set(wordId, { wordId, quality: typoQuality(distance), isTypo: true });
      }
    };
    forEachWordWithin(vocabulary, term, term.maxTypos, visit, term.typoFirstLetter);
  }
  return [...found.values()];
}

function forEachWordWithin(
  vocabulary: Vocabulary,
  term: QueryTerm,
  max: number,
  visit: (wordId: number, distance: number) => void,
  firstLetter: number | null = null,
): void {
  const { byLength, masks, words } = vocabulary;
  const shortest = Math.max(1, term.text.length - max);
  const longest = Math.min(byLength.length - 1, term.text.length + max);
  for (let length = shortest; length <= longest; length += 1) {
    const bucket = byLength[length]!;
    for (let index = 0; index < bucket.length; index += 1) {
      const wordId = bucket[index]!;
      if (!mayBeWithin(term.mask, masks[wordId]!, max)) continue;
      if (firstLetter !== null && words[wordId]!.charCodeAt(0) !== firstLetter) continue;
      const distance = boundedDistance(term.text, words[wordId]!, max);
      if (distance <= max) visit(wordId, distance);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Matching and scoring

interface Match {
  docIndex: number;
  score: number;
}

interface MatchOutcome {
  terms: QueryTerm[];
  expansions: Expansion[][];
  matches: Match[];
}

function expansionKey(term: QueryTerm): string {
  return `${term.allowPrefix ? "p" : "x"}:${term.text}`;
}

function postingCount(vocabulary: Vocabulary, expansions: readonly Expansion[]): number {
  return expansions.reduce((sum, e) => sum + vocabulary.postingDocs[e.wordId]!.length, 0);
}

/**
 * Documents holding every term, each scored by its best match per term, bonuses and boost, and
 * less when not in the language searched in.
 */
function matchDocuments(
  index: SearchIndex,
  tokens: readonly string[],
  lang: string = DEFAULT_LANG,
): MatchOutcome {
  const terms = toQueryTerms(tokens);
  const { vocabulary, documents } = index;
  // A repeated term ("beach beach") is expanded once.
  const cache = new Map<string, Expansion[]>();
  const expansions = terms.map((term) => {
    const key = expansionKey(term);
    let expanded = cache.get(key);
    if (!expanded) {
      expanded = expandTerm(vocabulary, term);
      cache.set(key, expanded);
    }
    return expanded;
  });
  if (terms.length === 0 || expansions.some((list) => list.length === 0)) {
    return { terms, expansions, matches: [] };
  }

  // The rarest term first, so later terms only touch documents still in the running.
  const order = terms
    .map((term, position) => position)
    .sort(
      (a, b) => postingCount(vocabulary, expansions[a]!) - postingCount(vocabulary, expansions[b]!),
    );
  const matchedTerms = new Uint8Array(documents.length);
  const termBest = new Float64Array(documents.length);
  const scores = new Float64Array(documents.length);
  let survivors: number[] = [];
  order.forEach((position, step) => {
    survivors = [];
    for (const expansion of expansions[position]!) {
      const docs = vocabulary.postingDocs[expansion.wordId]!;
      const weights = vocabulary.postingWeights[expansion.wordId]!;
      for (let at = 0; at < docs.length; at += 1) {
        const docIndex = docs[at]!;
        const seen = matchedTerms[docIndex]!;
        const value = expansion.quality * weights[at]!;
        if (seen === step) {
          matchedTerms[docIndex] = step + 1;
          termBest[docIndex] = value;
          survivors.push(docIndex);
        } else if (seen === step + 1 && value > termBest[docIndex]!) {
          termBest[docIndex] = value;
        }
      }
    }
    for (const docIndex of survivors) scores[docIndex]! += termBest[docIndex]!;
  });

  const bonus = createTitleBonus(terms);
  const shown = survivors.filter((docIndex) => {
    const only = documents[docIndex]!.source.onlyFor;
    return only === undefined || only === lang;
  });
  const matches = shown.map((docIndex) => {
    const document = documents[docIndex]!;
    const language = document.lang === lang ? 1 : OTHER_LANGUAGE_FACTOR;
    return { docIndex, score: (scores[docIndex]! + bonus(document)) * document.boost * language };
  });
  return { terms, expansions, matches };
}

/** Bonus for titles that are the query, start with it, or hold its words side by side in order. */
function createTitleBonus(terms: readonly QueryTerm[]): (document: IndexedDocument) => number {
  const foldedQuery = terms.map((term) => term.text).join(" ");
  const tokenMatches = new Map<string, boolean[]>();
  const matchesOf = (token: string): boolean[] => {
    let matches = tokenMatches.get(token);
    if (!matches) {
      matches = terms.map((term) => matchQuality(term, token) > 0);
      tokenMatches.set(token, matches);
    }
    return matches;
  };
  return (document) => {
    let bonus = 0;
    if (document.foldedTitle === foldedQuery) bonus += EXACT_TITLE_BONUS;
    else if (document.foldedTitle.startsWith(foldedQuery)) bonus += TITLE_PREFIX_BONUS;
    if (terms.length < 2) return bonus;
    const tokens = document.titleTokens;
    for (let position = 0; position + 1 < terms.length; position += 1) {
      for (let at = 0; at + 1 < tokens.length; at += 1) {
        if (matchesOf(tokens[at]!)[position] && matchesOf(tokens[at + 1]!)[position + 1]) {
          bonus += ADJACENT_IN_TITLE_BONUS;
          break;
        }
      }
    }
    return bonus;
  };
}

function isBetter(index: SearchIndex, a: Match, b: Match): boolean {
  if (a.score !== b.score) return a.score > b.score;
  const rankA = index.documents[a.docIndex]!.titleRank;
  const rankB = index.documents[b.docIndex]!.titleRank;
  return rankA < rankB;
}

/** Keeps the best `limit` matches, best first, without sorting everything that matched. */
function insertTop(index: SearchIndex, top: Match[], match: Match, limit: number): void {
  if (top.length === limit && !isBetter(index, match, top[limit - 1]!)) return;
  let at = top.length === limit ? limit - 1 : top.length;
  if (top.length < limit) top.push(match);
  while (at > 0 && isBetter(index, match, top[at - 1]!)) {
    top[at] = top[at - 1]!;
    at -= 1;
  }
  top[at] = match;
}

// ---------------------------------------------------------------------------------------------
// Highlighting

/** Splits text into matched and unmatched runs, keeping the original characters. */
function highlight(text: string, isMatch: (folded: string) => boolean): HighlightedText {
  const parts: HighlightedText = [];
  const push = (part: string, match: boolean) => {
    if (part.length === 0) return;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += part;
    else parts.push({ text: part, match });
  };
  let cursor = 0;
  for (const found of text.matchAll(ORIGINAL_TOKEN)) {
    const start = found.index;
    const gap = text.slice(cursor, start);
    const match = isMatch(fold(found[0]));
    // Spaces between two marked words join them, so "Cape Coast" is one mark, not two.
    const joins = match && parts[parts.length - 1]?.match === true && /^\s+$/.test(gap);
    push(gap, joins);
    push(found[0], match);
    cursor = start + found[0].length;
  }
  push(text.slice(cursor), false);
  return parts;
}

function createHighlightMatcher(terms: readonly QueryTerm[]): (folded: string) => boolean {
  const cache = new Map<string, boolean>();
  return (folded) => {
    let matched = cache.get(folded);
    if (matched === undefined) {
      matched = terms.some((term) => matchQuality(term, folded) > 0);
      cache.set(folded, matched);
    }
    return matched;
  };
}

// ---------------------------------------------------------------------------------------------
// Corrections and suggestions

function findInPostings(docs: Int32Array, docIndex: number): number {
  let low = 0;
  let high = docs.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = docs[middle]!;
    if (value === docIndex) return middle;
    if (value < docIndex) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * The query as the best hit matched it, when some term matched that hit only through a typo
 * ("kempinsky" -> "kempinski"); null when every term matched as typed or as a prefix.
 */
function correctedQueryFor(index: SearchIndex, outcome: MatchOutcome, best: Match): string | null {
  const { vocabulary } = index;
  let corrected = false;
  const words = outcome.terms.map((term, position) => {
    let bestTypo: { word: string; value: number } | null = null;
    for (const expansion of outcome.expansions[position]!) {
      const docs = vocabulary.postingDocs[expansion.wordId]!;
      const at = findInPostings(docs, best.docIndex);
      if (at < 0) continue;
      if (!expansion.isTypo) return term.text;
      const value = expansion.quality * vocabulary.postingWeights[expansion.wordId]![at]!;
      if (!bestTypo || value > bestTypo.value) {
        bestTypo = { word: vocabulary.words[expansion.wordId]!, value };
      }
    }
    if (!bestTypo) return term.text;
    corrected = true;
    return bestTypo.word;
  });
  return corrected ? words.join(" ") : null;
}

function suggestionDistance(term: string): number {
  if (term.length < 3) return 0;
  return term.length < 5 ? 1 : 2;
}

/** Known words close to a term, nearest and most common first; the term itself when known. */
function alternativesFor(index: SearchIndex, term: QueryTerm, expansions: Expansion[]): string[] {
  const { vocabulary } = index;
  if (expansions.some((expansion) => !expansion.isTypo)) return [term.text];
  const max = suggestionDistance(term.text);
  if (max === 0) return [];
  const close: { word: string; distance: number; frequency: number }[] = [];
  forEachWordWithin(vocabulary, term, max, (wordId, distance) => {
    const frequency = vocabulary.postingDocs[wordId]!.length;
    close.push({ word: vocabulary.words[wordId]!, distance, frequency });
  });
  close.sort(
    (a, b) =>
      a.distance - b.distance || b.frequency - a.frequency || collator.compare(a.word, b.word),
  );
  return close.slice(0, 3).map((entry) => entry.word);
}

/** Queries worth trying when nothing matched: "did you mean", else the most popular titles. */
function suggestionsFor(index: SearchIndex, outcome: MatchOutcome): string[] {
  const foldedQuery = outcome.terms.map((term) => term.text).join(" ");
  const alternatives = outcome.terms
    .map((term, position) => alternativesFor(index, term, outcome.expansions[position]!))
    .filter((list) => list.length > 0);
  const candidates: string[] = [];
  if (alternatives.length > 0) {
    candidates.push(alternatives.map((list) => list[0]!).join(" "));
    alternatives.forEach((list, position) => {
      for (const other of list.slice(1)) {
        candidates.push(
          alternatives.map((own, at) => (at === position ? other : own[0]!)).join(" "),
        );
      }
    });
    // When the words exist but never together, each on its own may still help.
    for (const list of alternatives) candidates.push(...list);
  }
  const suggestions: string[] = [];
  for (const candidate of new Set(candidates)) {
    if (suggestions.length === MAX_SUGGESTIONS) break;
    if (candidate === foldedQuery) continue;
    if (matchDocuments(index, tokenize(candidate)).matches.length > 0) suggestions.push(candidate);
  }
  return suggestions.length > 0 ? suggestions : [...index.popularTitles];
}

// ---------------------------------------------------------------------------------------------
// Public queries

function positiveInteger(value: number | undefined, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.max(0, Math.floor(value));
}

function toHit(index: SearchIndex, match: Match, isMatch: (folded: string) => boolean): SearchHit {
  const { source } = index.documents[match.docIndex]!;
  return {
    kind: source.kind,
    id: source.id,
    url: source.url,
    title: highlight(source.title, isMatch),
    snippet: highlight(source.snippet, isMatch),
    score: match.score,
    ...(source.lang ? { lang: source.lang } : {}),
  };
}

/** `lang`: the language searched in (default English); pages in it rank before the others. */
export function searchSite(
  index: SearchIndex,
  query: string,
  options: { perKind?: number; lang?: string } = {},
): SearchResults {
  const normalized = normalizeSearchQuery(query);
  const tokens = tokenize(normalized);
  const empty: SearchResults = {
    query: normalized,
    total: 0,
    groups: [],
    correctedQuery: null,
    suggestions: [],
  };
  if (tokens.length === 0) return empty;

  const outcome = matchDocuments(index, tokens, options.lang);
  if (outcome.matches.length === 0)
    return { ...empty, suggestions: suggestionsFor(index, outcome) };

  const perKind = positiveInteger(options.perKind, DEFAULT_PER_KIND);
  const tops = new Map<SearchKind, { best: Match; top: Match[]; total: number }>();
  let best = outcome.matches[0]!;
  for (const match of outcome.matches) {
    if (isBetter(index, match, best)) best = match;
    const kind = index.documents[match.docIndex]!.source.kind;
    let group = tops.get(kind);
    if (!group) {
      group = { best: match, top: [], total: 0 };
      tops.set(kind, group);
    }
    group.total += 1;
    if (isBetter(index, match, group.best)) group.best = match;
    if (perKind > 0) insertTop(index, group.top, match, perKind);
  }

  const isMatch = createHighlightMatcher(outcome.terms);
  const groups = [...tops.entries()]
    .sort(
      ([kindA, a], [kindB, b]) =>
        b.best.score - a.best.score || KIND_RANK[kindA] - KIND_RANK[kindB],
    )
    .map(([kind, group]) => ({
      kind,
      hits: group.top.map((match) => toHit(index, match, isMatch)),
      total: group.total,
    }));
  return {
    query: normalized,
    total: outcome.matches.length,
    groups,
    correctedQuery: correctedQueryFor(index, outcome, best),
    suggestions: [],
  };
}

/** For the as-you-type combobox: the best hits of any kind, titles only, no highlighting. */
export function suggestSite(
  index: SearchIndex,
  query: string,
  limit: number = DEFAULT_SUGGEST_LIMIT,
  lang: string = DEFAULT_LANG,
): SiteSuggestion[] {
  const tokens = tokenize(normalizeSearchQuery(query));
  const wanted = positiveInteger(limit, DEFAULT_SUGGEST_LIMIT);
  if (tokens.length === 0 || wanted === 0) return [];
  const top: Match[] = [];
  for (const match of matchDocuments(index, tokens, lang).matches)
    insertTop(index, top, match, wanted);
  return top.map((match) => {
    const { source } = index.documents[match.docIndex]!;
    const suggestion = { kind: source.kind, title: source.title, url: source.url };
    return source.lang ? { ...suggestion, lang: source.lang } : suggestion;
  });
}
