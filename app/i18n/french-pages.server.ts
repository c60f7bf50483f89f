// The French pages (issue 44): the texts in app/content/fr/*.md, bundled into the server build
// and read once, each at its French address (app/domain/languages/locale.ts). A post's, city's or
// page's French version published in the studio replaces its file's words (frenchPageOf, docs/
// decisions/053); the files stay the fallback, and the seed of the studio's French versions.
// A text states a registered fact with a `{{fact:id}}` token, resolved here to the register's
// French value (docs/decisions/052), so the page, its meta tags and the search index all read
// the same words and a correction in the register reaches the French site too.
import { facts } from "#app/content/facts.ts";
import { resolveFacts, type ContentText } from "#app/domain/facts/facts.ts";
import { parseFrontMatter, type FrontMatter } from "#app/domain/text/front-matter.ts";
import {
  englishPathOf,
  frenchAddressOf,
  normalPath,
  type FrenchAddress,
} from "#app/domain/languages/locale.ts";

export interface FrenchPage extends FrontMatter, FrenchAddress {
  /** The file's name without `.md`. */
  file: string;
  /** The text's own `# ` heading, the page's <h1>. */
  heading: string;
  /** The Markdown after the heading, fact tokens resolved, other placeholders not yet filled. */
  body: string;
  /**
   * The words as written, fact tokens unresolved: what the fact check reads. The sources are left
   * out: their titles quote what a publication said then ("Kotoka", "191").
   */
  written: { title: string; description: string; heading: string; body: string };
}

const texts = import.meta.glob<string>("/app/content/fr/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

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
  const french = (text: string) => resolveFacts(text, facts, "fr");
  return {
    ...data,
    ...frenchAddressOf(file, data.englishPath),
    file,
    title: french(written.title),
    description: french(written.description),
    heading: french(written.heading),
    body: french(written.body),
    written,
  };
}

const pages: readonly FrenchPage[] = Object.entries(texts)
  .filter(([name]) => !name.endsWith("/README.md"))
  .map(([name, text]) => toPage(name, text))
  .sort((a, b) => a.path.localeCompare(b.path));

const byPath = new Map(pages.map((page) => [page.path, page]));
const byPartner = new Map(
  pages.flatMap((page) => (page.partner ? [[page.partner, page] as const] : [])),
);

/** The words of a French version published in the studio, by its English page's path. */
export interface StoredFrench {
  englishPath: string;
  title: string;
  heading: string;
  description: string;
  body: string;
}

/**
 * The page at a French address: the studio's published French version when there is one, on
 * the bundled file's sources and address (or the English page's address when no file exists),
 * else the bundled file.
 */
export function frenchPageOf(
  pathname: string,
  stored: (englishPath: string) => StoredFrench | undefined,
): FrenchPage | undefined {
  const path = normalPath(pathname);
  const bundled = byPath.get(path);
  const words = stored(bundled?.partner ?? englishPathOf(path));
  if (!words) return bundled;
  const written = {
    title: words.title,
    description: words.description,
    heading: words.heading,
    body: words.body,
  };
  const french = (text: string) => resolveFacts(text, facts, "fr");
  return {
    ...(bundled ?? {
      ...frenchAddressOf(words.englishPath.replace(/^.*\//, ""), words.englishPath),
      file: words.englishPath.replace(/^.*\//, ""),
      englishPath: words.englishPath,
      sources: [],
    }),
    title: french(written.title),
    description: french(written.description),
    heading: french(written.heading),
    body: french(written.body),
    written,
  };
}

export function listFrenchPages(): readonly FrenchPage[] {
  return pages;
}

/** The French page at a /fr address, or undefined. */
export function findFrenchPage(pathname: string): FrenchPage | undefined {
  return byPath.get(normalPath(pathname));
}

/** The French twin of an English page, or undefined while it has none. */
export function frenchTwinOf(englishPath: string): FrenchPage | undefined {
  return byPartner.get(normalPath(englishPath));
}

/**
 * The French pages' words for the fact check, read with the register's French patterns. A city's
 * text (`accra.md`) is read with the city as the far end of a road its sentences leave unnamed,
 * as the English city guides are.
 */
export function frenchFactTexts(placeKeys: ReadonlySet<string>): ContentText[] {
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
