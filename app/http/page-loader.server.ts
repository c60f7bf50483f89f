// A long-form page's loader answers: the page, marked private and noindex when it is a preview,
// or the 301, 410 or 404 of a slug that is not a published page.
import { data, type RouterContextProvider } from "react-router";
import { pagePath } from "#app/domain/content-schemas.ts";
import { isLitePage } from "#app/http/lite-page.server.ts";
import { missingContent } from "#app/http/missing-content.server.ts";
import { findPage as findShownPage } from "#app/models/pages.server.ts";
import { PREVIEW_HEADERS } from "#app/models/preview.server.ts";

type PageArgs = { url: URL; request: Request; context: Readonly<RouterContextProvider> };

/** The page at `slug` (or its preview). Throws the 301, 410 or 404 of a page not published. */
export async function findPage(slug: string, { url, request, context }: PageArgs) {
  const found = await findShownPage(slug, { url, isLite: isLitePage(request), context });
  if (!found) throw await missingContent("pages", slug, pagePath);
  return found;
}

/** A page's loader data, marked private and noindex when it is a preview. */
export function pageResponse<T extends { isPreview: boolean }>(found: T) {
  return data(found, found.isPreview ? { headers: PREVIEW_HEADERS } : undefined);
}

export async function loadPage(slug: string, args: PageArgs) {
  return pageResponse(await findPage(slug, args));
}
