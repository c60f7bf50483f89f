import type { Guide } from "#app/content/guides.ts";
import { Link } from "react-router";
import { PostGrid } from "#app/components/blog/blog-card.tsx";
import { type CardPost } from "#app/models/cards.ts";
import { Heading } from "#app/components/ui/heading.tsx";

/** A related-articles slot: renders nothing when there is nothing related (SPEC.md section 4). */
export function RelatedArticles(props: { id: string; title: string; posts: readonly CardPost[] }) {
  if (props.posts.length === 0) return null;
  return (
    <section aria-labelledby={props.id}>
      <Heading level={2} size="title" id={props.id}>
        {props.title}
      </Heading>
      <div className="mt-6">
        <PostGrid posts={props.posts} tagCount={2} label={props.title} />
      </div>
    </section>
  );
}

/** Links to resource guides, each to its article; nothing when the list is empty. */
export function GuideList(props: { id: string; title: string; guides: readonly Guide[] }) {
  if (props.guides.length === 0) return null;
  return (
    <section aria-labelledby={props.id}>
      <Heading level={2} size="title" id={props.id}>
        {props.title}
      </Heading>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {props.guides.map((guide) => (
          <li
            key={guide.slug}
            className="relative rounded-xl border border-slate-200 bg-white p-5 transition hover:shadow-md"
          >
            <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
              {guide.category}
            </p>
            <h3 className="mt-2 font-semibold text-slate-900">
              <Link
                to={`/blog/${guide.slug}`}
                className="after:absolute after:inset-0 hover:text-brand-800 hover:underline"
              >
                {guide.title}
              </Link>
            </h3>
            <p className="mt-2 text-sm leading-6 text-slate-700">{guide.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
