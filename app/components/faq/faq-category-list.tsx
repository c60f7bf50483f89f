// The FAQ's categories, each a link to its page with its number of answers.
import { Link } from "react-router";
import { faqCategoryPath } from "#app/domain/faq/faq-paths.ts";
import { Section } from "#app/components/ui/section.tsx";

export interface FaqCategorySummary {
  id: string;
  title: string;
  count: number;
}

export function FaqCategoryList({ categories }: { categories: readonly FaqCategorySummary[] }) {
  return (
    <Section id="faq-categories" title="Browse by category" size="subsection">
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          // The id keeps the links of the one-page FAQ (/faq#visa) landing on their category.
          <li
            key={category.id}
            id={category.id}
            className="scroll-mt-24 rounded-lg border border-slate-200 target:border-brand-700 target:bg-amber-50"
          >
            <Link
              to={faqCategoryPath(category.id)}
              className="flex items-baseline justify-between gap-3 px-4 py-3 font-semibold text-brand-800 hover:bg-slate-50 hover:text-brand-900"
            >
              <span className="underline-offset-2 hover:underline">{category.title}</span>
              <span className="shrink-0 text-sm font-normal whitespace-nowrap text-slate-600">
                {category.count} {category.count === 1 ? "answer" : "answers"}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
