// Long-form pages, served from the content snapshot; a draft shows only through its preview link.
// Rendering a page for its screen is the page loader's (app/pages/page-loader.server.ts).
import { getContent } from "#app/models/content-snapshot/serve.server.ts";
import { findPreview } from "#app/models/preview.server.ts";
import type { Page } from "#app/models/types.ts";

export async function listPages(): Promise<Page[]> {
  return [...(await getContent()).pagesBySlug.values()];
}

/**
 * The published page at `slug`, or the draft a preview link in `url` shows (only at that page's
 * own address); null when there is neither.
 */
export async function findStoredPage(
  slug: string,
  url: URL,
): Promise<{ page: Page; isPreview: boolean } | null> {
  const preview = await findPreview("pages", url);
  if (preview?.slug === slug) return { page: preview, isPreview: true };
  const page = (await getContent()).pagesBySlug.get(slug);
  return page ? { page, isPreview: false } : null;
}
