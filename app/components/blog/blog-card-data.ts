// What a post's card shows, and so all a loader sends for one.
import type { PostSummary } from "#app/models/types.ts";

export type CardPost = Pick<
  PostSummary,
  "slug" | "title" | "excerpt" | "image" | "publishedAt" | "tags" | "readingMinutes"
>;

/** The fields a card shows: loaders send only these. */
export function toCardPost(post: CardPost): CardPost {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    image: post.image,
    publishedAt: post.publishedAt,
    tags: post.tags.slice(0, 3),
    readingMinutes: post.readingMinutes,
  };
}
