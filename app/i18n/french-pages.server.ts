// The French pages (issue 44): the texts in app/content/fr/*.md, bundled into the server build
// and read once, each at its French address (app/domain/languages/locale.ts). They are editorial files,
// not studio content yet: a French version per content item comes with the studio's side.
import { parseFrontMatter, type FrontMatter } from "#app/domain/text/front-matter.ts";
import { frenchAddressOf, normalPath, type FrenchAddress } from "#app/domain/languages/locale.ts";

export interface FrenchPage extends FrontMatter, FrenchAddress {
  /** The file's name without `.md`. */
  file: string;
  /** The text's own `# ` heading, the page's <h1>. */
  heading: string;
  /** The Markdown after the heading, placeholders not yet filled. */
  body: string;
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
  return {
    ...data,
    ...frenchAddressOf(file, data.englishPath),
    file,
    heading: heading ? heading[1]!.trim() : data.title,
    body: heading ? body.slice(heading.index + heading[0].length) : body,
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
