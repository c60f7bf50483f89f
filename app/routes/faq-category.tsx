// One FAQ category's answers (DECISIONS.md item 14): an accordion whose answers each have an
// address, /faq/{category}#{answer}, FAQPage JSON-LD for this category's answers, and links to the
// categories before and after it.
import { Icon } from "#app/components/icon.tsx";
import { Link, redirect } from "react-router";
import { FaqAccordion } from "#app/components/faq/faq-accordion.tsx";
import { FaqSearchForm } from "#app/components/faq/faq-search-form.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { RouteError } from "#app/components/route-error.tsx";
import { faqAnswerPath, FAQ_PATH, faqCategoryPath } from "#app/domain/faq/faq-paths.ts";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { missingContent } from "#app/pages/missing-content.server.ts";
import { findFaqAnswer, findFaqCategory } from "#app/models/faq.server.ts";
import { trail } from "#app/seo/breadcrumbs.ts";
import { buildMeta } from "#app/seo/meta.ts";
import { breadcrumbList, faqPage } from "#app/seo/structured-data.ts";
import type { Route } from "./+types/faq-category";

const crumbsFor = (category: { id: string; title: string }) =>
  trail(
    { label: "FAQ", href: FAQ_PATH },
    { label: category.title, href: faqCategoryPath(category.id) },
  );

export async function loader({ params, url }: Route.LoaderArgs) {
  const found = await findFaqCategory(params.category);
  if (!found) {
    throw await missingContent(
      "faq-categories",
      params.category,
      (slug) => `${faqCategoryPath(slug)}${url.search}`,
    );
  }
  const { category, previous, next, categoryCount } = found;
  const open = url.searchParams.get("open");
  const isHere = category.entries.some((entry) => entry.slug === open);
  if (open && !isHere) {
    // A link to an answer that has since moved to another category, or been renamed. Not a 301:
    // an answer may move back, and a browser would keep following the old move.
    const answer = await findFaqAnswer(open);
    if (answer) throw redirect(faqAnswerPath(answer.categoryId, answer.slug));
  }
  return { category, openSlug: isHere ? open : null, previous, next, categoryCount };
}

export default function FaqCategoryRoute({ loaderData }: Route.ComponentProps) {
  const { category, openSlug, previous, next, categoryCount } = loaderData;
  const count = category.entries.length;
  return (
    <div>
      <PageHero
        title={category.title}
        crumbs={crumbsFor(category)}
        lead={`${count} ${count === 1 ? "answer" : "answers"} in one of the ${categoryCount} categories of our Ghana Travel FAQ. Rules change, so answers name the official source to check.`}
      >
        <FaqSearchForm query="" />
      </PageHero>

      <div className="mx-auto max-w-5xl space-y-10 px-4 py-12">
        <FaqAccordion entries={category.entries} openSlug={openSlug} hasAnchors headingLevel={2} />

        <nav aria-label="More FAQ categories" className="border-t border-slate-200 pt-6">
          <ul className="grid gap-4 sm:grid-cols-3">
            <li>
              {previous ? (
                <Link
                  to={faqCategoryPath(previous.id)}
                  rel="prev"
                  className="inline-flex items-start gap-2 font-semibold text-brand-800 hover:underline"
                >
                  <Icon name="arrow-left" className="mt-0.5 size-5 shrink-0" />
                  <span>
                    <span className="block text-sm font-normal text-slate-600">Previous</span>
                    {previous.title}
                  </span>
                </Link>
              ) : null}
            </li>
            <li className="sm:text-center">
              <Link to={FAQ_PATH} className="font-semibold text-brand-800 hover:underline">
                All FAQ categories
              </Link>
            </li>
            <li className="sm:text-right">
              {next ? (
                <Link
                  to={faqCategoryPath(next.id)}
                  rel="next"
                  className="inline-flex items-start gap-2 font-semibold text-brand-800 hover:underline"
                >
                  <span>
                    <span className="block text-sm font-normal text-slate-600">Next</span>
                    {next.title}
                  </span>
                  <Icon name="arrow-right" className="mt-0.5 size-5 shrink-0" />
                </Link>
              ) : null}
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const site = matches[0].loaderData.site;
  if (!loaderData) {
    return buildMeta(site, {
      title: "FAQ Category Not Found",
      path: faqCategoryPath(params.category),
      index: false,
    });
  }
  const { category } = loaderData;
  const path = faqCategoryPath(category.id);
  const [first] = category.entries;
  return buildMeta(site, {
    title: `${category.title}: Ghana Travel FAQ`,
    description: `${category.entries.length} answers on ${category.title.toLowerCase()} for travellers to Ghana${first ? `, such as “${first.question}”` : ""}`,
    path,
    jsonLd: [
      { ...faqPage(category.entries), url: `${site.url}${path}` },
      breadcrumbList(site, crumbsFor(category)),
    ],
  });
};

export const headers: Route.HeadersFunction = publicPageHeaders;

export function ErrorBoundary() {
  return (
    <RouteError
      notFoundTitle="Category Not Found"
      notFoundText="The FAQ category you're looking for doesn't exist. The FAQ's front page lists every category and searches every answer."
      goneText="We have taken this FAQ category down. The FAQ's other categories are on its front page."
      backHref={FAQ_PATH}
      backLabel="See all FAQ categories"
    />
  );
}
