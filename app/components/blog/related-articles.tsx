import { PostGrid } from "#app/components/blog/blog-card.tsx";
import type { CardPost } from "#app/components/blog/blog-card-data.ts";
import { Section } from "#app/components/ui/section.tsx";

/** A related-articles slot: renders nothing when there is nothing related (SPEC.md section 4). */
export function RelatedArticles(props: {
  id: string;
  title: string;
  posts: readonly CardPost[];
  /** The articles' language when it is not the page's (English guides on a French page). */
  lang?: string;
}) {
  if (props.posts.length === 0) return null;
  return (
    <Section id={props.id} title={props.title}>
      <div className="mt-6" lang={props.lang}>
        <PostGrid posts={props.posts} tagCount={2} label={props.title} />
      </div>
    </Section>
  );
}
