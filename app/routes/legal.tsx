// The four legal pages (SPEC.md section 2, Static legal pages), one module for four paths.
import { data } from "react-router";
import { LinkifiedText } from "#app/components/linkified-text.tsx";
import {
  cookiePolicy,
  disclaimer,
  privacyPolicy,
  termsOfService,
  type LegalPage,
  type SiteInfo,
} from "#app/content/legal.ts";
import { buildMeta } from "#app/seo/meta.ts";
import { breadcrumbList } from "#app/seo/structured-data.ts";
import { getEnv } from "#app/env.server.ts";
import type { Route } from "./+types/legal";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { trail } from "#app/seo/breadcrumbs.ts";
import { Heading } from "#app/components/ui/heading.tsx";

const pages: Record<string, (site: SiteInfo) => LegalPage> = {
  "/privacy-policy": privacyPolicy,
  "/terms-of-service": termsOfService,
  "/disclaimer": disclaimer,
  "/cookie-policy": cookiePolicy,
};

export function loader({ url }: Route.LoaderArgs) {
  const env = getEnv();
  const build = pages[url.pathname];
  if (!build) throw data(null, { status: 404 });
  return {
    page: build({ name: env.SITE_NAME, url: env.SITE_URL, contactEmail: env.CONTACT_EMAIL }),
    siteUrl: env.SITE_URL,
  };
}

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  const { page, siteUrl } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <header className="border-b border-slate-200 pb-6">
        <Heading level={1} size="page">
          {page.title}
        </Heading>
        <p className="mt-2 text-sm text-slate-600">Last updated {page.lastUpdated}</p>
        <p className="mt-4 text-lg leading-8 text-slate-700">
          <LinkifiedText text={page.intro} siteUrl={siteUrl} />
        </p>
      </header>
      <nav aria-label="On this page" className="mt-6 rounded-lg bg-slate-50 p-4">
        <h2 className="text-sm font-semibold text-slate-900">On this page</h2>
        <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {page.sections.map((section) => (
            <li key={section.id}>
              <a
                className="text-brand-700 underline-offset-2 hover:underline"
                href={`#${section.id}`}
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose-body">
        {page.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className="scroll-mt-20">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>
                <LinkifiedText text={paragraph} siteUrl={siteUrl} />
              </p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>
                    <LinkifiedText text={item} siteUrl={siteUrl} />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </article>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = matches[0].loaderData.site;
  return buildMeta(site, {
    title: loaderData.page.title,
    description: loaderData.page.description,
    path: loaderData.page.path,
    jsonLd: [
      {
        "@type": "WebPage",
        name: loaderData.page.title,
        url: `${site.url}${loaderData.page.path}`,
        description: loaderData.page.description,
        publisher: { "@type": "Organization", name: site.name, url: site.url },
      },
      breadcrumbList(site, trail({ label: loaderData.page.title, href: loaderData.page.path })),
    ],
  });
};

export const headers: Route.HeadersFunction = publicPageHeaders;
