// The dashboard's view of site searches: what visitors look for most, and what they look for
// and do not find (a list of content to write, or of words to add to pages).
import type { SearchCount } from "#app/models/search-counts.server.ts";

const LISTS = [
  {
    id: "top-searches",
    title: "Top searches",
    none: "No searches yet.",
    rows: "top",
    figure: (row: SearchCount) => row.searches,
  },
  {
    id: "empty-searches",
    title: "Searches with no results",
    none: "Every search so far found something.",
    rows: "empty",
    figure: (row: SearchCount) => row.emptySearches,
  },
] as const;

export function SearchCounts(props: {
  top: SearchCount[];
  empty: SearchCount[];
  className?: string;
}) {
  return (
    <div className={`grid gap-8 md:grid-cols-2 ${props.className ?? ""}`}>
      {LISTS.map((list) => (
        <CountList key={list.id} {...list} rows={props[list.rows]} />
      ))}
    </div>
  );
}

function CountList(props: {
  id: string;
  title: string;
  none: string;
  rows: SearchCount[];
  figure: (row: SearchCount) => number;
}) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id} className="font-semibold text-slate-900">
        {props.title}
      </h2>
      {props.rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{props.none}</p>
      ) : (
        <ol className="mt-3 space-y-1 text-sm text-slate-800">
          {props.rows.map((row) => (
            <li
              key={row.query}
              className="flex justify-between gap-4 border-b border-slate-100 py-1"
            >
              <a
                href={`/search?q=${encodeURIComponent(row.query)}`}
                className="break-all text-brand-700 underline"
              >
                {row.query}
              </a>
              <span className="font-semibold">{props.figure(row)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
