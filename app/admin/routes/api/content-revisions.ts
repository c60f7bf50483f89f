// GET /api/admin/content/{type}/{id}/revisions: every saved version, newest first, with who saved
// it, when and what changed. POST {revision, version}: restores that revision's fields as a new
// version (`version` is the item's current one, as for any save).
import { z } from "zod";
import { contentId, contentType, saveResponse } from "#app/admin/content-api.server.ts";
import { VersionSchema } from "#app/domain/content-schemas.ts";
import { operatorFrom } from "#app/admin/actor.server.ts";
import { handleApi, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { listRevisions, restoreRevision } from "#app/models/content-store.server.ts";
import type { Route } from "./+types/content-revisions";

const RestoreSchema = VersionSchema.extend({
  revision: z.number({ error: "revision is required: the version to restore." }).int().min(1),
});

export async function loader({ params }: Route.LoaderArgs) {
  return handleApi(async () =>
    Response.json(await listRevisions(contentType(params.type), contentId(params.id))),
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return handleApi(async () => {
    const type = contentType(params.type);
    const id = contentId(params.id);
    const { revision, version } = await readJsonBody(request, RestoreSchema);
    return saveResponse(await restoreRevision(type, id, revision, version, operatorFrom(context)));
  });
}
