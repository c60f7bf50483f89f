import type { Guide } from "#app/content/guides.ts";
import { PostGrid } from "#app/components/blog/blog-card.tsx";
import { GuideCard } from "#app/components/blog/guide-card.tsx";
import { type CardPost } from "#app/models/cards.ts";
import { Section } from "#app/components/ui/section.tsx";

/** A related-articles slot: renders nothing when there is nothing related (SPEC.md section 4). */
export function RelatedArticles(props: { id: string; title: string; posts: readonly CardPost[] }) {
  if (props.posts.length === 0) return null;
  return (
    <Section id={props.id} title={props.title}>
      <div className="mt-6">
        <PostGrid posts={props.posts} tagCount={2} label={props.title} />
      </div>
    </Section>
  );
}

/** Links to resource guides, each to its article; nothing when the list is empty. */
export function GuideList(props: { id: string; title: string; guides: readonly Guide[] }) {
  if (props.guides.length === 0) return null;
  return (
    <Section id={props.id} title={props.title}>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {props.guides.map((guide) => (
          <GuideCard key={guide.slug} guide={guide} />
        ))}
      </ul>
    </Section>
  );
}
