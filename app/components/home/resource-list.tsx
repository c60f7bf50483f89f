import type { Guide } from "#app/content/guides.ts";
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
          <li
            key={guide.slug}
            className="relative rounded-lg border border-slate-200 bg-white p-5 hover:shadow-md"
          >
            <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
              {guide.category}
            </p>
            <h3 className="mt-1 font-semibold text-slate-900">
              <a
                href={`/blog/${guide.slug}`}
                className="after:absolute after:inset-0 hover:underline"
              >
                {guide.title}
              </a>
            </h3>
            <p className="mt-1 text-sm leading-6 text-slate-700">{guide.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
