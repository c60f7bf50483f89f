// GET /api/blog/{slug}: one post (SPEC.md section 7), 404 JSON when there is none.
import { PUBLIC_PAGE_CACHE_CONTROL } from "#app/http/cache-headers.ts";
import { handleApi, jsonError, methodNotAllowed } from "#app/http/api.server.ts";
import { findPostBySlug } from "#app/models/posts.server.ts";
import { toApiPost } from "#app/routes/api/blog.ts";
import type { Route } from "./+types/blog-post";

export async function loader({ params }: Route.LoaderArgs) {
  return handleApi(async () => {
    const post = await findPostBySlug(params.slug);
    if (!post) return jsonError(404, `No blog post has the slug "${params.slug}".`);
    return Response.json(toApiPost(post), {
      headers: { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL },
    });
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
