// The /search page's query string read on the server (`?q=…&kind=hotel`), apart from
// site-search.ts so that the browser, which suggests pages as you type, never loads zod.
import { z } from "#app/domain/shared/zod.ts";

export const SearchQuerySchema = z.object({
  q: z.string().optional(),
  kind: z.enum(["hotel", "city", "article", "faq", "guide"]).optional(),
});
