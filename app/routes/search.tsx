// /search?q=: the whole site in one ranked page, grouped by kind, with the matched words marked.
// A GET form, so it works without scripts; the box suggests pages as you type once they load.
// Answered from the in-memory index (app/models/site-search.server.ts), never a database query.
import { data, Link } from "react-router";
import { PageHero } from "#app/components/page-hero.tsx";
import { SiteSearchBox } from "#app/components/search/site-search-box.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { SearchQuerySchema } from "#app/domain/search-query.ts";
import {
  normalizeSearchQuery,
  type HighlightedText,
  type SearchKind,
} from "#app/domain/site-search.ts";
import { SERVER_MAX_AGE_HEADER } from "#app/http/cache-headers.ts";
import { countPersonSearch } from "#app/models/search-counts.server.ts";
import { searchPageResults } from "#app/models/site-search.server.ts";
import { buildMeta } from "#app/seo/meta.ts";
import { trail } from "#app/seo/breadcrumbs.ts";
import type { Route } from "./+types/search";

const CRUMBS = trail({ label: "Search", href: "/search" });

const KINDS: Record<SearchKind, { heading: string; many: string }> = {
  hotel: { heading: "Hotels", many: "hotels" },
  city: { heading: "Cities", many: "cities" },
  article: { heading: "Articles", many: "articles" },
  faq: { heading: "FAQ answers", many: "answers" },
  guide: { heading: "Guides", many: "guides" },
};

// Searches are counted, so no cache outside this server may answer one: the server's own page
// cache keeps the page, and counts each search it answers (app/http/cached-page-hits.server.ts).
const SEARCH_HEADERS = {
  "Cache-Control": "private, max-age=0",
  "X-Robots-Tag": "noindex",
  [SERVER_MAX_AGE_HEADER]: "60",
};

export async function loader({ request, url }: Route.LoaderArgs) {
  const parsed = SearchQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw data(null, { status: 400 });
  const query = normalizeSearchQuery(parsed.data.q);
  const kind = parsed.data.kind ?? null;
  const results = await searchPageResults(query, kind);
  const groups = kind ? results.groups.filter((group) => group.kind === kind) : results.groups;
  countPersonSearch(query, results.total, request.headers.get("User-Agent"));
  return data({ ...results, groups, kind }, { headers: SEARCH_HEADERS });
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { query, total, groups, correctedQuery, suggestions, kind } = loaderData;
  return (
    <div>
      <PageHero
        title="Search Akwaaba Stays"
        crumbs={CRUMBS}
        lead="Hotels by name, area or amenity, cities, articles, FAQ answers and guides, all at once."
      >
        <SiteSearchBox key={query} look="page" defaultValue={query} className="mt-8 max-w-2xl" />
      </PageHero>

      <div className="mx-auto max-w-5xl space-y-10 px-4 py-12">
        {query ? (
          <div role="status" className="space-y-1 text-slate-700">
            <p>
              {total === 0
                ? `Nothing found for “${query}”.`
                : `${total} ${total === 1 ? "result" : "results"} for “${query}”.`}
            </p>
            {correctedQuery && total > 0 ? (
              <p>
                Showing results for <strong className="text-slate-900">{correctedQuery}</strong>.
              </p>
            ) : null}
          </div>
        ) : (
          <p className="text-slate-700">
            Type a hotel, a neighbourhood, a city or a question above, for example{" "}
            <SearchLink query="Osu" />, <SearchLink query="pool" /> or{" "}
            <SearchLink query="visa on arrival" />.
          </p>
        )}

        {kind ? (
          <p>
            <Link
              to={`/search?q=${encodeURIComponent(query)}`}
              className="font-semibold text-brand-700 underline"
            >
              Show results of every kind
            </Link>
          </p>
        ) : null}

        {groups.map((group) => (
          <section key={group.kind} aria-labelledby={`results-${group.kind}`}>
            <Heading level={2} size="minor" id={`results-${group.kind}`}>
              {KINDS[group.kind].heading}{" "}
              <span className="font-normal text-slate-600">({group.total})</span>
            </Heading>
            <ol className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200">
              {group.hits.map((hit) => (
                <li key={hit.url} className="p-4">
                  <Link
                    to={hit.url}
                    className="text-lg font-semibold text-brand-800 hover:underline"
                  >
                    <Marked parts={hit.title} />
                  </Link>
                  <p className="mt-1 text-sm text-slate-700">
                    <Marked parts={hit.snippet} />
                  </p>
                </li>
              ))}
            </ol>
            {group.total > group.hits.length ? (
              <p className="mt-3">
                <Link
                  to={`/search?q=${encodeURIComponent(query)}&kind=${group.kind}`}
                  className="font-semibold text-brand-700 underline"
                >
                  All {group.total} {KINDS[group.kind].many}
                </Link>
              </p>
            ) : null}
          </section>
        ))}

        {query && total === 0 ? (
          <section aria-labelledby="try" className="rounded-xl border border-slate-200 p-6">
            <Heading level={2} size="minor" id="try">
              Try instead
            </Heading>
            {suggestions.length > 0 ? (
              <ul className="mt-3 flex flex-wrap gap-2">
                {suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <SearchLink
                      query={suggestion}
                      className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-4 text-slate-700">
              Check the spelling, use fewer words, or browse{" "}
              <Link to="/hotels" className="font-semibold text-brand-700 underline">
                all hotels
              </Link>
              ,{" "}
              <Link to="/cities" className="font-semibold text-brand-700 underline">
                cities
              </Link>{" "}
              and the{" "}
              <Link to="/faq" className="font-semibold text-brand-700 underline">
                FAQ
              </Link>
              .
            </p>
          </section>
        ) : null}
      </div>
    </div>
  );
}

function SearchLink(props: { query: string; className?: string }) {
  return (
    <Link
      to={`/search?q=${encodeURIComponent(props.query)}`}
      className={props.className ?? "font-semibold text-brand-700 underline"}
    >
      {props.query}
    </Link>
  );
}

/** Text with its matched words in <mark>. */
function Marked({ parts }: { parts: HighlightedText }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = matches[0].loaderData.site;
  const query = loaderData?.query;
  return buildMeta(site, {
    title: query ? `“${query}”: Search` : "Search",
    description:
      "Search Akwaaba Stays: hotels, cities, articles, FAQ answers and guides for Ghana.",
    path: "/search",
    index: false,
  });
};

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}
