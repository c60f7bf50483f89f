// The home page's latest featured posts (SPEC.md section 2): up to 6 cards and 'View All
// Articles'. Renders nothing when there are no posts.
import { Link } from "react-router";
import { PostGrid } from "#app/components/blog/blog-card.tsx";
import { type CardPost } from "#app/models/cards.ts";
import { Heading } from "#app/components/ui/heading.tsx";

export function LatestPosts({ posts }: { posts: readonly CardPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="latest-posts">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Heading level={2} size="section" id="latest-posts">
          Latest from the Ghana Travel Blog
        </Heading>
        <Link
          to="/blog"
          className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          View All Articles
        </Link>
      </div>
      <div className="mt-6">
        <PostGrid posts={posts.slice(0, 6)} label="Latest articles" />
      </div>
    </section>
  );
}
