// GET /api/admin/media/{id}: an uploaded photo's size, placeholder and status, and `urls`, the
// served derivative paths under /media/, once the background job has cut them.
import { parseId } from "#app/domain/shared/ids.ts";
import { handleApi, jsonError, methodNotAllowed } from "#app/http/api.server.ts";
import { getMedia } from "#app/models/media.server.ts";
import type { Route } from "./+types/media-item";

export async function loader({ params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const id = parseId(params.id);
    const item = id === null ? null : await getMedia(id);
    if (!item) return jsonError(404, `No uploaded photo has the id "${params.id}".`);
    const { derivatives: _derivatives, ...rest } = item;
    return Response.json(rest);
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
