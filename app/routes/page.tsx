// The long-form pages on the common layout: the four legal pages (SPEC.md section 2, Static legal
// pages) at their own paths, and any page the operator adds, at /pages/{slug}.
import { FactsCheckedNote } from "#app/components/blog/facts-checked.tsx";
import { ServerMarkupBlock } from "#app/components/server-markup.tsx";
import { HtmlBody, HtmlInline } from "#app/components/html-body.tsx";
import { FactsReviewed, PageContents, shortTitle } from "#app/components/page/page-parts.tsx";
import { PreviewBanner } from "#app/components/preview-banner.tsx";
import { RouteError } from "#app/components/route-error.tsx";
import { StayPrompt } from "#app/components/stay-prompt.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { formatLongDate } from "#app/domain/shared/dates.ts";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { loadPage } from "#app/pages/page-loader.server.ts";
import { trail } from "#app/seo/breadcrumbs.ts";
import { buildMeta, errorMeta } from "#app/seo/meta.ts";
import { breadcrumbList } from "#app/seo/structured-data.ts";
import type { Route } from "./+types/page";

export function loader(args: Route.LoaderArgs) {
  return loadPage(args.params.slug ?? args.url.pathname.slice(1), args);
}

export default function PageRoute({ loaderData }: Route.ComponentProps) {
  const { page, intro, body, sections, checked, sources, isPreview } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      {isPreview ? <PreviewBanner /> : null}
      <header className="border-b border-slate-200 pb-6">
        <Heading level={1} size="page">
          {page.title}
        </Heading>
        <p className="mt-2 text-sm text-slate-600">
          Last updated <time dateTime={page.updatedAt}>{formatLongDate(page.updatedAt)}</time>
          {page.factsReviewedOn ? <span aria-hidden="true"> · </span> : null}
          <FactsReviewed on={page.factsReviewedOn} />
        </p>
        <p className="mt-4 text-lg leading-8 text-slate-700">
          <HtmlInline html={intro} />
        </p>
      </header>
      {checked ? (
        <div className="mt-6">
          <FactsCheckedNote checked={checked} />
        </div>
      ) : null}
      <PageContents label="On this page" sections={sections} className="mt-6" />
      <HtmlBody parts={body} />
      {sources ? <ServerMarkupBlock part={sources} className="mt-12" /> : null}
      {page.closing ? (
        <StayPrompt id="stay" title="Plan your stay" text={page.closing} className="mt-14" />
      ) : null}
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = matches[0].loaderData.site;
  if (!loaderData) {
    return errorMeta(site, "Page Not Found");
  }
  const { page } = loaderData;
  return buildMeta(site, {
    title: page.metaTitle,
    description: page.description,
    path: page.path,
    index: !loaderData.isPreview,
    jsonLd: [
      {
        "@type": "WebPage",
        name: page.title,
        url: `${site.url}${page.path}`,
        description: page.description,
        dateModified: page.updatedAt,
        publisher: { "@type": "Organization", name: site.name, url: site.url },
      },
      breadcrumbList(site, trail({ label: shortTitle(page.title), href: page.path })),
    ],
  });
};

export const headers: Route.HeadersFunction = publicPageHeaders;

export function ErrorBoundary() {
  return (
    <RouteError
      notFoundTitle="Page Not Found"
      notFoundText="There is no page at this address."
      goneText="We have taken this page down. Our guides and hotel lists are below."
      backHref="/"
      backLabel="Go to the home page"
    />
  );
}
