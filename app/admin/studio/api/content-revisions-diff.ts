// GET /api/admin/content/{type}/{id}/revisions/diff?from=&to=: two revisions side by side, every
// field with its old and new text and the words that changed (docs/decisions/035); at
// …/{id}/fr/revisions/diff, two revisions of the item's French version (issue 44).
import { contentId, contentType } from "#app/admin/studio/content-api.server.ts";
import { RevisionPairSchema } from "#app/domain/content/editorial.ts";
import { describeIssue, handleApi, jsonError } from "#app/http/api.server.ts";
import { diffRevisions } from "#app/models/editorial.server.ts";
import type { Route } from "./+types/content-revisions-diff";

export async function loader({ params, url }: Route.LoaderArgs) {
  return handleApi(async () => {
    const type = contentType(params.type);
    const id = contentId(params.id);
    const language = url.pathname.includes("/fr/revisions/") ? "fr" : "en";
    const query = RevisionPairSchema.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) return jsonError(400, describeIssue(query.error));
    const diff = await diffRevisions(type, id, query.data.from, query.data.to, language);
    if ("missing" in diff) {
      const what = language === "fr" ? "French version" : "version";
      return jsonError(404, `There is no ${what} ${diff.missing} of this item.`);
    }
    return Response.json(diff);
  });
}
