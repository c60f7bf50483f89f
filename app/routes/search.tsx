// /search?q=: the whole site in one ranked page, grouped by kind, with the matched words marked;
// /fr/search?q=, where French pages' search boxes send, the same in French, French pages first.
// A GET form, so it works without scripts; the box suggests pages as you type once they load.
// Answered from the in-memory index (app/models/site-search.server.ts), never a database query.
import { data, Link } from "react-router";
import { PageHero } from "#app/components/page-hero.tsx";
import { SiteSearchBox } from "#app/components/search/site-search-box.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { localeOfPath } from "#app/domain/languages/locale.ts";
import { SearchQuerySchema } from "#app/domain/search/search-query.ts";
import { normalizeSearchQuery, type HighlightedText } from "#app/domain/search/site-search.ts";
import { SERVER_MAX_AGE_HEADER } from "#app/http/cache-headers.ts";
import { translate, translated } from "#app/i18n/i18n.server.ts";
import { countPersonSearch } from "#app/models/search-counts.server.ts";
import { searchPageResults } from "#app/models/site-search.server.ts";
import { buildMeta } from "#app/seo/meta.ts";
import { useChrome } from "#app/site-config.ts";
import type { Route } from "./+types/search";

// Searches are counted, so no cache outside this server may answer one: the server's own page
// cache keeps the page, and counts each search it answers (app/pages/cached-page-hits.server.ts).
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
  // /fr/search: the same search, French pages first, its words in French (issue 44).
  const lang = localeOfPath(url.pathname);
  const results = await searchPageResults(query, kind, lang);
  countPersonSearch(query, results.total, request.headers.get("User-Agent"));
  const words = translated(lang, "search");
  const groups = (
    kind ? results.groups.filter((group) => group.kind === kind) : results.groups
  ).map((group) => ({
    ...group,
    allLabel: translate(lang, "search.all", {
      count: group.total,
      kind: words.kinds[group.kind].many,
    }),
  }));
  const status =
    results.total === 0
      ? translate(lang, "search.nothing", { query })
      : translate(lang, "search.results", { count: results.total, query });
  const metaTitle = query ? translate(lang, "search.metaTitle", { query }) : words.crumb;
  return data(
    { ...results, groups, kind, lang, words, status, metaTitle },
    { headers: SEARCH_HEADERS },
  );
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { query, total, groups, correctedQuery, suggestions, kind, lang, words, status } =
    loaderData;
  // The header's search words, in the page's language, with a longer hint for the big box.
  const box = { ...useChrome().header.labels, searchPlaceholder: words.placeholder };
  const path = box.searchPath;
  const crumbs = [words.home, { label: words.crumb, href: path }];
  return (
    <div>
      <PageHero title={words.title} crumbs={crumbs} lead={words.lead}>
        <SiteSearchBox
          key={query}
          look="page"
          words={box}
          defaultValue={query}
          className="mt-8 max-w-2xl"
        />
      </PageHero>

      <div className="mx-auto max-w-5xl space-y-10 px-4 py-12">
        {query ? (
          <div role="status" className="space-y-1 text-slate-700">
            <p>{status}</p>
            {correctedQuery && total > 0 ? (
              <p>
                {words.corrected} <strong className="text-slate-900">{correctedQuery}</strong>.
              </p>
            ) : null}
          </div>
        ) : (
          <p className="text-slate-700">
            {words.examplesLead} <SearchLink path={path} query={words.examples[0]!} />,{" "}
            <SearchLink path={path} query={words.examples[1]!} /> {words.or}{" "}
            <SearchLink path={path} query={words.examples[2]!} />.
          </p>
        )}

        {kind ? (
          <p>
            <Link
              to={`${path}?q=${encodeURIComponent(query)}`}
              className="font-semibold text-brand-700 underline"
            >
              {words.everyKind}
            </Link>
          </p>
        ) : null}

        {groups.map((group) => (
          <section key={group.kind} aria-labelledby={`results-${group.kind}`}>
            <Heading level={2} size="minor" id={`results-${group.kind}`}>
              {words.kinds[group.kind].heading}{" "}
              <span className="font-normal text-slate-600">({group.total})</span>
            </Heading>
            <ol className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200">
              {group.hits.map((hit) => {
                // A page in the other language says so, and in which language it is written.
                const hitLang = hit.lang ?? "en";
                const other = hitLang === lang ? undefined : hitLang;
                return (
                  <li key={hit.url} className="p-4">
                    <Link
                      to={hit.url}
                      lang={other}
                      className="text-lg font-semibold text-brand-800 hover:underline"
                    >
                      <Marked parts={hit.title} />
                    </Link>
                    {other ? (
                      <span lang={words.otherLanguage.lang} className="ml-2 text-sm text-slate-600">
                        {words.otherLanguage.text}
                      </span>
                    ) : null}
                    <p lang={other} className="mt-1 text-sm text-slate-700">
                      <Marked parts={hit.snippet} />
                    </p>
                  </li>
                );
              })}
            </ol>
            {group.total > group.hits.length ? (
              <p className="mt-3">
                <Link
                  to={`${path}?q=${encodeURIComponent(query)}&kind=${group.kind}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {group.allLabel}
                </Link>
              </p>
            ) : null}
          </section>
        ))}

        {query && total === 0 ? (
          <section aria-labelledby="try" className="rounded-xl border border-slate-200 p-6">
            <Heading level={2} size="minor" id="try">
              {words.tryInstead}
            </Heading>
            {suggestions.length > 0 ? (
              <ul className="mt-3 flex flex-wrap gap-2">
                {suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <SearchLink
                      path={path}
                      query={suggestion}
                      className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="mt-4 text-slate-700">
              {words.browseLead}{" "}
              {words.browse.map((link, index) => (
                <span key={link.href}>
                  {index === 0 ? "" : index === words.browse.length - 1 ? ` ${words.and} ` : ", "}
                  <Link to={link.href} className="font-semibold text-brand-700 underline">
                    {link.label}
                  </Link>
                </span>
              ))}
              .
            </p>
          </section>
        ) : null}
      </div>
    </div>
  );
}

function SearchLink(props: { path: string; query: string; className?: string }) {
  return (
    <Link
      to={`${props.path}?q=${encodeURIComponent(props.query)}`}
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
  if (!loaderData) return buildMeta(site, { title: "Search", path: "/search", index: false });
  const { words, lang } = loaderData;
  return buildMeta(site, {
    title: loaderData.metaTitle,
    description: words.metaDescription,
    path: lang === "fr" ? "/fr/search" : "/search",
    index: false,
    locale: lang,
  });
};

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}
