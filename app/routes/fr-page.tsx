// The French pages (issue 44): /fr and every /fr/... address, each text in app/content/fr/
// rendered through the site's Markdown pipeline with its sources; /fr/faq and /fr/blog list the
// French pages under them, then what exists only in English. A French address with no text
// answers 404 with a French page: "not yet translated" with a link when the English page exists,
// "page not found" otherwise, both with links to the French home and to search.
import { data } from "react-router";
import { createElement } from "react";
import { HeldHtmlBlock } from "#app/components/held-html.tsx";
import { HtmlBody } from "#app/components/html-body.tsx";
import { bodyHtmlOf, holdParts, renderStatic } from "#app/components/markdown-html.server.tsx";
import { FrenchSources } from "#app/components/page/french-sources.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { selectLuxuryHotels } from "#app/domain/hotel-filters.ts";
import { englishPathOf, normalPath } from "#app/domain/locale.ts";
import { fillSitePlaceholders } from "#app/domain/site-placeholders.ts";
import { getEnv } from "#app/env.server.ts";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { holdHtml } from "#app/http/held-html.server.ts";
import { isLitePage } from "#app/http/lite-page.server.ts";
import { frenchIndexOf, type FrenchIndex } from "#app/i18n/french-indexes.server.ts";
import { findFrenchPage, type FrenchPage } from "#app/i18n/french-pages.server.ts";
import { translate, translated } from "#app/i18n/i18n.server.ts";
import { listHotels } from "#app/models/hotels.server.ts";
import { buildMeta, errorMeta } from "#app/seo/meta.ts";
import { listEnglishEntries } from "#app/seo/sitemap-entries.server.ts";
import { priceRangeOf } from "#app/seo/structured-data.ts";
import { siteConfig } from "#app/site-config.server.ts";
import type { Route } from "./+types/fr-page";

/** The luxury page's `{total}` and `{priceRange}`, filled as the English page fills them. */
async function fillListing(text: string): Promise<string> {
  if (!/\{(total|priceRange)\}/.test(text)) return text;
  const luxury = selectLuxuryHotels(await listHotels());
  return text
    .replaceAll("{total}", String(luxury.length))
    .replaceAll("{priceRange}", priceRangeOf(luxury) ?? "");
}

const day = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** 2026-11-29 as "29 novembre 2026". */
function frenchDay(isoDay: string): string {
  return day.format(new Date(`${isoDay}T00:00:00Z`));
}

interface MissingWords {
  /** The English page at the same place, when there is one. */
  english: string | null;
  title: string;
  text: string;
  readInEnglish: string;
  home: string;
  search: string;
}

async function missingPage(path: string) {
  const english = englishPathOf(path);
  const isKnown = (await listEnglishEntries()).some((entry) => entry.path === english);
  const words = translated("fr", "page");
  const missing: MissingWords = {
    english: isKnown ? english : null,
    title: isKnown ? words.notTranslatedTitle : words.notFoundTitle,
    text: isKnown ? words.notTranslatedText : words.notFoundText,
    readInEnglish: words.readInEnglish,
    home: words.home,
    search: words.search,
  };
  return data({ missing, page: null }, { status: 404 });
}

export async function loader({ url, context, request }: Route.LoaderArgs) {
  const path = normalPath(url.pathname);
  const page: FrenchPage | undefined = findFrenchPage(path);
  if (!page) return missingPage(path);
  const site = siteConfig(getEnv());
  const markdown = await fillListing(fillSitePlaceholders(page.body, site));
  const words = translated("fr", "page");
  const sources =
    page.sources.length === 0
      ? null
      : holdHtml(
          context,
          "fact-sources-block",
          renderStatic(
            createElement(FrenchSources, {
              sources: page.sources.map((source) => ({
                name: source.name,
                url: source.url,
                checked: translate("fr", "page.checked", { date: frenchDay(source.checked) }),
              })),
              words,
            }),
            false,
          ),
        );
  return {
    missing: null,
    page: {
      path: page.path,
      heading: fillSitePlaceholders(page.heading, site),
      title: fillSitePlaceholders(page.title, site),
      description: fillSitePlaceholders(page.description, site),
      // A text with no English twin says so, and names the closest English page.
      closest: page.partner ? null : page.english,
      body: holdParts(context, "fr-body", bodyHtmlOf(page, markdown, isLitePage(request))),
      index: await frenchIndexOf(page.path),
      sources,
    },
    words: { englishOnly: words.englishOnly, readInEnglish: words.readInEnglish },
  };
}

export default function FrenchPageRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) return <FrenchMissing missing={loaderData.missing} />;
  const { page, words } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <header className="border-b border-slate-200 pb-6">
        <Heading level={1} size="page">
          {page.heading}
        </Heading>
        {page.closest ? (
          <p className="mt-4 text-sm text-slate-600">
            {words.englishOnly}{" "}
            <a href={page.closest} hrefLang="en" className="text-brand-700 underline">
              {words.readInEnglish}
            </a>
          </p>
        ) : null}
      </header>
      <HtmlBody parts={page.body} className="mt-8" />
      {page.index ? <IndexLists index={page.index} /> : null}
      {page.sources ? <HeldHtmlBlock part={page.sources} className="mt-12" /> : null}
    </article>
  );
}

function FrenchMissing({ missing }: { missing: MissingWords }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <Heading level={1} size="title">
        {missing.title}
      </Heading>
      <p className="mt-4 text-slate-700">{missing.text}</p>
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
    </section>
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
  // A text's title may already end with the site's name; it is not said twice.
  const suffix = ` | ${site.name}`;
  const title = page.title.endsWith(suffix) ? page.title.slice(0, -suffix.length) : page.title;
  return buildMeta(site, {
    title,
    description: page.description,
    path: page.path,
    locale: "fr",
    jsonLd: {
      "@type": "WebPage",
      name: page.heading,
      url: `${site.url}${page.path}`,
      description: page.description,
      inLanguage: "fr",
      publisher: { "@type": "Organization", name: site.name, url: site.url },
    },
  });
};

export const headers: Route.HeadersFunction = publicPageHeaders;
