// The "Practical facts" block on a hotel's page: power, water, payment, pickup, licence, access and
// check-in times, each only once an editor has accepted it, with who states it and when ("Stated
// by the hotel, Nov 2026", "Reported by 3 guests, latest Oct 2026", or the publication). Where
// accepted statements disagree, the newest shows and the others are listed under it. A hotel with
// no fact shows none (an empty row would read as "no"), but always asks guests who stayed.
import { Heading } from "#app/components/ui/heading.tsx";
import { formatLongDate } from "#app/domain/shared/dates.ts";
import {
  earlierStatement,
  factProvenance,
  practicalRows,
  type FactSourceRef,
  type PracticalFact,
  type PracticalFactKey,
} from "#app/domain/facts/practical-facts.ts";

/**
 * The block's words in another language than English (French pages). Functions, as the block is
 * only rendered on the server (practical-facts.server.ts).
 */
export interface PracticalFactsWords {
  heading: string;
  intro: string;
  label: (key: PracticalFactKey) => string;
  value: (fact: PracticalFact) => string;
  provenance: (source: FactSourceRef) => string;
  checked: (day: string) => string;
  earlier: (fact: PracticalFact) => string;
  stayed: string;
  tell: string;
  tellRest: string;
  /** The guests' report form in the page's language. */
  stayedPath: (slug: string) => string;
}

function Provenance({ fact, words }: { fact: PracticalFact; words?: PracticalFactsWords }) {
  if (fact.source.kind === "hotel" || fact.source.kind === "guests") {
    return <>{words ? words.provenance(fact.source) : factProvenance(fact.source)}</>;
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
      {words
        ? `, ${words.checked(fact.checkedOn)}`
        : `, checked ${formatLongDate(`${fact.checkedOn}T12:00:00Z`)}`}
    </>
  );
}

export function PracticalFacts({
  facts,
  earlier = [],
  slug,
  words,
}: {
  facts: readonly PracticalFact[];
  earlier?: readonly PracticalFact[];
  slug: string;
  words?: PracticalFactsWords;
}) {
  const rows = practicalRows(facts).map((row) =>
    words
      ? {
          ...row,
          label: words.label(row.key),
          text: [...new Set(row.facts.map(words.value))].join(", "),
        }
      : row,
  );
  return (
    <>
      {rows.length > 0 ? (
        <section aria-labelledby="practical-facts" className="mt-10">
          <Heading level={2} size="subsection" id="practical-facts">
            {words?.heading ?? "Practical facts"}
          </Heading>
          <p className="mt-2 text-sm text-slate-600">
            {words?.intro ??
              "Each fact says who states it and when; confirm with the hotel before you rely on it."}
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
                      <Provenance fact={fact} words={words} />
                    </span>
                  ))}
                  {earlier
                    .filter((fact) => fact.key === row.key)
                    .map((fact) => (
                      <span
                        key={`earlier-${fact.source.kind ?? "publication"}-${fact.value}`}
                        className="block text-xs text-slate-600"
                      >
                        {words ? words.earlier(fact) : earlierStatement(fact)}
                      </span>
                    ))}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <p className="mt-6 text-sm text-slate-800">
        <strong>{words?.stayed ?? "Stayed here?"}</strong>{" "}
        <a
          href={words ? words.stayedPath(slug) : `/hotels/${slug}/stayed`}
          className="font-semibold text-brand-800 underline"
        >
          {words?.tell ?? "Tell other travellers"}
        </a>{" "}
        {words?.tellRest ?? "what you found: power, water, payment, pickup."}
      </p>
    </>
  );
}
