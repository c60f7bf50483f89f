// A long-form page's loader answers: the page rendered once per content snapshot (links to this
// site told apart from links elsewhere), marked private and noindex when it is a preview, or the
// 301, 410 or 404 of a slug that is not a published page.
import { data, type RouterContextProvider } from "react-router";
import {
  blocksToHtml,
  holdParts,
  inlineToHtml,
  type RenderedPart,
} from "#app/components/markdown-html.server.tsx";
import { holdFactSources } from "#app/components/blog/fact-sources.server.ts";
import { facts } from "#app/content/facts.ts";
import { pagePath } from "#app/domain/content/content-schemas.ts";
import { PAGE_BLOCKS } from "#app/domain/content/page-definition.ts";
import { factsChecked } from "#app/domain/facts/facts.ts";
import { headingsOf, hostOf, parseMarkdown, questionsUnder } from "#app/domain/text/markdown.ts";
import { getEnv } from "#app/env.server.ts";
import { isLitePage } from "#app/http/lite-page.server.ts";
import { missingContent } from "#app/pages/missing-content.server.ts";
import { findStoredPage } from "#app/models/pages.server.ts";
import { PREVIEW_HEADERS } from "#app/models/preview.server.ts";
import type { Page, ShownPage } from "#app/models/types.ts";
import { siteConfig } from "#app/site-config.server.ts";

type PageArgs = { url: URL; request: Request; context: Readonly<RouterContextProvider> };
type RenderedPage = Omit<ShownPage, "body"> & { body: RenderedPart[] };

const shownPages = new WeakMap<Page, { full?: RenderedPage; lite?: RenderedPage }>();

/** Renders a page once per snapshot, and per lite or not. */
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

/** The page at `slug` (or its preview), rendered. Throws the 301, 410 or 404 of one not published. */
export async function findPage(slug: string, { url, request, context }: PageArgs) {
  const found = await findStoredPage(slug, url);
  if (!found) throw await missingContent("pages", slug, pagePath);
  const rendered = showPage(found.page, isLitePage(request));
  return {
    ...rendered,
    body: holdParts(context, "page-body", rendered.body),
    isPreview: found.isPreview,
    checked: factsChecked(found.page.factIds, facts),
    sources: holdFactSources(context, found.page.factIds),
  };
}

/** A page's loader data, marked private and noindex when it is a preview. */
export function pageResponse<T extends { isPreview: boolean }>(found: T) {
  return data(found, found.isPreview ? { headers: PREVIEW_HEADERS } : undefined);
}

export async function loadPage(slug: string, args: PageArgs) {
  return pageResponse(await findPage(slug, args));
}
