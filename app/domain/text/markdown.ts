// CommonMark bodies (posts, city guides) turned into a small typed tree that React renders as
// elements. marked only tokenises here: its HTML output is never used, so no markup written in
// content can run. Raw HTML shows as its literal characters, and only links and images with a
// known-safe address survive; anything else keeps its words as text.
import { Lexer, type Token, type Tokens } from "marked";
import { slugify } from "#app/domain/content/slug.ts";

export type MdInline =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: MdInline[] }
  | { kind: "em"; children: MdInline[] }
  | { kind: "del"; children: MdInline[] }
  | { kind: "code"; text: string }
  | { kind: "br" }
  | { kind: "link"; href: string; external: boolean; title?: string; children: MdInline[] }
  | { kind: "image"; src: string; alt: string; title?: string };

/** One list item holds blocks: a tight item's text arrives as a paragraph, shown without <p>. */
export type MdListItem = MdBlock[];

export type MdBlock =
  | { kind: "heading"; level: 2 | 3; id: string; children: MdInline[] }
  /** A paragraph that was only `{{block:name}}`: the page puts one of its own parts here. */
  | { kind: "slot"; name: string }
  | { kind: "paragraph"; children: MdInline[] }
  | { kind: "list"; ordered: boolean; start: number; loose: boolean; items: MdListItem[] }
  | { kind: "blockquote"; children: MdBlock[] }
  | { kind: "code"; text: string; lang?: string }
  | { kind: "thematicBreak" }
  | { kind: "table"; header: MdInline[][]; rows: MdInline[][][] };

export interface ParseOptions {
  /** The site's own host (e.g. "akwaaba.example"), so absolute links to it are not external. */
  siteHost?: string;
  /** The `{{block:name}}` names the page fills; any other stays as its text. */
  slotNames?: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Character references. marked leaves named references in text for an HTML renderer to decode;
// React shows text literally, so the common ones are decoded here. The full HTML list (over two
// thousand names) would weigh on the client bundle, so a rarer name stays as written.

const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  shy: "\u00ad",
  copy: "©",
  reg: "®",
  trade: "™",
  deg: "°",
  plusmn: "±",
  times: "×",
  divide: "÷",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
  middot: "·",
  bull: "•",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  laquo: "«",
  raquo: "»",
  euro: "€",
  pound: "£",
  cent: "¢",
  yen: "¥",
  sect: "§",
  para: "¶",
  eacute: "é",
  egrave: "è",
  ecirc: "ê",
  aacute: "á",
  agrave: "à",
  ocirc: "ô",
  ccedil: "ç",
  uuml: "ü",
  ouml: "ö",
  auml: "ä",
  szlig: "ß",
};

const CHARACTER_REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g;

function codePointText(codePoint: number): string {
  const isInvalid =
    codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff);
  return isInvalid ? "\ufffd" : String.fromCodePoint(codePoint);
}

/** Decodes numeric references and the common named ones; anything else stays as written. */
export function decodeCharacterReferences(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(
    CHARACTER_REFERENCE,
    (whole, decimal?: string, hex?: string, name?: string) => {
      if (decimal !== undefined) return codePointText(Number.parseInt(decimal, 10));
      if (hex !== undefined) return codePointText(Number.parseInt(hex, 16));
      return (name !== undefined && NAMED_REFERENCES[name]) || whole;
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Addresses. An allow-list rather than a block-list: a scheme we do not name cannot slip through
// by spelling (JaVaScRiPt:, entities, tabs a browser would strip).

// Browsers drop tabs and newlines inside URLs and treat '\' as '/', so "/\tevil" and "/\evil"
// would become protocol-relative: any control character or space rejects the address.
function hasUnsafeCharacter(url: string): boolean {
  for (let index = 0; index < url.length; index++) {
    const code = url.charCodeAt(index);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

const SITE_PATH = /^\/(?![/\\])/;
const ABSOLUTE_WEB = /^https?:\/\/[^/\\?#]/i;

function isSitePath(href: string): boolean {
  return SITE_PATH.test(href);
}

/** A URL's host, lower-cased; none for a relative or malformed URL. */
export function hostOf(href: string): string | undefined {
  try {
    return new URL(href).host.toLowerCase();
  } catch {
    return undefined;
  }
}

function allowedLinkHref(href: string): string | undefined {
  if (href === "" || hasUnsafeCharacter(href)) return undefined;
  if (isSitePath(href) || href.startsWith("#")) return href;
  if (ABSOLUTE_WEB.test(href)) return hostOf(href) === undefined ? undefined : href;
  if (/^mailto:[^/\\]/i.test(href)) return href;
  return undefined;
}

/** The address a link may carry, or undefined when it must fall back to text. */
export function safeLinkHref(rawHref: string): string | undefined {
  return allowedLinkHref(decodeCharacterReferences(rawHref.trim()));
}

/** The address an image may load: a site path or https, never a tracking http or data: URL. */
export function safeImageSrc(rawSrc: string): string | undefined {
  const src = decodeCharacterReferences(rawSrc.trim());
  if (src === "" || hasUnsafeCharacter(src)) return undefined;
  if (isSitePath(src)) return src;
  if (/^https:\/\/[^/\\?#]/i.test(src) && hostOf(src) !== undefined) return src;
  return undefined;
}

function isExternal(href: string, options: ParseOptions): boolean {
  if (!ABSOLUTE_WEB.test(href)) return false;
  const siteHost = options.siteHost?.toLowerCase();
  return siteHost === undefined || hostOf(href) !== siteHost;
}

// ---------------------------------------------------------------------------------------------
// Inline tokens.

function textNode(text: string): MdInline[] {
  return text === "" ? [] : [{ kind: "text", text }];
}

/** Joins neighbouring text nodes, so the tree (and its keys) do not depend on how marked split. */
function mergeText(nodes: MdInline[]): MdInline[] {
  const merged: MdInline[] = [];
  for (const node of nodes) {
    const previous = merged.at(-1);
    if (node.kind === "text" && previous?.kind === "text") {
      merged[merged.length - 1] = { kind: "text", text: previous.text + node.text };
    } else {
      merged.push(node);
    }
  }
  return merged;
}

function optionalTitle(title: string | null | undefined): { title?: string } {
  const decoded = title ? decodeCharacterReferences(title) : "";
  return decoded === "" ? {} : { title: decoded };
}

function linkNodes(token: Tokens.Link, options: ParseOptions): MdInline[] {
  // An autolinked address is shown and followed exactly as typed: CommonMark decodes no
  // character references inside it.
  const children = token.autolink ? textNode(token.text) : inlineNodes(token.tokens, options);
  const href = token.autolink ? allowedLinkHref(token.href) : safeLinkHref(token.href);
  if (href === undefined) return children;
  return [
    {
      kind: "link",
      href,
      external: isExternal(href, options),
      ...optionalTitle(token.title),
      children,
    },
  ];
}

function imageNodes(token: Tokens.Image, options: ParseOptions): MdInline[] {
  const alt = inlinePlainText(inlineNodes(token.tokens, options));
  const src = safeImageSrc(token.href);
  if (src === undefined) return textNode(alt);
  return [{ kind: "image", src, alt, ...optionalTitle(token.title) }];
}

function unknownTokenNodes(token: Token, options: ParseOptions): MdInline[] {
  const { tokens, raw } = token as Tokens.Generic;
  return tokens ? inlineNodes(tokens, options) : textNode(raw);
}

function inlineNode(token: Token, options: ParseOptions): MdInline[] {
  switch (token.type) {
    case "text": {
      const text = token as Tokens.Text;
      // A tight list item's text token carries inline tokens of its own.
      if (text.tokens && text.tokens.length > 0) return inlineNodes(text.tokens, options);
      // marked's `text` is pre-escaped for HTML; `raw` is what the writer typed.
      return textNode(decodeCharacterReferences(text.raw));
    }
    case "escape":
      return textNode((token as Tokens.Escape).text);
    case "html":
      // Raw HTML is content, not markup: its characters are shown as typed.
      return textNode((token as Tokens.HTML).raw);
    case "strong":
      return [{ kind: "strong", children: inlineNodes((token as Tokens.Strong).tokens, options) }];
    case "em":
      return [{ kind: "em", children: inlineNodes((token as Tokens.Em).tokens, options) }];
    case "del":
      return [{ kind: "del", children: inlineNodes((token as Tokens.Del).tokens, options) }];
    case "codespan":
      return [{ kind: "code", text: (token as Tokens.Codespan).text }];
    case "br":
      return [{ kind: "br" }];
    case "link":
      return linkNodes(token as Tokens.Link, options);
    case "image":
      return imageNodes(token as Tokens.Image, options);
    case "checkbox":
      // Task lists are not a site feature: the box stays the text the writer typed.
      return textNode((token as Tokens.Checkbox).checked ? "[x] " : "[ ] ");
    default:
      // A token kind this tree does not know keeps its words, never its markup.
      return unknownTokenNodes(token, options);
  }
}

function inlineNodes(tokens: readonly Token[], options: ParseOptions): MdInline[] {
  return mergeText(tokens.flatMap((token) => inlineNode(token, options)));
}

// ---------------------------------------------------------------------------------------------
// Block tokens.

/** The page title is the only h1: '#' and '##' become h2, deeper levels h3, so none is skipped. */
export function headingLevel(depth: number): 2 | 3 {
  return depth <= 2 ? 2 : 3;
}

function listBlock(token: Tokens.List, options: ParseOptions): MdBlock {
  return {
    kind: "list",
    ordered: token.ordered,
    start: typeof token.start === "number" ? token.start : 1,
    loose: token.loose,
    items: token.items.map((item) => itemBlocks(item, options)),
  };
}

function itemBlocks(item: Tokens.ListItem, options: ParseOptions): MdListItem {
  // marked puts a task box before the item's first block; it joins that block's text.
  const [first, ...rest] = item.tokens;
  if (first?.type === "checkbox") {
    const boxText = inlineNode(first, options);
    const blocks = blockNodes(rest, options);
    const lead = blocks[0];
    if (lead?.kind === "paragraph") {
      return [{ ...lead, children: mergeText([...boxText, ...lead.children]) }, ...blocks.slice(1)];
    }
    return [{ kind: "paragraph", children: boxText }, ...blocks];
  }
  return blockNodes(item.tokens, options);
}

function tableBlock(token: Tokens.Table, options: ParseOptions): MdBlock {
  return {
    kind: "table",
    header: token.header.map((cell) => inlineNodes(cell.tokens, options)),
    rows: token.rows.map((row) => row.map((cell) => inlineNodes(cell.tokens, options))),
  };
}

function htmlBlockText(raw: string): string {
  return raw.replace(/\n+$/, "");
}

function blockNode(token: Token, options: ParseOptions): MdBlock[] {
  switch (token.type) {
    case "space":
    case "def":
      // Link reference definitions only feed the links that use them.
      return [];
    case "heading": {
      const children = inlineNodes((token as Tokens.Heading).tokens, options);
      // An empty heading would be an empty landmark for screen readers.
      if (children.length === 0) return [];
      // The id is settled once the whole body is known (withHeadingIds), so repeats differ.
      return [
        { kind: "heading", level: headingLevel((token as Tokens.Heading).depth), id: "", children },
      ];
    }
    case "paragraph": {
      const slot = SLOT.exec((token as Tokens.Paragraph).text.trim());
      if (slot && options.slotNames?.includes(slot[1]!)) return [{ kind: "slot", name: slot[1]! }];
      return [
        { kind: "paragraph", children: inlineNodes((token as Tokens.Paragraph).tokens, options) },
      ];
    }
    case "text": {
      const text = token as Tokens.Text;
      const children = text.tokens ? inlineNodes(text.tokens, options) : textNode(text.raw);
      return children.length === 0 ? [] : [{ kind: "paragraph", children }];
    }
    case "html":
      // A raw HTML block shows as a paragraph of its literal characters.
      return [{ kind: "paragraph", children: textNode(htmlBlockText((token as Tokens.HTML).raw)) }];
    case "list":
      return [listBlock(token as Tokens.List, options)];
    case "blockquote":
      return [
        { kind: "blockquote", children: blockNodes((token as Tokens.Blockquote).tokens, options) },
      ];
    case "code": {
      const code = token as Tokens.Code;
      const lang = code.lang?.match(/^[\w-]+/)?.[0];
      return [{ kind: "code", text: code.text, ...(lang ? { lang } : {}) }];
    }
    case "hr":
      return [{ kind: "thematicBreak" }];
    case "table":
      return [tableBlock(token as Tokens.Table, options)];
    default: {
      const children = unknownTokenNodes(token, options);
      return children.length === 0 ? [] : [{ kind: "paragraph", children }];
    }
  }
}

function blockNodes(tokens: readonly Token[], options: ParseOptions): MdBlock[] {
  return tokens.flatMap((token) => blockNode(token, options));
}

const SLOT = /^\{\{block:([a-z0-9-]+)\}\}$/;

// Pandoc's heading attribute, `## Heading {#anchor}`, keeps an anchor stable when the words change.
const EXPLICIT_ID = /\s*\{#([a-z][a-z0-9-]*)\}\s*$/;

/** A heading's own anchor, with the `{#anchor}` marker taken off its text. */
function explicitId(children: MdInline[]): { id?: string; children: MdInline[] } {
  const last = children.at(-1);
  const match = last?.kind === "text" ? EXPLICIT_ID.exec(last.text) : null;
  if (!last || last.kind !== "text" || !match) return { children };
  const text = last.text.slice(0, match.index);
  return { id: match[1], children: [...children.slice(0, -1), ...textNode(text)] };
}

/**
 * Gives every heading an anchor: its `{#anchor}` or the slug of its words, made unique within the
 * body, so "On this page" links and shared links to a section keep working.
 */
function withHeadingIds(blocks: MdBlock[]): MdBlock[] {
  const used = new Set<string>();
  const unique = (wanted: string) => {
    let id = wanted;
    for (let n = 2; used.has(id); n += 1) id = `${wanted}-${n}`;
    used.add(id);
    return id;
  };
  return blocks.map((block, index) => {
    if (block.kind !== "heading") return block;
    const own = explicitId(block.children);
    const id = own.id ?? (slugify(inlinePlainText(own.children)) || `section-${index + 1}`);
    return { ...block, id: unique(id), children: own.children };
  });
}

/** Parses a CommonMark (with GFM tables and strikethrough) body into the tree React renders. */
export function parseMarkdown(source: string, options: ParseOptions = {}): MdBlock[] {
  const tokens = new Lexer({ gfm: true, breaks: false }).lex(source);
  return withHeadingIds(blockNodes(tokens, options));
}

export interface MdHeading {
  id: string;
  level: 2 | 3;
  text: string;
}

/** The body's top-level headings, for a page's contents list. */
export function headingsOf(blocks: readonly MdBlock[]): MdHeading[] {
  return blocks.flatMap((block) =>
    block.kind === "heading"
      ? [{ id: block.id, level: block.level, text: inlinePlainText(block.children) }]
      : [],
  );
}

/**
 * The questions and answers under the section anchored `sectionId`: each level-3 heading is a
 * question and the text up to the next heading its answer (for FAQPage structured data).
 */
export function questionsUnder(
  blocks: readonly MdBlock[],
  sectionId: string,
): { question: string; answer: string }[] {
  const start = blocks.findIndex((block) => block.kind === "heading" && block.id === sectionId);
  if (start < 0) return [];
  const entries: { question: string; answer: string[] }[] = [];
  for (const block of blocks.slice(start + 1)) {
    if (block.kind === "heading" && block.level === 2) break;
    if (block.kind === "heading") {
      entries.push({ question: inlinePlainText(block.children), answer: [] });
    } else {
      const text = blockPlainText(block);
      if (text !== "") entries.at(-1)?.answer.push(text);
    }
  }
  return entries
    .filter((entry) => entry.answer.length > 0)
    .map((entry) => ({ question: entry.question, answer: entry.answer.join("\n\n") }));
}

// ---------------------------------------------------------------------------------------------
// Plain text, for word counts, search and excerpts.

export function inlinePlainText(nodes: readonly MdInline[]): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case "text":
        case "code":
          return node.text;
        case "br":
          return "\n";
        case "image":
          return node.alt;
        case "strong":
        case "em":
        case "del":
        case "link":
          return inlinePlainText(node.children);
      }
    })
    .join("");
}

function blockPlainText(block: MdBlock): string {
  switch (block.kind) {
    case "heading":
    case "paragraph":
      return inlinePlainText(block.children);
    case "list":
      return block.items.map((item) => item.map(blockPlainText).join("\n\n")).join("\n");
    case "blockquote":
      return block.children.map(blockPlainText).join("\n\n");
    case "code":
      return block.text;
    case "thematicBreak":
    case "slot":
      return "";
    case "table":
      return [block.header, ...block.rows]
        .map((row) => row.map(inlinePlainText).join("\t"))
        .join("\n");
  }
}

/** The readable text of a body: blocks apart by blank lines, no markers, no addresses. */
export function markdownToPlainText(source: string): string {
  return parseMarkdown(source)
    .map(blockPlainText)
    .filter((text) => text !== "")
    .join("\n\n");
}

/** Words a reader reads: runs holding a letter or digit, so stray marks do not count. */
export function countMarkdownWords(source: string): number {
  return markdownToPlainText(source)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
