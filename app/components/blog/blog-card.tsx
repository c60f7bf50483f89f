import { Link } from "react-router";
import { formatLongDate } from "#app/domain/shared/dates.ts";
import { readingTimeLabel } from "#app/domain/text/reading-time.ts";
import { PostImage } from "#app/components/blog/post-image.tsx";
import { CardSkeleton } from "#app/components/ui/card-skeleton.tsx";
import type { CardPost } from "#app/components/blog/blog-card-data.ts";

const BLOG_SKELETON_BARS = ["h-4 w-1/3", "h-5 w-3/4", "h-4 w-full"];

export function TagList({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** A post card: image (with a fallback), tags (3, or 2 on related cards), title, excerpt, date. */
export function BlogCard({
  post,
  tagCount = 3,
  isLazy = true,
}: {
  post: CardPost;
  tagCount?: 2 | 3;
  isLazy?: boolean;
}) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <PostImage src={post.image} size="card" isLazy={isLazy} />
      <div className="flex flex-1 flex-col p-5">
        <TagList tags={post.tags.slice(0, tagCount)} />
        <h3 className="mt-3 text-lg leading-snug font-semibold text-slate-900">
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 hover:text-brand-800 hover:underline"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{post.excerpt}</p>
        <p className="mt-4 text-xs font-medium text-slate-600">
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          {readingTimeLabel(post.readingMinutes)}
        </p>
      </div>
    </article>
  );
}

/** Post cards, or six placeholders while a client navigation loads them. */
export function PostGrid(props: {
  posts: readonly CardPost[];
  isLoading?: boolean;
  tagCount?: 2 | 3;
  label: string;
  eagerCount?: number;
}) {
  if (props.isLoading) {
    return (
      <div
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        role="status"
        aria-label="Loading articles"
      >
        {Array.from({ length: 6 }, (_, index) => (
          <CardSkeleton key={index} bars={BLOG_SKELETON_BARS} />
        ))}
      </div>
    );
  }
  return (
    <ul aria-label={props.label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {props.posts.map((post, index) => (
        <li key={post.slug}>
          <BlogCard
            post={post}
            tagCount={props.tagCount}
            isLazy={index >= (props.eagerCount ?? 0)}
          />
        </li>
      ))}
    </ul>
  );
}
