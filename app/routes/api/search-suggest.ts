// GET /api/search/suggest?q=: the search box's suggestions as you type, from the in-memory index;
// with &lang=fr (the box on French pages) French pages come first.
// Not counted in the search statistics: a half-typed word is not a search.
import { z } from "#app/domain/shared/zod.ts";
import { handleApi, jsonError, methodNotAllowed } from "#app/http/api.server.ts";
import { normalizeSearchQuery, SEARCH_QUERY_MAX_LENGTH } from "#app/domain/search/site-search.ts";
import { suggestContent } from "#app/models/site-search.server.ts";
import type { Route } from "./+types/search-suggest";

const QuerySchema = z.object({
  q: z
    .string({ error: "Send the text typed so far as ?q=." })
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, `A search is at most ${SEARCH_QUERY_MAX_LENGTH} characters.`),
  lang: z
    .enum(["en", "fr"], { error: "Send lang=fr for French pages first, or no lang." })
    .optional(),
});

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const parsed = QuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return jsonError(400, parsed.error.issues[0]!.message);
    const query = normalizeSearchQuery(parsed.data.q);
    const suggestions = query ? await suggestContent(query, parsed.data.lang) : [];
    return Response.json(
      { query, suggestions },
      // Browsers may reuse an answer briefly while someone types and deletes.
      { headers: { "Cache-Control": "public, max-age=60" } },
    );
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
