// GET /api/blog: all posts, newest first (SPEC.md section 7); ?featured=true for featured ones.
import { postApiFieldsOf } from "#app/domain/content/post-definition.ts";
import { PUBLIC_PAGE_CACHE_CONTROL } from "#app/http/cache-headers.ts";
import { handleApi, jsonError, methodNotAllowed } from "#app/http/api.server.ts";
import { listPosts } from "#app/models/posts.server.ts";
import type { Post } from "#app/models/types.ts";
import type { Route } from "./+types/blog";

/** SPEC.md's Blog post fields: the id, and those the post's definition sends. */
export function toApiPost(post: Post) {
  return { id: post.id, ...postApiFieldsOf(post) };
}

export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(async () => {
    const params = new URL(request.url).searchParams;
    for (const key of params.keys()) {
      if (key !== "featured") return jsonError(400, `Unknown query parameter "${key}".`);
    }
    const featured = params.get("featured");
    if (featured !== null && featured !== "true" && featured !== "false") {
      return jsonError(400, 'Invalid featured: use "true" or "false".');
    }
    const posts = await listPosts();
    const selected =
      featured === null ? posts : posts.filter((post) => post.featured === (featured === "true"));
    return Response.json(selected.map(toApiPost), {
      headers: { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL },
    });
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
