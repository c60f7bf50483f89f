// The "Practical facts" block on a hotel's page: power, water, payment, pickup, licence, access and
// check-in times, each only once an editor has accepted it, with who states it and when ("Stated
// by the hotel, Nov 2026", "Reported by 3 guests, latest Oct 2026", or the publication). Where
// accepted statements disagree, the newest shows and the others are listed under it. A hotel with
// no fact shows none (an empty row would read as "no"), but always asks guests who stayed.
import { Heading } from "#app/components/ui/heading.tsx";
import { formatLongDate } from "#app/domain/dates.ts";
import {
  earlierStatement,
  factProvenance,
  practicalRows,
  type PracticalFact,
} from "#app/domain/practical-facts.ts";

function Provenance({ fact }: { fact: PracticalFact }) {
  if (fact.source.kind === "hotel" || fact.source.kind === "guests") {
    return <>{factProvenance(fact.source)}</>;
  }
  const named = `${fact.source.publisher}: ${fact.source.title}`;
  return (
    <>
      {fact.source.url ? (
        <a href={fact.source.url} rel="nofollow noopener" className="text-brand-700 underline">
          {named}
        </a>
      ) : (
        named
      )}
      {`, checked ${formatLongDate(`${fact.checkedOn}T12:00:00Z`)}`}
    </>
  );
}

export function PracticalFacts({
  facts,
  earlier = [],
  slug,
}: {
  facts: readonly PracticalFact[];
  earlier?: readonly PracticalFact[];
  slug: string;
}) {
  const rows = practicalRows(facts);
  return (
    <>
      {rows.length > 0 ? (
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
                    <span
                      key={`${fact.source.kind ?? "publication"}-${fact.value}-${fact.source.publisher}`}
                      className="block text-xs text-slate-600"
                    >
                      <Provenance fact={fact} />
                    </span>
                  ))}
                  {earlier
                    .filter((fact) => fact.key === row.key)
                    .map((fact) => (
                      <span
                        key={`earlier-${fact.source.kind ?? "publication"}-${fact.value}`}
                        className="block text-xs text-slate-600"
                      >
                        {earlierStatement(fact)}
                      </span>
                    ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <p className="mt-6 text-sm text-slate-800">
        <strong>Stayed here?</strong>{" "}
        <a href={`/hotels/${slug}/stayed`} className="font-semibold text-brand-800 underline">
          Tell other travellers
        </a>{" "}
        what you found: power, water, payment, pickup.
      </p>
    </>
  );
}
