// Paging for every list on the site: the page-number rule for query strings, the page count and
// the slice of one page. Page 1 is the first; an empty list still has one (empty) page.
import { z } from "#app/domain/zod.ts";

export const MAX_PAGE = 100_000;
const PAGE_MESSAGE = "page must be a whole number from 1";

/** `?page=`: a whole number from 1, page 1 when absent. */
export const pageNumber = z.coerce
  .number({ error: PAGE_MESSAGE })
  .int(PAGE_MESSAGE)
  .min(1, PAGE_MESSAGE)
  .max(MAX_PAGE, "page is too large")
  .default(1);

export function pageCountFor(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of one page; a page past the end is empty. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
