// The "Practical facts" block on a hotel's page: power, water, payment, pickup, licence and access,
// each only when a public source states it, with that source and the day we checked it. A hotel
// with none shows nothing: an empty row would read as "no".
import { Heading } from "#app/components/ui/heading.tsx";
import { formatLongDate } from "#app/domain/dates.ts";
import { practicalRows, type PracticalFact } from "#app/domain/practical-facts.ts";

export function PracticalFacts({ facts }: { facts: readonly PracticalFact[] }) {
  const rows = practicalRows(facts);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="practical-facts" className="mt-10">
      <Heading level={2} size="subsection" id="practical-facts">
        Practical facts
      </Heading>
      <p className="mt-2 text-sm text-slate-600">
        Only what a public source states; confirm with the hotel before you rely on it.
      </p>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr]">
            <dt className="font-semibold text-slate-900">{row.label}</dt>
            <dd className="text-slate-800">
              {row.text}
              {row.facts.map((fact) => (
                <span key={`${fact.key}-${fact.value}`} className="block text-xs text-slate-600">
                  {fact.source.url ? (
                    <a
                      href={fact.source.url}
                      rel="nofollow noopener"
                      className="text-brand-700 underline"
                    >
                      {`${fact.source.publisher}: ${fact.source.title}`}
                    </a>
                  ) : (
                    `${fact.source.publisher}: ${fact.source.title}`
                  )}
                  {`, checked ${formatLongDate(`${fact.checkedOn}T12:00:00Z`)}`}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
