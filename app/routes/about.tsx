// About (SPEC.md section 2): the stored page, with the live figures where its body places
// {{block:impact-figures}}.
import { HtmlBody, HtmlInline } from "#app/components/html-body.tsx";
import { FactsReviewed } from "#app/components/page/page-parts.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { PreviewBanner } from "#app/components/preview-banner.tsx";
import { buildMeta } from "#app/seo/meta.ts";
import { listCities } from "#app/models/cities.server.ts";
import { listFaqCategories } from "#app/models/faq.server.ts";
import { listGuides } from "#app/models/guides.server.ts";
import { findPage, pageResponse } from "#app/pages/page-loader.server.ts";
import type { Route } from "./+types/about";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { useSiteConfig } from "#app/site-config.ts";

export async function loader(args: Route.LoaderArgs) {
  const [found, cities, faqCategories, guides] = await Promise.all([
    findPage("about", args),
    listCities(),
    listFaqCategories(),
    listGuides(),
  ]);
  const hotelCount = cities.reduce((sum, city) => sum + city.hotelCount, 0);
  const faqCount = faqCategories.reduce((sum, category) => sum + category.entries.length, 0);
  const counts = { cityCount: cities.length, hotelCount, guideCount: guides.length, faqCount };
  return pageResponse({ ...found, counts });
}

type Counts = { cityCount: number; hotelCount: number; guideCount: number; faqCount: number };

function ImpactFigures({ counts }: { counts: Counts }) {
  const site = useSiteConfig();
  // Computed figures come from the data (DECISIONS.md item 2); the rest from site config.
  const figures = [
    counts.hotelCount > 0 ? { value: `${counts.hotelCount}`, label: "hotels listed" } : null,
    { value: `${counts.cityCount}`, label: "cities covered" },
    { value: `${counts.guideCount}`, label: "travel guides" },
    { value: `${counts.faqCount}`, label: "questions answered in our FAQ" },
    { value: site.claims.travellers, label: "travellers helped" },
    { value: site.claims.rating, label: "average visitor rating" },
    { value: site.claims.support, label: "contact form open" },
  ].filter((figure) => figure !== null);
  return (
    <dl className="not-prose my-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col rounded-xl bg-brand-50 p-5 text-center">
          <dt className="text-sm text-slate-700">{figure.label}</dt>
          <dd className="order-first text-3xl font-bold text-brand-800">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { page, intro, body, counts, isPreview } = loaderData;
  return (
    <div>
      <PageHero title={page.title} lead={<HtmlInline html={intro} />} />
      <div className="mx-auto max-w-3xl px-4 py-14">
        {isPreview ? <PreviewBanner /> : null}
        {page.factsReviewedOn ? (
          <p className="text-sm text-slate-600">
            <FactsReviewed on={page.factsReviewedOn} />
          </p>
        ) : null}
        <HtmlBody parts={body} slots={{ "impact-figures": <ImpactFigures counts={counts} /> }} />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = matches[0].loaderData.site;
  const page = loaderData?.page;
  return buildMeta(site, {
    title: page?.metaTitle ?? "About Us",
    description: page?.description,
    path: "/about",
    index: !loaderData?.isPreview,
    jsonLd: [
      {
        "@type": "AboutPage",
        name: page?.title,
        url: `${site.url}/about`,
        publisher: {
          "@type": "Organization",
          name: site.name,
          url: site.url,
          email: site.contactEmail,
        },
      },
    ],
  });
};

export const headers: Route.HeadersFunction = publicPageHeaders;
