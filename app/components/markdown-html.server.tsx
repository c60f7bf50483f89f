// Renders Markdown to HTML on the server with the same React components the site has always
// used (markdown-body.tsx), so the markup and its escaping are unchanged: no HTML in content runs.
// A lite page (app/domain/pages/lite-mode.ts) gets its own rendering: images there wait for a tap.
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, type RouterContextProvider } from "react-router";
import { LiteModeProvider } from "#app/components/lite-mode.tsx";
import { MarkdownBlocks, MarkdownInline } from "#app/components/markdown-body.tsx";
import type { HtmlPart } from "#app/domain/text/markdown-html.ts";
import { keepServerMarkup } from "#app/hydration/server-markup.server.ts";
import { parseMarkdown, type MdBlock, type ParseOptions } from "#app/domain/text/markdown.ts";

/** Rendered HTML, or a slot; held back from hydration data by holdParts. */
export type RenderedPart = { html: string } | { slot: string };

/**
 * Markup of components with no state, for a lite page or not; their links are plain links.
 * `idPrefix` keeps ids React makes (useId) apart from the page's own.
 */
export function renderStatic(element: ReactElement, isLite: boolean, idPrefix = "static-"): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <LiteModeProvider value={isLite}>{element}</LiteModeProvider>
    </MemoryRouter>,
    { identifierPrefix: idPrefix },
  );
}

/** Top-level blocks as HTML, split where a `{{block:name}}` slot stands. */
export function blocksToHtml(blocks: readonly MdBlock[], isLite = false): RenderedPart[] {
  const parts: RenderedPart[] = [];
  let run: MdBlock[] = [];
  const flush = () => {
    if (run.length > 0) parts.push({ html: renderStatic(<MarkdownBlocks blocks={run} />, isLite) });
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

const rendered = new WeakMap<object, Map<string, RenderedPart[]>>();

/**
 * A stored item's Markdown body as HTML, rendered once per content snapshot (and per lite or
 * not): the snapshot's objects are replaced when content changes, which drops their entries here.
 * `options.slotNames` are the `{{block:name}}` parts the page fills (a form, a figure).
 */
export function bodyHtmlOf(
  owner: object,
  source: string,
  isLite: boolean,
  options: ParseOptions = {},
): RenderedPart[] {
  const key = `${isLite ? "lite" : "full"}:${options.slotNames?.join(",") ?? ""}:${source}`;
  let known = rendered.get(owner);
  if (!known) rendered.set(owner, (known = new Map()));
  let parts = known.get(key);
  if (!parts) known.set(key, (parts = blocksToHtml(parseMarkdown(source, options), isLite)));
  return parts;
}

/** Rendered parts as a loader sends them: each run of HTML by the id `{prefix}-{n}`. */
export function holdParts(
  context: Readonly<RouterContextProvider>,
  prefix: string,
  parts: readonly RenderedPart[],
): HtmlPart[] {
  return parts.map((part, index) =>
    "slot" in part ? part : keepServerMarkup(context, `${prefix}-${index + 1}`, part.html),
  );
}
