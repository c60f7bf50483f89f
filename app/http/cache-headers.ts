// Cache-Control for public pages built from the content cache. Shared caches (the server's own,
// server/page-cache.ts, or a CDN in front) may keep them a minute, as long as the content cache
// itself may lag behind PostgreSQL; browsers always revalidate.
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

/** Public caching, unless the loader said otherwise (a draft preview is never cached). */
export function publicPageHeaders(args?: { loaderHeaders: Headers }): Record<string, string> {
  const own = args?.loaderHeaders.get("Cache-Control");
  if (own) {
    const robots = args!.loaderHeaders.get("X-Robots-Tag");
    // A page private to other caches that the server's own may keep (the empty shortlist).
    const serverMaxAge = args!.loaderHeaders.get(SERVER_MAX_AGE_HEADER);
    return {
      "Cache-Control": own,
      ...(robots ? { "X-Robots-Tag": robots } : {}),
      ...(serverMaxAge ? { [SERVER_MAX_AGE_HEADER]: serverMaxAge } : {}),
    };
  }
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL };
}

/**
 * A page no cache outside this server may keep, but the server's own page cache may, for this
 * many seconds: the header is taken off before the answer goes out (server/page-cache.ts).
 */
export const SERVER_MAX_AGE_HEADER = "x-server-max-age";
