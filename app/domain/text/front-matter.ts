// The front matter of the French texts (app/content/fr/README.md): quoted one-line strings and
// one list of sources, each `{ name, url, checked }`. A general YAML parser would be a dependency
// for four known keys; this reads exactly that shape and refuses anything else, so a typing
// mistake in a text fails the build's tests instead of showing half a page.

export interface FrontMatterSource {
  name: string;
  url: string;
  /** The day the source was last read, YYYY-MM-DD. */
  checked: string;
}

export interface FrontMatter {
  title: string;
  description: string;
  englishPath: string;
  sources: FrontMatterSource[];
}

export interface FrontMatterDocument {
  data: FrontMatter;
  body: string;
}

const SCALAR = /^(title|description|englishPath): "(.*)"$/;
const SOURCE_FIELD = /^ {2}( {2}|- )(name|url|checked): "?(.*?)"?$/;

export function parseFrontMatter(text: string, fileName: string): FrontMatterDocument {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text.replace(/\r\n/g, "\n"));
  if (!match) throw new Error(`${fileName}: no front matter between --- lines`);
  const fields: Record<string, string> = {};
  const sources: Partial<FrontMatterSource>[] = [];
  for (const line of match[1]!.split("\n")) {
    const scalar = SCALAR.exec(line);
    const source = SOURCE_FIELD.exec(line);
    if (scalar) fields[scalar[1]!] = scalar[2]!.replace(/\\"/g, '"');
    else if (line === "sources:" || line === "sources: []") continue;
    else if (source) {
      if (source[1] === "- ") sources.push({});
      const current = sources.at(-1);
      if (!current) throw new Error(`${fileName}: a source field before the first "- "`);
      current[source[2] as keyof FrontMatterSource] = source[3]!;
    } else if (line.trim() !== "") throw new Error(`${fileName}: cannot read "${line}"`);
  }
  for (const key of ["title", "description", "englishPath"]) {
    if (!fields[key]) throw new Error(`${fileName}: "${key}" is missing`);
  }
  for (const source of sources) {
    if (!source.name || !source.url || !/^\d{4}-\d{2}-\d{2}$/.test(source.checked ?? "")) {
      throw new Error(`${fileName}: each source needs a name, a url and a checked day`);
    }
  }
  return {
    data: {
      title: fields.title!,
      description: fields.description!,
      englishPath: fields.englishPath!,
      sources: sources as FrontMatterSource[],
    },
    body: text.replace(/\r\n/g, "\n").slice(match[0].length),
  };
}
