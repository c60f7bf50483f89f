// GET /api/blog: all posts, newest first (SPEC.md section 7); ?featured=true for featured ones.
import { PUBLIC_PAGE_CACHE_CONTROL } from "#app/http/cache-headers.ts";
import { handleApi, jsonError, methodNotAllowed } from "#app/http/api.server.ts";
import { listPosts } from "#app/models/posts.server.ts";
import type { Post } from "#app/models/types.ts";
import type { Route } from "./+types/blog";

/** SPEC.md's Blog post fields. */
export function toApiPost(post: Post) {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    image: post.image,
    author: post.author,
    publishedAt: post.publishedAt,
    tags: post.tags,
    featured: post.featured,
  };
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
