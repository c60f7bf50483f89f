// The "Practical facts" block on a hotel's page: power, water, payment, pickup, licence, access and
// check-in times, each only once an editor has accepted it, with who states it and when ("Stated
// by the hotel, Nov 2026", or the publication). A hotel with none shows nothing: an empty row
// would read as "no".
import { Heading } from "#app/components/ui/heading.tsx";
import { formatLongDate } from "#app/domain/dates.ts";
import { factProvenance, practicalRows, type PracticalFact } from "#app/domain/practical-facts.ts";

export function PracticalFacts({ facts }: { facts: readonly PracticalFact[] }) {
  const rows = practicalRows(facts);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="practical-facts" className="mt-10">
      <Heading level={2} size="subsection" id="practical-facts">
        Practical facts
      </Heading>
      <p className="mt-2 text-sm text-slate-600">
        Each fact says who states it and when; confirm with the hotel before you rely on it.
      </p>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr]">
            <dt className="font-semibold text-slate-900">{row.label}</dt>
            <dd className="text-slate-800">
              {row.text}
              {row.facts.map((fact) => (
                <span key={`${fact.key}-${fact.value}`} className="block text-xs text-slate-600">
                  {fact.source.kind === "hotel" ? (
                    factProvenance(fact.source)
                  ) : (
                    <>
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
                    </>
                  )}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
