// Long-form pages, served from the content snapshot and rendered once per snapshot; a draft shows
// only through its preview link. The page loader's answers (404, 410, preview headers) are in
// app/http/page-loader.server.ts.
import { factsChecked } from "#app/domain/facts.ts";
import { facts } from "#app/content/facts.ts";
import { getContent } from "#app/models/content-snapshot/serve.server.ts";
import { findPreview } from "#app/models/preview.server.ts";
import type { Page, ShownPage } from "#app/models/types.ts";
import type { RouterContextProvider } from "react-router";
import {
  blocksToHtml,
  holdParts,
  inlineToHtml,
  type RenderedPart,
} from "#app/components/markdown-html.server.tsx";
import { headingsOf, hostOf, parseMarkdown, questionsUnder } from "#app/domain/markdown.ts";
import { PAGE_BLOCKS } from "#app/domain/content-schemas.ts";
import { getEnv } from "#app/env.server.ts";
import { siteConfig } from "#app/site-config.server.ts";

type RenderedPage = Omit<ShownPage, "body"> & { body: RenderedPart[] };

const shownPages = new WeakMap<Page, { full?: RenderedPage; lite?: RenderedPage }>();

/**
 * Renders a page once per snapshot (and per lite or not): links to this site told apart from
 * links elsewhere.
 */
function showPage(page: Page, isLite: boolean): RenderedPage {
  const known = shownPages.get(page) ?? {};
  const cached = isLite ? known.lite : known.full;
  if (cached) return cached;
  const siteHost = hostOf(siteConfig(getEnv()).url);
  const blocks = parseMarkdown(page.body, { siteHost, slotNames: Object.keys(PAGE_BLOCKS) });
  const { body: _body, intro: _intro, ...fields } = page;
  const shown: RenderedPage = {
    page: fields,
    intro: inlineToHtml(page.intro, { siteHost }),
    body: blocksToHtml(blocks, isLite),
    sections: headingsOf(blocks)
      .filter((heading) => heading.level === 2)
      .map(({ id, text }) => ({ id, text })),
    questions: questionsUnder(blocks, "faq"),
  };
  shownPages.set(page, isLite ? { ...known, lite: shown } : { ...known, full: shown });
  return shown;
}

export async function listPages(): Promise<Page[]> {
  return [...(await getContent()).pagesBySlug.values()];
}

/**
 * The page at `slug` (or the draft its preview link shows), rendered, with its facts note; null
 * when no published page has that slug.
 */
export async function findPage(
  slug: string,
  { url, isLite, context }: { url: URL; isLite: boolean; context: Readonly<RouterContextProvider> },
) {
  const preview = await findPreview("pages", url);
  // A preview link shows its own page, and only at that page's address.
  const shown = preview?.slug === slug ? preview : undefined;
  const page = shown ?? (await getContent()).pagesBySlug.get(slug);
  if (!page) return null;
  const rendered = showPage(page, isLite);
  return {
    ...rendered,
    body: holdParts(context, "page-body", rendered.body),
    isPreview: shown !== undefined,
    checked: factsChecked(page.factIds, facts),
  };
}
