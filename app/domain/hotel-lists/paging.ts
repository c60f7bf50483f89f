// Paging for every list on the site: the page count and the slice of one page. Page 1 is the
// first; an empty list still has one (empty) page. The `?page=` rule is in page-number.ts.

/**
 * Cards on one page of a public list (hotels, posts). Twelve fill four rows of three on a wide
 * screen; on a phone, each card more costs hydration time and bytes (24 held a city page's
 * blocking time near 200 ms).
 */
export const PAGE_SIZE = 12;

export function pageCountFor(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of one page; a page past the end is empty. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
