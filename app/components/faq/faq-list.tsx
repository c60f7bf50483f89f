// The FAQ answers as one accordion across every category: at most one answer is open.
import { FaqAnswer } from "#app/components/faq/faq-answer.tsx";
import type { FaqCategory } from "#app/content/faq.ts";
import { AccordionItem } from "#app/components/ui/accordion.tsx";
import { Heading } from "#app/components/ui/heading.tsx";

export function FaqList({ categories }: { categories: readonly FaqCategory[] }) {
  return (
    <div className="space-y-12">
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={category.id}>
          <Heading level={2} size="subsection" id={category.id} className="scroll-mt-24">
            {category.title}{" "}
            <span className="text-base font-normal text-slate-600">
              ({category.entries.length})
            </span>
          </Heading>
          <div className="mt-3 rounded-xl border border-slate-200 bg-white px-4 shadow-sm">
            {category.entries.map((entry) => (
              <AccordionItem key={entry.question} group="faq" question={entry.question}>
                <FaqAnswer text={entry.answer} />
              </AccordionItem>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** The category index: anchor links to each category with its number of questions. */
export function FaqCategoryIndex({ categories }: { categories: readonly FaqCategory[] }) {
  return (
    <nav aria-labelledby="faq-categories" className="rounded-xl bg-slate-50 p-5">
      <h2 id="faq-categories" className="text-sm font-semibold tracking-wide text-slate-900">
        Categories
      </h2>
      <ul className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={`#${category.id}`}
              className="text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
            >
              {category.title}
            </a>{" "}
            <span className="text-slate-600">({category.entries.length})</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
