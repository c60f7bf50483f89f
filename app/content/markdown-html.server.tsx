// Renders Markdown to HTML on the server with the same React components the site has always
// used (markdown-body.tsx), so the markup and its escaping are unchanged: no HTML in content runs.
import { renderToStaticMarkup } from "react-dom/server";
import { MarkdownBlocks, MarkdownInline } from "#app/components/markdown-body.tsx";
import type { RouterContextProvider } from "react-router";
import type { HtmlPart } from "#app/content/markdown-html.ts";
import { holdHtml } from "#app/http/held-html.server.ts";
import { parseMarkdown, type MdBlock, type ParseOptions } from "#app/content/markdown.ts";

/** Rendered HTML, or a slot; held back from hydration data by holdParts. */
export type RenderedPart = { html: string } | { slot: string };

/** Top-level blocks as HTML, split where a `{{block:name}}` slot stands. */
export function blocksToHtml(blocks: readonly MdBlock[]): RenderedPart[] {
  const parts: RenderedPart[] = [];
  let run: MdBlock[] = [];
  const flush = () => {
    if (run.length > 0) parts.push({ html: renderToStaticMarkup(<MarkdownBlocks blocks={run} />) });
    run = [];
  };
  for (const block of blocks) {
    if (block.kind === "slot") {
      flush();
      parts.push({ slot: block.name });
    } else {
      run.push(block);
    }
  }
  flush();
  return parts;
}

/** A short Markdown text (an intro or lead) as inline HTML: its paragraphs' words and links. */
export function inlineToHtml(source: string, options?: ParseOptions): string {
  return renderToStaticMarkup(<MarkdownInline source={source} options={options} />);
}

const rendered = new WeakMap<object, { source: string; parts: RenderedPart[] }>();

/**
 * A stored item's Markdown body as HTML, rendered once per content snapshot: the snapshot's
 * objects are replaced when content changes, which drops their entries here.
 */
export function bodyHtmlOf(owner: object, source: string): RenderedPart[] {
  const known = rendered.get(owner);
  if (known?.source === source) return known.parts;
  const parts = blocksToHtml(parseMarkdown(source));
  rendered.set(owner, { source, parts });
  return parts;
}

/** Rendered parts as a loader sends them: each run of HTML by the id `{prefix}-{n}`. */
export function holdParts(
  context: Readonly<RouterContextProvider>,
  prefix: string,
  parts: readonly RenderedPart[],
): HtmlPart[] {
  return parts.map((part, index) =>
    "slot" in part ? part : holdHtml(context, `${prefix}-${index + 1}`, part.html),
  );
}
