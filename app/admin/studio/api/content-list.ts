// GET /api/admin/content/{type}?q=&status=&city=&sort=&page=: one page of items, newest change
// first; POST /api/admin/content/{type}: creates an item (a draft unless the body says otherwise;
// only an editor may create one published).
import { z } from "zod";
import {
  actingFrom,
  contentType,
  itemJson,
  saveResponse,
} from "#app/admin/studio/content-api.server.ts";
import { withDerivedSlug } from "#app/domain/content/studio-form.ts";
import { checkChanges, ContentListQuerySchema } from "#app/domain/content/content-schemas.ts";
import { CONTENT_BODY_LIMIT_BYTES } from "#app/http/request-body.server.ts";
import { handleApi, methodNotAllowed, readJsonBody } from "#app/http/api.server.ts";
import { listContent } from "#app/models/content-store.server.ts";
import { createItem } from "#app/use-cases/studio/save-content.server.ts";
import type { Route } from "./+types/content-list";

export async function loader({ params, url }: Route.LoaderArgs) {
  return handleApi(async () => {
    const type = contentType(params.type);
    const query = ContentListQuerySchema.parse(Object.fromEntries(url.searchParams));
    const list = await listContent(type, query);
    return Response.json({ ...list, items: list.items.map(itemJson) });
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return handleApi(async () => {
    const type = contentType(params.type);
    const body = await readJsonBody(request, z.record(z.string(), z.unknown()), {
      limitBytes: CONTENT_BODY_LIMIT_BYTES,
    });
    // A new item sent without a slug gets one from its title; each field is checked once here.
    const checked = checkChanges(type, withDerivedSlug(type, body));
    if (!checked.ok) return saveResponse(checked);
    return saveResponse(await createItem(type, checked.changes, actingFrom(context)), 201);
  });
}
