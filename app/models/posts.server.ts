// Blog posts, served from the in-process content cache, newest first.
import { relatedPosts, type RelatedQuery } from "#app/domain/text/related-posts.ts";
import { getContent } from "#app/models/content-snapshot/serve.server.ts";
import type { Post, PostSummary } from "#app/models/types.ts";

export async function listPosts(): Promise<readonly Post[]> {
  return (await getContent()).posts;
}

export async function findPostBySlug(slug: string): Promise<Post | undefined> {
  return (await getContent()).postsBySlug.get(slug);
}

/** Posts for a related-articles slot, as summaries. */
export async function listRelatedPosts(query: RelatedQuery): Promise<PostSummary[]> {
  return relatedPosts(await listPosts(), query).map(toPostSummary);
}

/** What a card needs: everything but the body. */
export function toPostSummary(post: Post): PostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    image: post.image,
    author: post.author,
    publishedAt: post.publishedAt,
    tags: post.tags,
    featured: post.featured,
    readingMinutes: post.readingMinutes,
  };
}
