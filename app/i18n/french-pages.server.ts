// The French pages (issue 44): the texts in app/content/fr/*.md, bundled into the server build
// and read once, each at its French address (app/domain/languages/locale.ts), and the French
// versions published in the studio over them (docs/decisions/053): a published version replaces
// its file's words, and one with no file is a page of its own at /fr + its English path. The
// files stay the fallback, and the seed of the studio's French versions.
// A text states a registered fact with a `{{fact:id}}` token, resolved here to the register's
// French value (docs/decisions/052), so the page, its meta tags and the search index all read
// the same words and a correction in the register reaches the French site too.
import { facts } from "#app/content/facts.ts";
import { resolveFacts, type ContentText } from "#app/domain/facts/facts.ts";
import {
  indexFrenchPages,
  mergeFrenchPages,
  withWords,
  type FrenchPage,
  type FrenchPages,
  type StoredFrench,
} from "#app/domain/languages/french-pages.ts";
import { frenchAddressOf } from "#app/domain/languages/locale.ts";
import { parseFrontMatter } from "#app/domain/text/front-matter.ts";
import { getContent } from "#app/models/content-snapshot/serve.server.ts";

const texts = import.meta.glob<string>("/app/content/fr/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const resolveFrench = (text: string) => resolveFacts(text, facts, "fr");

function toPage(fileName: string, text: string): FrenchPage {
  const file = fileName.replace(/^.*\//, "").replace(/\.md$/, "");
  const { data, body } = parseFrontMatter(text, `${file}.md`);
  const heading = /^\s*# (.+)\n/.exec(body);
  const written = {
    title: data.title,
    description: data.description,
    heading: heading ? heading[1]!.trim() : data.title,
    body: heading ? body.slice(heading.index + heading[0].length) : body,
  };
  return withWords(
    { ...data, ...frenchAddressOf(file, data.englishPath), file },
    written,
    resolveFrench,
  );
}

const bundled = indexFrenchPages(
  Object.entries(texts)
    .filter(([name]) => !name.endsWith("/README.md"))
    .map(([name, text]) => toPage(name, text)),
);

/** The bundled texts alone: the studio's seed, and the pages no studio version replaces. */
export function listBundledFrenchPages(): readonly FrenchPage[] {
  return bundled.list;
}

/** The bundled text at a /fr address, or undefined. */
export function findBundledFrenchPage(pathname: string): FrenchPage | undefined {
  return bundled.byPath(pathname);
}

// One merge per map of published versions: each content snapshot has its own map, so a publish
// or unpublish (which reloads the snapshot) gives a new merge and the old one goes with its map.
const merges = new WeakMap<ReadonlyMap<string, StoredFrench>, FrenchPages>();

/**
 * The French pages with the published studio versions in `stored` (the content snapshot's
 * `frenchByEnglishPath`, or the database's for the fact check); the bundled texts alone without.
 */
export function frenchPagesWith(stored?: ReadonlyMap<string, StoredFrench>): FrenchPages {
  if (!stored) return bundled;
  let merged = merges.get(stored);
  if (!merged) {
    merged = mergeFrenchPages(bundled.list, stored, resolveFrench);
    merges.set(stored, merged);
  }
  return merged;
}

/** The French pages as visitors get them now: the files under the current snapshot's versions. */
export async function currentFrenchPages(): Promise<FrenchPages> {
  return frenchPagesWith((await getContent()).frenchByEnglishPath);
}

/**
 * The French pages' words for the fact check, read with the register's French patterns. A city's
 * text (`accra.md`) is read with the city as the far end of a road its sentences leave unnamed,
 * as the English city guides are.
 */
export function frenchFactTexts(
  placeKeys: ReadonlySet<string>,
  pages: readonly FrenchPage[] = bundled.list,
): ContentText[] {
  return pages.flatMap((page) => {
    const context = placeKeys.has(page.file) ? page.file : undefined;
    return Object.values(page.written).map((text) => ({
      where: `page ${page.path}`,
      text,
      context,
      lang: "fr" as const,
    }));
  });
}
