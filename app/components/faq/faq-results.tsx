// One page of FAQ search results, grouped by category; each answer links to its own place.
import { Link } from "react-router";
import { FaqAccordion } from "#app/components/faq/faq-accordion.tsx";
import type { PublishedFaqCategory } from "#app/domain/faq/faq.ts";
import { faqAnswerPath, faqCategoryPath } from "#app/domain/faq/faq-paths.ts";
import { Heading } from "#app/components/ui/heading.tsx";

export function FaqResults({ groups }: { groups: readonly PublishedFaqCategory[] }) {
  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`results-${group.id}`}>
          <Heading level={2} size="subsection" id={`results-${group.id}`}>
            <Link
              to={faqCategoryPath(group.id)}
              className="underline-offset-4 hover:text-brand-800 hover:underline"
            >
              {group.title}
            </Link>
          </Heading>
          <div className="mt-3">
            <FaqAccordion
              entries={group.entries}
              footerOf={(entry) => (
                <p className="mt-3 text-sm">
                  <Link
                    to={faqAnswerPath(group.id, entry.slug)}
                    className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                  >
                    This answer in {group.title}
                  </Link>
                </p>
              )}
            />
          </div>
        </section>
      ))}
    </div>
  );
}
