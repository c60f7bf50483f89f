// The layout shared by the two culture articles (/ancient-culture, /ghana-attire): hero,
// contents, sections, FAQ and the call to /hotels; plus their meta and JSON-LD.
import { Hotel } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "#app/components/breadcrumbs.tsx";
import { MarkdownBody } from "#app/components/markdown-body.tsx";
import type { CultureArticle } from "#app/content/culture.ts";
import { defaultMeta } from "#app/content/site.ts";
import { buildMeta, type SiteIdentity } from "#app/seo/meta.ts";
import { trail } from "#app/seo/breadcrumbs.ts";
import { breadcrumbList } from "#app/seo/structured-data.ts";
import { Heading } from "#app/components/ui/heading.tsx";
import { StayPrompt } from "#app/components/stay-prompt.tsx";

const LONG_DATE = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

function formatDate(isoDate: string) {
  return LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

function crumbsFor(article: CultureArticle, label: string) {
  return trail({ label, href: article.path });
}

function HotelsButton() {
  return (
    <Link
      to="/hotels"
      className="inline-flex items-center gap-2 rounded-lg bg-kente-gold px-6 py-3 font-semibold text-slate-900 hover:bg-amber-300"
    >
      <Hotel aria-hidden="true" className="size-5" />
      Find Hotels in Ghana
    </Link>
  );
}

export function CultureArticlePage({
  article,
  crumbLabel,
  closing,
}: {
  article: CultureArticle;
  crumbLabel: string;
  closing: string;
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
          <Breadcrumbs tone="light" crumbs={crumbsFor(article, crumbLabel)} />
          <Heading level={1} size="display" className="mt-4 leading-tight">
            {article.title}
          </Heading>
          <p className="mt-3 text-sm text-brand-100">
            Updated <time dateTime={article.updatedAt}>{formatDate(article.updatedAt)}</time>
          </p>
          <p className="mt-6 text-lg leading-8 text-brand-50">{article.intro}</p>
          <div className="mt-8">
            <HotelsButton />
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-4xl px-4 py-12">
        <nav aria-labelledby="contents" className="rounded-xl bg-slate-50 p-5">
          <h2 id="contents" className="text-sm font-semibold text-slate-900">
            In this article
          </h2>
          <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
            {article.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-brand-700 underline-offset-2 hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
            <li>
              <a href="#faq" className="text-brand-700 underline-offset-2 hover:underline">
                Frequently asked questions
              </a>
            </li>
          </ol>
        </nav>

        {article.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-12">
            <Heading level={2} size="title" id={section.id} className="scroll-mt-24">
              {section.heading}
            </Heading>
            <MarkdownBody source={section.body} />
          </section>
        ))}

        <section aria-labelledby="faq" className="mt-14">
          <Heading level={2} size="title" id="faq" className="scroll-mt-24">
            Frequently asked questions
          </Heading>
          <dl className="mt-6 space-y-6">
            {article.faq.map((entry) => (
              <div key={entry.question} className="rounded-xl border border-slate-200 p-5">
                <dt className="font-semibold text-slate-900">{entry.question}</dt>
                <dd className="mt-2 leading-7 text-slate-700">{entry.answer}</dd>
              </div>
            ))}
          </dl>
        </section>

        <StayPrompt id="stay" title="Plan your stay" text={closing} className="mt-14" />
      </div>
    </article>
  );
}

/** Title, description, canonical, and Article, FAQPage and breadcrumb JSON-LD. */
export function cultureArticleMeta(
  site: SiteIdentity,
  article: CultureArticle,
  crumbLabel: string,
) {
  const url = `${site.url}${article.path}`;
  const publisher = { "@type": "Organization", name: site.name, url: site.url };
  return buildMeta(site, {
    title: article.metaTitle,
    description: article.description,
    path: article.path,
    type: "article",
    jsonLd: [
      {
        "@type": "Article",
        headline: article.title,
        description: article.description,
        url,
        mainEntityOfPage: url,
        image: `${site.url}${defaultMeta.image}`,
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        author: publisher,
        publisher,
        inLanguage: "en",
      },
      {
        "@type": "FAQPage",
        url,
        mainEntity: article.faq.map((entry) => ({
          "@type": "Question",
          name: entry.question,
          acceptedAnswer: { "@type": "Answer", text: entry.answer },
        })),
      },
      breadcrumbList(site, crumbsFor(article, crumbLabel)),
    ],
  });
}
