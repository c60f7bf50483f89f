// The French pages (issue 44): /fr and every /fr/... address, each text in app/content/fr/
// rendered through the site's Markdown pipeline with its sources (app/i18n/french-page.server.ts);
// /fr/faq and /fr/blog list the French pages under them, then what exists only in English. A
// French address with no text answers 404 with a French page: "not yet translated" with a link
// when the English page exists, "page not found" otherwise, both with links to the French home
// and to search. /fr/contact and /fr/newsletter, which have forms, have their own routes
// (routes/fr-contact.tsx, routes/fr-newsletter.tsx).
import { ServerMarkupBlock } from "#app/components/server-markup.tsx";
import { HtmlBody } from "#app/components/html-body.tsx";
import { FrenchArticle } from "#app/components/page/french-article.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { MessageScreen } from "#app/components/message-screen.tsx";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import type { FrenchIndex } from "#app/i18n/french-indexes.server.ts";
import { loadFrenchPage, type MissingWords } from "#app/i18n/french-page.server.ts";
import { frenchTextMeta } from "#app/seo/french-meta.ts";
import { errorMeta } from "#app/seo/meta.ts";
import type { Route } from "./+types/fr-page";

export function loader(args: Route.LoaderArgs) {
  return loadFrenchPage(args);
}

export default function FrenchPageRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) return <FrenchMissing missing={loaderData.missing} />;
  const { page, words } = loaderData;
  const englishOnly = page.closest
    ? { href: page.closest, text: words.englishOnly, link: words.readInEnglish }
    : null;
  return (
    <FrenchArticle heading={page.heading} englishOnly={englishOnly}>
      <HtmlBody parts={page.body} className="mt-8" />
      {page.index ? <IndexLists index={page.index} /> : null}
      {page.sources ? <ServerMarkupBlock part={page.sources} className="mt-12" /> : null}
    </FrenchArticle>
  );
}

function FrenchMissing({ missing }: { missing: MissingWords }) {
  return (
    <MessageScreen title={missing.title} text={missing.text}>
      <p className="mt-6 flex flex-wrap justify-center gap-4">
        {missing.english ? (
          <a
            href={missing.english}
            hrefLang="en"
            className="font-semibold text-brand-700 underline"
          >
            {missing.readInEnglish}
          </a>
        ) : null}
        <a href="/fr" className="font-semibold text-brand-700 underline">
          {missing.home}
        </a>
        <a href="/fr/search" className="font-semibold text-brand-700 underline">
          {missing.search}
        </a>
      </p>
    </MessageScreen>
  );
}

const linkClass = "font-semibold text-brand-700 underline hover:text-brand-800";

/** The French pages an index lists, then those only in English, marked as English. */
function IndexLists({ index }: { index: FrenchIndex }) {
  return (
    <>
      <section className="mt-10">
        <Heading level={2} size="section">
          {index.heading}
        </Heading>
        <ul className="mt-4 space-y-4">
          {index.french.map((entry) => (
            <li key={entry.href}>
              <a href={entry.href} className={linkClass}>
                {entry.title}
              </a>
              <p className="mt-1 text-slate-700">{entry.description}</p>
            </li>
          ))}
        </ul>
      </section>
      {index.english ? (
        <section className="mt-10">
          <Heading level={2} size="section">
            {index.english.heading}
          </Heading>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {index.english.entries.map((entry) => (
              <li key={entry.href}>
                <a href={entry.href} hrefLang="en" lang="en" className={linkClass}>
                  {entry.title}
                </a>{" "}
                <span className="text-sm text-slate-600">{index.english!.note}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {index.more ? (
        <p className="mt-10 text-slate-700">
          {index.more.text}{" "}
          <a href={index.more.href} hrefLang="en" className={linkClass}>
            {index.more.label}
          </a>
          .
        </p>
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = matches[0].loaderData.site;
  const page = loaderData?.page;
  if (!page) return errorMeta(site, loaderData?.missing?.title ?? "Page introuvable", "fr");
  return frenchTextMeta(site, page.path, page);
};

export const headers: Route.HeadersFunction = publicPageHeaders;
