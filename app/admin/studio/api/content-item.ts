// GET /api/admin/content/{type}/{id}: the item with its version and its `workflow` (pending
// draft, review, scheduled changes). PUT: saves any of its fields, with the `version` it was
// loaded at (409 when someone saved since), to the item or to its pending draft by the person's
// role, or with ?as=draft as the pending draft (docs/decisions/035; the answer then carries
// `draftVersion`). DELETE: archives it (its
// page answers 410 Gone; it stays restorable from its revisions); an editor's decision.
import { z } from "zod";
import {
  actingFrom,
  contentId,
  contentType,
  itemJson,
  saveResponse,
} from "#app/admin/studio/content-api.server.ts";
import { checkChanges, isPageType, VersionSchema } from "#app/domain/content/content-schemas.ts";
import { CONTENT_BODY_LIMIT_BYTES } from "#app/http/request-body.server.ts";
import { handleApi, jsonError, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { getContentItem } from "#app/models/content-store.server.ts";
import { getWorkflow } from "#app/models/editorial.server.ts";
import { previewLink } from "#app/models/preview.server.ts";
import { archiveItem, saveItem } from "#app/use-cases/studio/save-content.server.ts";
import type { Route } from "./+types/content-item";

const SaveSchema = VersionSchema.extend({}).catchall(z.unknown());

export async function loader({ params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const type = contentType(params.type);
    const item = await getContentItem(type, contentId(params.id));
    if (!item) return jsonError(404, `No ${type} item with the id ${params.id}.`);
    // Only kinds with a page of their own have a preview.
    const previewPath = isPageType(type) ? previewLink(type, item.id, item.fields) : null;
    return Response.json({
      ...itemJson(item),
      previewPath,
      workflow: await getWorkflow(type, item.id),
    });
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "PUT" && request.method !== "DELETE") {
    return methodNotAllowed(["GET", "PUT", "DELETE"]);
  }
  return handleApi(async () => {
    const type = contentType(params.type);
    const id = contentId(params.id);
    if (request.method === "DELETE") {
      return saveResponse(await archiveItem(type, id, actingFrom(context)));
    }
    const { version, ...changes } = await readJsonBody(request, SaveSchema, {
      limitBytes: CONTENT_BODY_LIMIT_BYTES,
    });
    // ?as=draft keeps a published item as it is and saves the changes as its pending draft.
    const asDraft = new URL(request.url).searchParams.get("as") === "draft";
    const checked = checkChanges(type, changes);
    if (!checked.ok) return saveResponse(checked);
    return saveResponse(
      await saveItem(type, id, version, checked.changes, actingFrom(context), { asDraft }),
    );
  });
}
