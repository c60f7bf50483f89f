import type { Guide } from "#app/content/guides.ts";
import { GuideCard } from "#app/components/blog/guide-card.tsx";
import { Section } from "#app/components/ui/section.tsx";

/**
 * The home page's resources: guide links (SPEC.md section 9: limit 12). Static, so the server
 * renders it to HTML (resource-list.server.ts) and the page shows it as it is.
 */
export function ResourceList({ guides }: { guides: readonly Guide[] }) {
  return (
    <Section id="resources" title="Ghana Travel Resources" size="section">
      <p className="mt-2 max-w-3xl text-slate-700">
        Practical guides to documents, airports, money, cities and culture.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {guides.slice(0, 12).map((guide) => (
          <GuideCard key={guide.slug} guide={guide} isCompact />
        ))}
      </ul>
    </Section>
  );
}
