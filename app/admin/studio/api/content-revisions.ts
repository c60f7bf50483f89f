// GET /api/admin/content/{type}/{id}/revisions: every saved version, newest first, with who saved
// it, when, what changed and whether it is a draft's. POST {revision, version, publish?}: restores
// that revision's fields as a draft (`version` is the item's current one, as for any save): the
// pending draft of a published item, which visitors do not see until it is published, or the
// draft item itself. `publish: true` (editors only) restores and publishes at once.
import { z } from "zod";
import {
  actingFrom,
  contentId,
  contentType,
  saveResponse,
} from "#app/admin/studio/content-api.server.ts";
import { VersionSchema } from "#app/domain/content/content-schemas.ts";
import { handleApi, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { listRevisions } from "#app/models/content-store.server.ts";
import { restoreRevision } from "#app/use-cases/studio/revisions.server.ts";
import type { Route } from "./+types/content-revisions";

const RestoreSchema = VersionSchema.extend({
  revision: z.number({ error: "revision is required: the version to restore." }).int().min(1),
  publish: z.boolean({ error: "publish is true or false." }).optional(),
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
    const { revision, version, publish } = await readJsonBody(request, RestoreSchema);
    return saveResponse(
      await restoreRevision(type, id, revision, version, actingFrom(context), { publish }),
    );
  });
}
