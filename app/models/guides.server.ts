// Resource guides, served from the in-process content snapshot (edited in the content studio).
import type { Guide } from "#app/content/guides.ts";
import { getContent } from "#app/models/content-snapshot/serve.server.ts";

export async function listGuides(): Promise<readonly Guide[]> {
  return (await getContent()).guides;
}

/** The guides of one category (all when absent), in list order, up to the limit. */
export async function guidesFor(options: { category?: string; limit: number }): Promise<Guide[]> {
  return (await listGuides())
    .filter((guide) => !options.category || guide.category === options.category)
    .slice(0, options.limit);
}
