// Pieces every long-form page layout shares: its contents list and its dates. The body and intro
// come rendered from the server (pages.server.ts).
import type { SectionLink } from "#app/domain/text/markdown-html.ts";
import { formatLongDate } from "#app/domain/shared/dates.ts";

/** The list of a page's sections, each a link to its heading. */
export function PageContents({
  label,
  sections,
  className,
}: {
  label: string;
  sections: readonly SectionLink[];
  className?: string;
}) {
  if (sections.length < 2) return null;
  return (
    <nav aria-label={label} className={`rounded-xl bg-slate-50 p-5 ${className ?? ""}`}>
      <h2 className="text-sm font-semibold text-slate-900">{label}</h2>
      <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              {section.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** "Facts last reviewed …", when an editor has recorded a review. */
export function FactsReviewed({ on }: { on: string | null }) {
  if (!on) return null;
  return (
    <>
      Facts last reviewed <time dateTime={on}>{formatLongDate(`${on}T00:00:00Z`)}</time>
    </>
  );
}

/** A page's breadcrumb label: its title up to any colon ("Ancient Ghana Culture: …"). */
export function shortTitle(title: string): string {
  return title.split(":")[0]!.trim();
}
