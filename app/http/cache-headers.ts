// Cache-Control for public pages built from the content cache. Shared caches (the server's own,
// server/page-cache.ts, or a CDN in front) may keep them a minute, as long as the content cache
// itself may lag behind PostgreSQL; browsers always revalidate.
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

export function publicPageHeaders() {
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL };
}
