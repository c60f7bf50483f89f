// What a page's loader does on every request besides answering, done for a page the server's
// page cache answers instead of the loader (server/page-cache.ts): a search is counted.
import { localeOfPath } from "#app/domain/languages/locale.ts";
import { normalizeSearchQuery } from "#app/domain/search/site-search.ts";
import { SearchQuerySchema } from "#app/domain/search/search-query.ts";
import { errorField, log } from "#app/observability/log.server.ts";
import { countPersonSearch } from "#app/models/search-counts.server.ts";
import { searchPageResults } from "#app/models/site-search.server.ts";

export interface CachedPageHit {
  /** The route pattern the page was rendered for. */
  route: string | undefined;
  /** Path and query, as asked. */
  url: string;
  userAgent: string | undefined;
}

async function countCachedSearch(hit: CachedPageHit) {
  const { pathname, searchParams: params } = new URL(hit.url, "http://cached.invalid");
  // Read as the loader reads it, so the count is the one the loader would have made.
  const parsed = SearchQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return;
  const query = normalizeSearchQuery(parsed.data.q);
  if (!query) return;
  // The loader kept these results moments ago: this reads them back, it does not search again.
  const results = await searchPageResults(query, parsed.data.kind ?? null, localeOfPath(pathname));
  countPersonSearch(query, results.total, hit.userAgent ?? null);
}

export function onCachedPage(hit: CachedPageHit): void {
  if (hit.route !== "/search" && hit.route !== "/fr/search") return;
  countCachedSearch(hit).catch((error: unknown) => {
    log.error("Could not count a search answered from the page cache", {
      error: errorField(error),
    });
  });
}
