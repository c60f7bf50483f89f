// GET /api/admin/content/scheduled: every pending scheduled publish and unpublish, soonest first.
// GET /api/admin/content/in-review: everything waiting for an editor, longest waiting first.
import { handleApi } from "#app/http/api.server.ts";
import { listInReview, listScheduled } from "#app/models/editorial.server.ts";
import type { Route } from "./+types/content-scheduled";

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () =>
    Response.json(
      new URL(request.url).pathname.endsWith("/in-review")
        ? await listInReview()
        : await listScheduled(),
    ),
  );
}
