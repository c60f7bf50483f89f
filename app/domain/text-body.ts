// SPEC.md's original body format, parsed line by line into blocks: '# ', '## ', '### ' headings
// of decreasing level, blank lines between paragraphs, '- ' list items, '**bold**'. Bodies are
// CommonMark now (app/domain/markdown.ts); this stays as the reference the one-time conversion
// (body-to-markdown.ts) is tested against.

export type Inline = { text: string; isBold: boolean };

export type Block =
  | { kind: "heading"; level: 2 | 3; text: string }
  | { kind: "paragraph"; inlines: Inline[] }
  | { kind: "list"; items: Inline[][] };

/** Splits '**bold**' runs; an unmatched '**' stays as text. */
export function parseInline(text: string): Inline[] {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return parts
    .map((part, index) => ({ text: part, isBold: index % 2 === 1 }))
    .filter((inline) => inline.text !== "");
}

// The page's title is its only h1, so '# ' and '## ' both become h2 and '### ' h3: levels still
// decrease, and headings never skip a level.
const HEADING_LEVELS: ReadonlyArray<[prefix: string, level: 2 | 3]> = [
  ["### ", 3],
  ["## ", 2],
  ["# ", 2],
];

/** Parses a body into blocks; consecutive text lines form one paragraph. */
export function parseBody(body: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: Inline[][] = [];

  const flush = () => {
    if (paragraph.length > 0) {
      blocks.push({ kind: "paragraph", inlines: parseInline(paragraph.join(" ")) });
      paragraph = [];
    }
    if (list.length > 0) {
      blocks.push({ kind: "list", items: list });
      list = [];
    }
  };

  for (const rawLine of body.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trim();
    if (line === "") {
      flush();
      continue;
    }
    const heading = HEADING_LEVELS.find(([prefix]) => line.startsWith(prefix));
    if (heading) {
      flush();
      blocks.push({
        kind: "heading",
        level: heading[1],
        text: line.slice(heading[0].length).replace(/\*\*/g, ""),
      });
      continue;
    }
    if (line.startsWith("- ")) {
      if (paragraph.length > 0) {
        blocks.push({ kind: "paragraph", inlines: parseInline(paragraph.join(" ")) });
        paragraph = [];
      }
      list.push(parseInline(line.slice(2)));
      continue;
    }
    if (list.length > 0) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}
