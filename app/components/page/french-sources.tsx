// "Sources" at the end of a French page: the publications its front matter names, each linked
// with the day it was read, or, for a text written in the studio, the register's sources of the
// facts it states, as English guides list theirs (components/blog/fact-sources.tsx). Rendered on
// the server only (routes/fr-page.tsx holds it out of the page's script).
import { Heading } from "#app/components/ui/heading.tsx";

export interface ShownSource {
  name: string;
  url?: string;
  /** "consultée le 29 novembre 2026", or the publication's date ("novembre 2026"), in French. */
  when?: string;
}

export function FrenchSources(props: {
  sources: readonly ShownSource[];
  words: { sources: string; sourcesIntro: string };
}) {
  return (
    <section aria-labelledby="fact-sources" className="border-t border-slate-200 pt-6">
      <Heading level={2} size="subsection" id="fact-sources">
        {props.words.sources}
      </Heading>
      <p className="mt-2 text-sm text-slate-600">{props.words.sourcesIntro}</p>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
        {props.sources.map((source) => (
          <li key={`${source.name} ${source.url}`}>
            {source.url ? (
              <a href={source.url} rel="nofollow noopener" className="text-brand-700 underline">
                {source.name}
              </a>
            ) : (
              source.name
            )}
            {source.when ? ` (${source.when})` : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
