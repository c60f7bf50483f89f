// "Sources" at the end of a French page: the publications its front matter names, each linked
// with the day it was read, as English guides list theirs (components/blog/fact-sources.tsx).
// Rendered on the server only (routes/fr-page.tsx holds it out of the page's script).
import { Heading } from "#app/components/ui/heading.tsx";

export interface ShownSource {
  name: string;
  url: string;
  /** "consultée le 29 novembre 2026", translated with its date. */
  checked: string;
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
          <li key={source.url + source.name}>
            <a href={source.url} rel="nofollow noopener" className="text-brand-700 underline">
              {source.name}
            </a>{" "}
            ({source.checked})
          </li>
        ))}
      </ul>
    </section>
  );
}
