// A one-time converter from the old line format (app/domain/text-body.ts) to CommonMark that
// renders the same. It runs ONCE per body, at migration: its output is Markdown, and Markdown
// read again as the old format would gain backslashes (every escape it adds would show), so
// never feed its output back in.
//
// The old format shows nearly everything literally: only '#'/'##'/'###' headings, '- ' items,
// blank lines and '**bold**' mean anything. Markdown gives meaning to far more characters, so
// each one that Markdown would read as markup is escaped with a backslash, and every construct
// is written so that Markdown splits blocks exactly where the old parser did.
import { parseInlineLinks } from "#app/domain/inline-links.ts";
import { safeLinkHref } from "#app/domain/markdown.ts";

type OldBlock =
  | { kind: "heading"; level: 2 | 3; text: string }
  | { kind: "paragraph"; lines: string[] }
  | { kind: "list"; items: string[] };

// Same prefixes, in the same order, as text-body.ts.
const HEADING_LEVELS: ReadonlyArray<[prefix: string, level: 2 | 3]> = [
  ["### ", 3],
  ["## ", 2],
  ["# ", 2],
];

/** The old parser's blocks, keeping each paragraph's lines so the Markdown keeps its layout. */
function readOldBlocks(body: string): OldBlock[] {
  const blocks: OldBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", lines: paragraph });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length > 0) blocks.push({ kind: "list", items: list });
    list = [];
  };

  for (const rawLine of body.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trim();
    const heading = HEADING_LEVELS.find(([prefix]) => line.startsWith(prefix));
    if (line === "" || heading) {
      flushParagraph();
      flushList();
    }
    if (line === "") continue;
    if (heading) {
      const text = line.slice(heading[0].length).replace(/\*\*/g, "");
      blocks.push({ kind: "heading", level: heading[1], text });
    } else if (line.startsWith("- ")) {
      flushParagraph();
      list.push(line.slice(2));
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// Characters. CommonMark's flanking rules count Unicode punctuation and symbols alike.

const isWhitespace = (char: string | undefined) => char === undefined || /\s/u.test(char);
const isPunctuation = (char: string | undefined) =>
  char !== undefined && /[\p{P}\p{S}]/u.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

// Any reference, known or not: escaping an unknown one costs nothing and keeps it literal.
const CHARACTER_REFERENCE = /&(?:#\d+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);/;
const CHARACTER_REFERENCE_HERE = new RegExp(CHARACTER_REFERENCE.source, "y");
const EMAIL_LOCAL_CHAR = /[A-Za-z0-9._+-]/;
const EMAIL_DOMAIN_CHAR = /[A-Za-z0-9_-]/;

/** Whether Markdown would read the character at `index` as markup, where the old format did not. */
function needsEscape(text: string, index: number): boolean {
  const char = text[index];
  const previous = text[index - 1];
  const next = text[index + 1];
  switch (char) {
    case "\\": // escapes, and a hard break at the end of a line
    case "`": // code spans and fences
    case "*": // emphasis, list items, thematic breaks
    case "~": // strikethrough and fences
    case "|": // tables
    case "[": // links, images, reference definitions and task boxes
      return true;
    case "_":
      // An underscore inside a word can neither open nor close emphasis.
      return !(isWordChar(previous) && isWordChar(next));
    case "<":
      // Raw HTML and autolinks start with a letter, '/', '!' or '?'; "a < b" and "<5" are text.
      return next !== undefined && /[A-Za-z/!?]/.test(next);
    case "&":
      CHARACTER_REFERENCE_HERE.lastIndex = index;
      return CHARACTER_REFERENCE_HERE.test(text);
    case ":":
      // GFM turns a bare http(s):// or ftp:// address into a link.
      return (
        text.startsWith("//", index + 1) &&
        /(?:https?|ftp)$/i.test(text.slice(Math.max(0, index - 5), index))
      );
    case ".":
      // ... and a bare www. address, which marked finds even inside a word.
      return text.slice(Math.max(0, index - 3), index).toLowerCase() === "www";
    case "@":
      // ... and a bare e-mail address.
      return (
        previous !== undefined &&
        next !== undefined &&
        EMAIL_LOCAL_CHAR.test(previous) &&
        EMAIL_DOMAIN_CHAR.test(next)
      );
    default:
      return false;
  }
}

function escapeText(text: string): string {
  let escaped = "";
  for (let index = 0; index < text.length; index++) {
    if (needsEscape(text, index)) escaped += "\\";
    escaped += text[index];
  }
  return escaped;
}

// ---------------------------------------------------------------------------------------------
// Site links, [label](/path) as inline-links.ts finds them.

// A path Markdown reads back unchanged: no parentheses, backslashes, brackets, angle brackets,
// emphasis markers or character references, which Markdown would treat differently.
const PLAIN_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~:/?#@!$'+,;=%&]*$/;

function isPlainPath(path: string): boolean {
  return PLAIN_PATH.test(path) && !CHARACTER_REFERENCE.test(path) && safeLinkHref(path) === path;
}

// What one paragraph becomes, before escaping: text, kept site links and bold markers.
type Part =
  | { kind: "text"; text: string }
  | { kind: "link"; label: string; href: string }
  | { kind: "marker" };

type SiteLink = { index: number; length: number; label: string; href: string };

/** The first [label](/path) in a text, as inline-links.ts finds it. */
function firstSiteLink(text: string): SiteLink | undefined {
  let index = 0;
  for (const part of parseInlineLinks(text)) {
    if (typeof part === "string") {
      index += part.length;
      continue;
    }
    const length = part.label.length + part.href.length + 4;
    return { index, length, label: part.label, href: part.href };
  }
  return undefined;
}

/** Splits a run of text at the site links Markdown can carry unchanged. */
function linkParts(text: string): Part[] {
  const parts: Part[] = [];
  let rest = text;
  while (rest !== "") {
    // Old paragraphs joined their lines with spaces; matching on that keeps link detection the
    // same, and since one character stands for one, the positions still fit the original.
    const link = firstSiteLink(rest.replace(/\n/g, " "));
    if (link === undefined) {
      parts.push({ kind: "text", text: rest });
      break;
    }
    parts.push({ kind: "text", text: rest.slice(0, link.index) });
    if (isPlainPath(link.href)) {
      const label = rest.slice(link.index + 1, link.index + 1 + link.label.length);
      parts.push({ kind: "link", label, href: link.href });
      rest = rest.slice(link.index + link.length);
    } else {
      // Not a link Markdown would keep: its '[' stays text, and a link may still start inside.
      parts.push({ kind: "text", text: "[" });
      rest = rest.slice(link.index + 1);
    }
  }
  return parts;
}

// ---------------------------------------------------------------------------------------------
// Bold. The old format bolds any '**...**'; Markdown only when the markers flank the text, so
// spaces inside the markers move outside them, and a run Markdown cannot bold loses its markers
// (its words stay).

type Segment = { text: string; isBold: boolean };

// The old parser's split, on lines joined with '\n' instead of ' ': any character but a line
// break matches, as '.' did on the joined line.
const BOLD = /\*\*([^\r\u2028\u2029]+?)\*\*/g;

/** Text and bold segments; two bold segments never touch, so text always lies between them. */
function splitBold(text: string): Segment[] {
  const segments: Segment[] = [];
  text.split(BOLD).forEach((part, index) => {
    if (part === "") return;
    const isBold = index % 2 === 1;
    const previous = segments.at(-1);
    // Two bold runs side by side read as one; Markdown would misread '****' between them.
    if (previous && previous.isBold && isBold) previous.text += part;
    else segments.push({ text: part, isBold });
  });
  return segments;
}

const firstChar = (text: string) =>
  text === "" ? undefined : String.fromCodePoint(text.codePointAt(0)!);
const lastChar = (text: string) => (text === "" ? undefined : /.$/su.exec(text)?.[0]);

/**
 * CommonMark's left- and right-flanking rules for '**' around `inner`. Judged on the old text:
 * escaping only puts a backslash (punctuation) before punctuation, so no character changes class.
 */
function canBold(before: string | undefined, inner: string, after: string | undefined): boolean {
  const first = firstChar(inner);
  const last = lastChar(inner);
  const opens =
    !isWhitespace(first) &&
    (!isPunctuation(first) || isWhitespace(before) || isPunctuation(before));
  const closes =
    !isWhitespace(last) && (!isPunctuation(last) || isWhitespace(after) || isPunctuation(after));
  return opens && closes;
}

function boldParts(segments: Segment[], index: number): Part[] {
  const segment = segments[index]!;
  const [, lead = "", core = "", trail = ""] = /^(\s*)([^]*?)(\s*)$/u.exec(segment.text) ?? [];
  const before = lastChar((segments[index - 1]?.text ?? "") + lead);
  const after = firstChar(trail + (segments[index + 1]?.text ?? ""));
  if (core === "" || !canBold(before, core, after)) return linkParts(segment.text);
  return [
    { kind: "text", text: lead },
    { kind: "marker" },
    ...linkParts(core),
    { kind: "marker" },
    { kind: "text", text: trail },
  ];
}

/** Joins neighbouring text, so escaping sees the characters Markdown will see side by side. */
function mergeTextParts(parts: Part[]): Part[] {
  const merged: Part[] = [];
  for (const part of parts) {
    const previous = merged.at(-1);
    if (part.kind === "text" && previous?.kind === "text") previous.text += part.text;
    else merged.push(part.kind === "text" ? { ...part } : part);
  }
  return merged;
}

function partToMarkdown(part: Part): string {
  switch (part.kind) {
    case "text":
      return escapeText(part.text);
    case "link":
      return `[${escapeText(part.label)}](${part.href})`;
    case "marker":
      return "**";
  }
}

/** One paragraph or item's text, old inline rules, as Markdown inline source. */
function inlineToMarkdown(text: string): string {
  const segments = splitBold(text);
  const parts = segments.flatMap((segment, index) =>
    segment.isBold ? boldParts(segments, index) : linkParts(segment.text),
  );
  const markdown = mergeTextParts(parts).map(partToMarkdown).join("");
  // A kept link right after a literal '!' would become an image.
  return markdown.replace(/!(?=\[)/g, "\\!");
}

// ---------------------------------------------------------------------------------------------
// Line starts: what Markdown reads as a block marker at the start of a line, the old format
// showed as text (inline escaping has already taken care of '*', '`', '~', '<', '[' and '|').

const LINE_START_MARKERS: ReadonlyArray<[pattern: RegExp, at: (line: string) => number]> = [
  [/^#{1,6}(?:\s|$)/, () => 0], // ATX heading
  [/^>/, () => 0], // block quote
  [/^[-+](?:\s|$)/, () => 0], // bullet item
  [/^-[-\s]*$/, () => 0], // thematic break or setext underline
  [/^=+\s*$/, () => 0], // setext underline
  [/^:?-+:?\s*$/, () => 0], // a one-column table's delimiter row, which needs no pipe
  [/^\d{1,9}[.)](?:\s|$)/, (line) => /^\d+/.exec(line)![0].length], // ordered item
];

function escapeLineStart(line: string): string {
  for (const [pattern, at] of LINE_START_MARKERS) {
    if (pattern.test(line)) {
      const index = at(line);
      return `${line.slice(0, index)}\\${line.slice(index)}`;
    }
  }
  return line;
}

/** Markdown lines: no padding (four spaces would start code, two a hard break), no blank line. */
function toLines(markdown: string): string[] {
  return markdown
    .split("\n")
    .map((line) => line.replace(/^[ \t]+|[ \t]+$/g, ""))
    .filter((line) => line !== "")
    .map(escapeLineStart);
}

// ---------------------------------------------------------------------------------------------
// Blocks.

function headingToMarkdown(level: 2 | 3, text: string): string | undefined {
  const escaped = escapeText(text.trim())
    // A closing run of '#' would be dropped by Markdown as the heading's optional end marker.
    .replace(/(^|\s)(#+)$/, "$1\\$2");
  // An empty heading rendered as an empty landmark; Markdown has no way to write one.
  if (escaped === "") return undefined;
  return `${"#".repeat(level)} ${escaped}`;
}

/** List items are single lines, so their text never runs into the next item. */
function listToMarkdown(items: string[], marker: "-" | "*"): string {
  return items
    .map((item) => `${marker} ${toLines(inlineToMarkdown(item.trim())).join(" ")}`)
    .join("\n");
}

/** Converts a body in the old line format to CommonMark. Run once per body (see the top). */
export function convertBodyToMarkdown(body: string): string {
  const chunks: string[] = [];
  let previousKind: OldBlock["kind"] | undefined;
  let usesStar = false;
  for (const block of readOldBlocks(body)) {
    let chunk: string | undefined;
    if (block.kind === "heading") {
      chunk = headingToMarkdown(block.level, block.text);
    } else if (block.kind === "paragraph") {
      const lines = toLines(inlineToMarkdown(block.lines.join("\n")));
      chunk = lines.length > 0 ? lines.join("\n") : undefined;
    } else {
      // The old format split lists at a blank line; Markdown would make one loose list of
      // them, unless the second uses another bullet character.
      usesStar = previousKind === "list" && !usesStar;
      chunk = listToMarkdown(block.items, usesStar ? "*" : "-");
    }
    // Only what is written counts as a neighbour: two lists around a dropped block still touch.
    if (chunk === undefined) continue;
    chunks.push(chunk);
    previousKind = block.kind;
  }
  return chunks.join("\n\n");
}
