// The French pages as visitors get them (issue 44, docs/decisions/053): the texts bundled in
// app/content/fr merged with the French versions published in the studio. A published version
// replaces its file's words, on the file's address and sources; one with no file is served at /fr
// + its English path, paired with that English page. Pure: the callers bring the bundled pages,
// the published versions (the content snapshot's, which changes when an editor publishes) and the
// register's French values.
import { frenchPathOf, normalPath, type FrenchAddress } from "#app/domain/languages/locale.ts";
import type { FrontMatter } from "#app/domain/text/front-matter.ts";

/** A French page's four texts. */
export interface FrenchWords {
  title: string;
  description: string;
  heading: string;
  body: string;
}

export interface FrenchPage extends FrontMatter, FrenchAddress {
  /** The bundled file's name without `.md`; a studio-only page's English slug. */
  file: string;
  /** The text's own `# ` heading, the page's <h1>. */
  heading: string;
  /** The Markdown after the heading, fact tokens resolved, other placeholders not yet filled. */
  body: string;
  /**
   * The words as written, fact tokens unresolved: what the fact check reads. The sources are left
   * out: their titles quote what a publication said then ("Kotoka", "191").
   */
  written: FrenchWords;
}

/** The words of a French version published in the studio, by its English page's path. */
export interface StoredFrench extends FrenchWords {
  englishPath: string;
}

/** The French pages, looked up the ways the site needs them. */
export interface FrenchPages {
  /** Every page, by address. */
  list: readonly FrenchPage[];
  /** The page at a /fr address. */
  byPath(pathname: string): FrenchPage | undefined;
  /** The French twin of an English page. */
  twinOf(englishPath: string): FrenchPage | undefined;
}

/** Resolves `{{fact:id}}` tokens to the register's French values. */
export type ResolveFrench = (text: string) => string;

/** A page shown with `written`, its tokens resolved. */
export function withWords(
  page: Omit<FrenchPage, keyof FrenchWords | "written">,
  written: FrenchWords,
  resolve: ResolveFrench,
): FrenchPage {
  return {
    ...page,
    title: resolve(written.title),
    description: resolve(written.description),
    heading: resolve(written.heading),
    body: resolve(written.body),
    // The four texts only: a stored version carries its address (and the snapshot's its item),
    // which the fact check, reading every written value, must not take for words.
    written: {
      title: written.title,
      description: written.description,
      heading: written.heading,
      body: written.body,
    },
  };
}

/** Indexes pages by address and by English partner. */
export function indexFrenchPages(pages: readonly FrenchPage[]): FrenchPages {
  const list = [...pages].sort((a, b) => a.path.localeCompare(b.path));
  const byPath = new Map(list.map((page) => [page.path, page]));
  const byPartner = new Map(
    list.flatMap((page) => (page.partner ? [[page.partner, page] as const] : [])),
  );
  return {
    list,
    byPath: (pathname) => byPath.get(normalPath(pathname)),
    twinOf: (englishPath) => byPartner.get(normalPath(englishPath)),
  };
}

/**
 * The bundled pages with the published studio versions: a version replaces the words of the file
 * paired with its English page, and one with no file is added at /fr + its English path (unless
 * that address is a bundled text's of its own, such as an unpaired one: the file keeps it).
 */
export function mergeFrenchPages(
  bundled: readonly FrenchPage[],
  stored: ReadonlyMap<string, StoredFrench>,
  resolve: ResolveFrench,
): FrenchPages {
  const addresses = new Set(bundled.map((page) => page.path));
  const paired = new Set(bundled.map((page) => page.partner));
  const merged = bundled.map((page) => {
    const words = page.partner ? stored.get(page.partner) : undefined;
    return words ? withWords(page, words, resolve) : page;
  });
  for (const words of stored.values()) {
    const { englishPath } = words;
    const path = frenchPathOf(englishPath);
    if (addresses.has(path) || paired.has(englishPath)) continue;
    const page = {
      path,
      partner: englishPath,
      english: englishPath,
      englishPath,
      file: englishPath.replace(/^.*\//, ""),
      sources: [],
    };
    merged.push(withWords(page, words, resolve));
  }
  return indexFrenchPages(merged);
}
