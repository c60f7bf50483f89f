// A list of FAQ answers as one accordion: at most one answer open (SPEC.md section 4).
import { FaqAnswer } from "#app/components/faq/faq-answer.tsx";
import type { PublishedFaqEntry } from "#app/domain/faq/faq.ts";
import { AccordionItem } from "#app/components/ui/accordion.tsx";
import type { ReactNode } from "react";

export function FaqAccordion({
  entries,
  openSlug = null,
  hasAnchors = false,
  headingLevel = 3,
  footerOf,
}: {
  entries: readonly PublishedFaqEntry[];
  /** The answer a link asked to show open. */
  openSlug?: string | null;
  /** Each answer's slug as its #fragment: only on the answer's own (category) page. */
  hasAnchors?: boolean;
  headingLevel?: 2 | 3;
  /** Anything shown under an answer (a search result's link to its place). */
  footerOf?: (entry: PublishedFaqEntry) => ReactNode;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4 shadow-sm">
      {entries.map((entry) => (
        <AccordionItem
          key={entry.slug}
          group="faq"
          question={entry.question}
          headingLevel={headingLevel}
          anchor={hasAnchors ? entry.slug : undefined}
          isOpen={entry.slug === openSlug}
        >
          <FaqAnswer text={entry.answer} />
          {entry.checked ? (
            <p className="mt-3 text-xs text-slate-600">
              Checked <time dateTime={entry.checked.on}>{entry.checked.label}</time>
            </p>
          ) : null}
          {footerOf?.(entry)}
        </AccordionItem>
      ))}
    </div>
  );
}
