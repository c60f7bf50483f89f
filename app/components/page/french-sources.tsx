// "Sources" at the end of a French page: the publications its front matter names, each linked
// with the day it was read, as English guides list theirs (components/blog/fact-sources.tsx).
// Rendered on the server only (routes/fr-page.tsx holds it out of the page's script).
import { Heading } from "#app/components/ui/heading.tsx";
import type { FrontMatterSource } from "#app/domain/front-matter.ts";

const day = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export function FrenchSources(props: {
  sources: readonly FrontMatterSource[];
  words: { sources: string; sourcesIntro: string; checked: string };
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
            (
            {props.words.checked.replace(
              "{{date}}",
              day.format(new Date(`${source.checked}T00:00:00Z`)),
            )}
            )
          </li>
        ))}
      </ul>
    </section>
  );
}
