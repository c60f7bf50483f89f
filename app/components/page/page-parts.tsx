// Pieces every long-form page layout shares: its parsed body, its contents list and its dates.
import { MarkdownInline } from "#app/components/markdown-body.tsx";
import { parseMarkdown, type MdBlock, type MdHeading, headingsOf } from "#app/content/markdown.ts";
import { PAGE_BLOCKS } from "#app/domain/content-schemas.ts";
import { formatLongDate } from "#app/domain/dates.ts";
import type { Page } from "#app/models/types.ts";
import { useSiteConfig } from "#app/site-config.ts";

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/** The page's body as blocks, with links to this site told apart from links elsewhere. */
export function parsePageBody(page: Pick<Page, "body">, siteUrl: string): MdBlock[] {
  return parseMarkdown(page.body, {
    siteHost: hostOf(siteUrl),
    slotNames: Object.keys(PAGE_BLOCKS),
  });
}

export function usePageBody(page: Pick<Page, "body">) {
  const blocks = parsePageBody(page, useSiteConfig().url);
  return { blocks, sections: headingsOf(blocks).filter((heading) => heading.level === 2) };
}

/** A page's introduction: short Markdown shown as one run of text. */
export function PageIntro({ page }: { page: Pick<Page, "intro"> }) {
  return <MarkdownInline source={page.intro} options={{ siteHost: hostOf(useSiteConfig().url) }} />;
}

/** The list of a page's sections, each a link to its heading. */
export function PageContents({
  label,
  sections,
  className,
}: {
  label: string;
  sections: readonly MdHeading[];
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
