// The page-number rule for query strings (`?page=`), apart from paging.ts so that the browser,
// which pages lists, never loads zod for it.
import { z } from "#app/domain/shared/zod.ts";

const MAX_PAGE = 100_000;
const PAGE_MESSAGE = "page must be a whole number from 1";

/** `?page=`: a whole number from 1, page 1 when absent. */
export const pageNumber = z.coerce
  .number({ error: PAGE_MESSAGE })
  .int(PAGE_MESSAGE)
  .min(1, PAGE_MESSAGE)
  .max(MAX_PAGE, "page is too large")
  .default(1);
