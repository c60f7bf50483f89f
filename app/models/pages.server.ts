// Long-form pages, served from the content snapshot; a draft shows only through its preview link.
import { data } from "react-router";
import { pagePath } from "#app/domain/content-schemas.ts";
import { factsChecked } from "#app/domain/facts.ts";
import { facts } from "#app/content/facts.ts";
import { getContent } from "#app/models/content-cache.server.ts";
import { missingContent } from "#app/models/content-gone.server.ts";
import { findPreview, PREVIEW_HEADERS } from "#app/models/preview.server.ts";
import type { Page, ShownPage } from "#app/models/types.ts";
import { isLitePage } from "#app/http/lite-page.server.ts";
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
 * The page at `slug` (or the draft its preview link shows), with its facts note. Throws the 301,
 * 410 or 404 of a page that is not published.
 */
export async function findPage(
  slug: string,
  {
    url,
    request,
    context,
  }: { url: URL; request: Request; context: Readonly<RouterContextProvider> },
) {
  const preview = await findPreview("pages", url);
  // A preview link shows its own page, and only at that page's address.
  const shown = preview?.slug === slug ? preview : undefined;
  const page = shown ?? (await getContent()).pagesBySlug.get(slug);
  if (!page) throw await missingContent("pages", slug, pagePath);
  const rendered = showPage(page, isLitePage(request));
  return {
    ...rendered,
    body: holdParts(context, "page-body", rendered.body),
    isPreview: shown !== undefined,
    checked: factsChecked(page.factIds, facts),
  };
}

/** A page's loader data, marked private and noindex when it is a preview. */
export function pageResponse<T extends { isPreview: boolean }>(found: T) {
  return data(found, found.isPreview ? { headers: PREVIEW_HEADERS } : undefined);
}

export async function loadPage(
  slug: string,
  args: { url: URL; request: Request; context: Readonly<RouterContextProvider> },
) {
  return pageResponse(await findPage(slug, args));
}
