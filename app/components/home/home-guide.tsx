// The home page's long editorial guide, rendered once on the server to HTML (home-guide.server.ts)
// and shown as it is: its links are plain links, and the browser gets neither the words twice
// nor code to draw them.
import type { HomeGuideContent } from "#app/content/home-guide.ts";
import type { InlinePart } from "#app/domain/text/inline-links.ts";

function Inlines({ parts }: { parts: InlinePart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        typeof part === "string" ? (
          part
        ) : (
          <a key={index} href={part.href}>
            {part.label}
          </a>
        ),
      )}
    </>
  );
}

/** The long editorial guide to Ghana on the home page, with a contents list. */
export function HomeGuide({ guide }: { guide: HomeGuideContent }) {
  return (
    <section aria-labelledby="ghana-guide" className="mx-auto max-w-7xl px-4 py-14 render-later">
      <div className="grid gap-10 lg:grid-cols-[1fr_3fr]">
        <nav aria-label="Guide contents" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            In this guide
          </p>
          <ol className="mt-3 space-y-2 text-sm">
            {guide.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-brand-800 underline-offset-2 hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-body max-w-none">
          <h2 id="ghana-guide" className="!mt-0 text-3xl">
            {guide.title}
          </h2>
          <p className="text-lg">
            <Inlines parts={guide.intro} />
          </p>
          {guide.sections.map((section) => (
            <div key={section.id}>
              <h3 id={section.id} className="scroll-mt-24">
                {section.heading}
              </h3>
              {section.paragraphs.map((paragraph, index) => (
                <p key={index}>
                  <Inlines parts={paragraph} />
                </p>
              ))}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
