// The layout of the culture articles (/ancient-culture, /ghana-attire): hero, contents, the
// Markdown body with its FAQ section, and the call to /hotels; plus their meta and JSON-LD.
import { Link } from "react-router";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { HtmlBody, HtmlInline } from "#app/components/html-body.tsx";
import { FactsReviewed, PageContents, shortTitle } from "#app/components/page/page-parts.tsx";
import { PreviewBanner } from "#app/components/preview-banner.tsx";
import { defaultMeta } from "#app/content/site.ts";
import { formatLongDate } from "#app/domain/shared/dates.ts";
import type { ShownPage } from "#app/models/types.ts";
import { buildMeta, type SiteIdentity } from "#app/seo/meta.ts";
import { trail } from "#app/seo/breadcrumbs.ts";
import { breadcrumbList } from "#app/seo/structured-data.ts";
import { Heading } from "#app/components/ui/heading.tsx";
import { StayPrompt } from "#app/components/stay-prompt.tsx";
import { Icon } from "#app/components/icon.tsx";

type PageFields = ShownPage["page"];

function crumbsFor(page: PageFields) {
  return trail({ label: shortTitle(page.title), href: page.path });
}

function HotelsButton() {
  return (
    <Link
      to="/hotels"
      className="inline-flex items-center gap-2 rounded-lg bg-kente-gold px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300"
    >
      <Icon name="hotel" className="size-5" />
      Find Hotels in Ghana
    </Link>
  );
}

export function CultureArticlePage({
  shown: { page, intro, body, sections },
  isPreview,
}: {
  shown: ShownPage;
  isPreview: boolean;
}) {
  return (
    <article>
      <header className="relative overflow-hidden bg-gradient-to-br from-brand-900 to-slate-900 text-white">
        {/* A kente-coloured band: decoration only. */}
        <div aria-hidden="true" className="flex h-2">
          <span className="flex-1 bg-kente-gold" />
          <span className="flex-1 bg-kente-green" />
          <span className="flex-1 bg-kente-red" />
          <span className="flex-1 bg-kente-gold" />
        </div>
        <div className="mx-auto max-w-4xl px-4 py-14">
          {isPreview ? <PreviewBanner /> : null}
          <Breadcrumbs tone="light" crumbs={crumbsFor(page)} />
          <Heading level={1} size="display" className="mt-4 leading-tight">
            {page.title}
          </Heading>
          <p className="mt-3 text-sm text-brand-100">
            Updated <time dateTime={page.updatedAt}>{formatLongDate(page.updatedAt)}</time>
            {page.factsReviewedOn ? <span aria-hidden="true"> · </span> : null}
            <FactsReviewed on={page.factsReviewedOn} />
          </p>
          <p className="mt-6 text-lg leading-8 text-brand-50">
            <HtmlInline html={intro} />
          </p>
          <div className="mt-8">
            <HotelsButton />
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-4xl px-4 py-12">
        <PageContents label="In this article" sections={sections} />
        <HtmlBody parts={body} className="mt-10" />
        {page.closing ? (
          <StayPrompt id="stay" title="Plan your stay" text={page.closing} className="mt-14" />
        ) : null}
      </div>
    </article>
  );
}

/** Title, description, canonical, and Article, FAQPage and breadcrumb JSON-LD. */
export function cultureArticleMeta(
  site: SiteIdentity,
  { page, questions }: ShownPage,
  isPreview: boolean,
) {
  const url = `${site.url}${page.path}`;
  const publisher = { "@type": "Organization", name: site.name, url: site.url };
  return buildMeta(site, {
    title: page.metaTitle,
    description: page.description,
    path: page.path,
    type: "article",
    index: !isPreview,
    jsonLd: [
      {
        "@type": "Article",
        headline: page.title,
        description: page.description,
        url,
        mainEntityOfPage: url,
        image: `${site.url}${defaultMeta.image}`,
        datePublished: page.publishedAt,
        dateModified: page.updatedAt,
        author: publisher,
        publisher,
        inLanguage: "en",
      },
      ...(questions.length > 0
        ? [
            {
              "@type": "FAQPage",
              url,
              mainEntity: questions.map((entry) => ({
                "@type": "Question",
                name: entry.question,
                acceptedAnswer: { "@type": "Answer", text: entry.answer },
              })),
            },
          ]
        : []),
      breadcrumbList(site, crumbsFor(page)),
    ],
  });
}
