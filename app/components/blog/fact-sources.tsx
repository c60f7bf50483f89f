// "Sources" at the end of an article: the publications behind the registered facts it states
// (app/content/facts.ts), each with its publisher, its title linked and its date, so a reader can
// read the evidence. Rendered on the server only (fact-sources.server.ts).
import { PublicationItem } from "#app/components/page/publication-item.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { formatDayMonthYear } from "#app/domain/shared/dates.ts";
import type { FactSource } from "#app/domain/facts/facts.ts";

function sourceDate(date: string): string {
  // A source dated to the month or year only is shown as such, never with an invented day.
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatDayMonthYear(date) : date;
}

export function FactSources({ sources }: { sources: readonly FactSource[] }) {
  return (
    <section aria-labelledby="fact-sources" className="border-t border-slate-200 pt-6">
      <Heading level={2} size="subsection" id="fact-sources">
        Sources
      </Heading>
      <p className="mt-2 text-sm text-slate-600">
        The publications behind the facts in this article, from our fact register:
      </p>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
        {sources.map((source) => (
          <PublicationItem
            key={`${source.publisher} ${source.title}`}
            source={source}
            dateOf={sourceDate}
          />
        ))}
      </ul>
    </section>
  );
}
