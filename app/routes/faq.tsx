// The FAQ's front page (SPEC.md section 2; DECISIONS.md item 14): totals, every category with its
// number of answers, and a search over all answers (`/faq?q=visa`), a page of results at a time.
// Each category's answers live on their own page, /faq/{category} (faq-category.tsx). A search
// also finds the French FAQ pages (/fr/faq/…, issue 44), listed after the answers.
import { data, Link, redirect, useLocation } from "react-router";
import { FaqCategoryList } from "#app/components/faq/faq-category-list.tsx";
import { FaqResults } from "#app/components/faq/faq-results.tsx";
import { FaqSearchForm } from "#app/components/faq/faq-search-form.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { faqAnswerPath, FAQ_PATH, faqCategoryPath } from "#app/domain/faq/faq-paths.ts";
import {
  countFaqEntries,
  FAQ_RESULTS_PER_PAGE,
  findFaqAnswers,
  findFaqPages,
  findQuestion,
  groupHits,
  normalizeFaqQuery,
} from "#app/domain/faq/faq-search.ts";
import { pageNumber } from "#app/domain/hotel-lists/page-number.ts";
import { pageCountFor, pageOf } from "#app/domain/hotel-lists/paging.ts";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { listFrenchFaqPages } from "#app/i18n/french-faq-pages.server.ts";
import { listFaqCategories } from "#app/models/faq.server.ts";
import { trail } from "#app/seo/breadcrumbs.ts";
import { buildMeta } from "#app/seo/meta.ts";
import { breadcrumbList } from "#app/seo/structured-data.ts";
import type { Route } from "./+types/faq";

const CRUMBS = trail({ label: "FAQ", href: FAQ_PATH });

export async function loader({ url }: Route.LoaderArgs) {
  // The one-page FAQ's links: ?category= named a section, ?q={question} one answer.
  const category = url.searchParams.get("category");
  if (category) throw redirect(faqCategoryPath(encodeURIComponent(category)), 301);
  const q = normalizeFaqQuery(url.searchParams.get("q"));
  const page = pageNumber.safeParse(url.searchParams.get("page") || undefined);
  const categories = await listFaqCategories();
  const asked = q && !url.searchParams.has("page") ? findQuestion(categories, q) : undefined;
  if (asked) throw redirect(faqAnswerPath(asked.category.id, asked.entry.slug));

  const summaries = categories.map((entry) => ({
    id: entry.id,
    title: entry.title,
    count: entry.entries.length,
  }));
  const nothingFound = {
    q,
    page: 1,
    pageCount: 1,
    matchCount: 0,
    matchCategoryCount: 0,
    frenchPages: [] as { url: string; title: string; description: string }[],
  };
  if (!page.success) {
    return data(
      {
        ...nothingFound,
        categories: summaries,
        results: [],
        problem: `That page of results does not exist: ${page.error.issues[0]?.message}.`,
      },
      { status: 400 },
    );
  }
  const hits = findFaqAnswers(categories, q);
  // A few whole pages, listed once, after the first page of answers.
  const frenchPages = (page.data === 1 ? findFaqPages(listFrenchFaqPages(), q) : []).map(
    ({ url, title, description }) => ({ url, title, description }),
  );
  const pageCount = pageCountFor(hits.length, FAQ_RESULTS_PER_PAGE);
  if (page.data > pageCount) throw data(null, { status: 404 });
  return {
    ...nothingFound,
    page: page.data,
    pageCount,
    matchCount: hits.length,
    matchCategoryCount: new Set(hits.map((hit) => hit.category.id)).size,
    frenchPages,
    categories: summaries,
    results: groupHits(pageOf(hits, page.data, FAQ_RESULTS_PER_PAGE)),
    problem: null,
  };
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  const {
    q,
    page,
    pageCount,
    matchCount,
    matchCategoryCount,
    categories,
    results,
    problem,
    frenchPages,
  } = loaderData;
  const location = useLocation();
  const total = categories.reduce((sum, category) => sum + category.count, 0);
  const first = (page - 1) * FAQ_RESULTS_PER_PAGE + 1;
  const last = first + countFaqEntries(results) - 1;

  return (
    <div>
      <PageHero
        title="Ghana Travel FAQ"
        crumbs={CRUMBS}
        lead={`${total} answers to travellers' questions across ${categories.length} categories: visas and entry, getting around, money, health, culture, hotels and more. Rules change, so answers name the official source to check.`}
      >
        <FaqSearchForm query={q} isLive />
      </PageHero>

      <div className="mx-auto max-w-5xl space-y-12 px-4 py-12">
        {problem ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
            {problem}
          </p>
        ) : q ? (
          <section aria-label="Search results" className="space-y-8">
            <p role="status" className="text-slate-700">
              {`${plural(matchCount, "question", "questions")} in ${plural(matchCategoryCount, "category", "categories")} match “${q}”.`}
              {pageCount > 1 ? ` Showing ${first} to ${last}.` : null}
            </p>
            {matchCount > 0 ? (
              <>
                <FaqResults groups={results} />
                <Pagination
                  page={page}
                  pageCount={pageCount}
                  path={FAQ_PATH}
                  search={location.search}
                />
              </>
            ) : frenchPages.length > 0 ? null : (
              <div className="rounded-xl border border-slate-200 p-8 text-center">
                <Heading level={2} size="minor">
                  No questions found
                </Heading>
                <p className="mt-2 text-slate-700">
                  Try another word, or browse the categories below. You can also ask us through the{" "}
                  <Link to="/contact" className="font-semibold text-brand-700 underline">
                    contact form
                  </Link>
                  .
                </p>
              </div>
            )}
            {frenchPages.length > 0 ? (
              <section aria-labelledby="faq-in-french">
                <Heading level={2} size="subsection" id="faq-in-french">
                  In French <span lang="fr">(en français)</span>
                </Heading>
                <ul className="mt-4 space-y-4">
                  {frenchPages.map((french) => (
                    <li key={french.url}>
                      <Link
                        to={french.url}
                        lang="fr"
                        className="font-semibold text-brand-700 underline"
                      >
                        {french.title}
                      </Link>
                      <p lang="fr" className="mt-1 text-sm text-slate-700">
                        {french.description}
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </section>
        ) : null}

        <FaqCategoryList categories={categories} />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = matches[0].loaderData.site;
  const total = (loaderData?.categories ?? []).reduce((sum, category) => sum + category.count, 0);
  return buildMeta(site, {
    title: "Ghana Travel FAQ",
    description: `${total} answers about travelling to Ghana: visas, yellow fever, money and mobile money, transport, hotels, culture, festivals and more.`,
    keywords:
      "Ghana travel FAQ, Ghana visa, Ghana yellow fever, Ghana cedi, tro-tro, Accra hotels, Ghana culture",
    path: FAQ_PATH,
    jsonLd: breadcrumbList(site, CRUMBS),
  });
};

export const headers: Route.HeadersFunction = publicPageHeaders;
