// The home page's latest featured posts (SPEC.md section 2): up to 6 cards and 'View All
// Articles'. Renders nothing when there are no posts.
import { Link } from "react-router";

export interface LatestPost {
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  publishedAt: string;
  tags: string[];
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

export function LatestPosts({ posts }: { posts: LatestPost[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="latest-posts">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="latest-posts" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Latest from the Ghana Travel Blog
        </h2>
        <Link
          to="/blog"
          className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          View All Articles
        </Link>
      </div>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.slice(0, 6).map((post) => (
          <li key={post.slug}>
            <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md">
              <img
                src={post.image}
                alt=""
                width={600}
                height={400}
                loading="lazy"
                decoding="async"
                className="aspect-[3/2] w-full bg-brand-100 object-cover"
              />
              <div className="flex flex-1 flex-col p-5">
                <ul aria-label="Tags" className="flex flex-wrap gap-2">
                  {post.tags.slice(0, 3).map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
                <h3 className="mt-3 text-lg leading-snug font-semibold text-slate-900">
                  <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0">
                    {post.title}
                  </Link>
                </h3>
                <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-700">{post.excerpt}</p>
                <p className="mt-auto pt-4 text-sm text-slate-600">
                  <time dateTime={post.publishedAt}>
                    {dateFormat.format(new Date(post.publishedAt))}
                  </time>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
