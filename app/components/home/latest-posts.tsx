// The home page's latest featured posts (SPEC.md section 2): up to 6 cards under a heading and
// 'View All Articles', which come as server markup (home-markup.server.tsx). Renders nothing
// when there are no posts.
import { PostGrid } from "#app/components/blog/blog-card.tsx";
import { ServerMarkupBlock } from "#app/components/server-markup.tsx";
import type { ServerMarkup } from "#app/domain/text/markdown-html.ts";
import type { CardPost } from "#app/components/blog/blog-card-data.ts";

export function LatestPosts({
  posts,
  header,
}: {
  posts: readonly CardPost[];
  header: ServerMarkup;
}) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="latest-posts">
      <ServerMarkupBlock part={header} className="flex flex-wrap items-end justify-between gap-4" />
      <div className="mt-6">
        <PostGrid posts={posts.slice(0, 6)} label="Latest articles" />
      </div>
    </section>
  );
}
