// FAQ (SPEC.md section 2): every category with an index, a search that filters as you type
// (and on the server for `/faq?q=visa`), one accordion, and FAQPage JSON-LD with every question.
import { Search } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Form, Link } from "react-router";
import { FaqCategoryIndex, FaqList } from "#app/components/faq/faq-list.tsx";
import {
  countFaqEntries,
  FAQ_QUERY_MAX_LENGTH,
  normalizeFaqQuery,
  searchFaq,
} from "#app/domain/faq-search.ts";
import { buildMeta } from "#app/seo/meta.ts";
import { breadcrumbList } from "#app/seo/structured-data.ts";
import type { Route } from "./+types/faq";
import { listFaqCategories } from "#app/models/faq.server.ts";
import { publicPageHeaders } from "#app/http/cache-headers.ts";
import { trail } from "#app/seo/breadcrumbs.ts";
import { Heading } from "#app/components/ui/heading.tsx";
import { PageHero } from "#app/components/page-hero.tsx";

const CRUMBS = trail({ label: "FAQ", href: "/faq" });

export async function loader({ url }: Route.LoaderArgs) {
  return {
    q: normalizeFaqQuery(url.searchParams.get("q")),
    categories: await listFaqCategories(),
  };
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  // The box starts from the URL's query and follows it when the URL changes (a submitted
  // search, Back); typing only filters in the browser, without a request per key.
  const [query, setQuery] = useState(loaderData.q);
  const [urlQuery, setUrlQuery] = useState(loaderData.q);
  if (urlQuery !== loaderData.q) {
    setUrlQuery(loaderData.q);
    setQuery(loaderData.q);
  }
  const deferredQuery = useDeferredValue(query);
  const term = normalizeFaqQuery(deferredQuery);
  const faqCategories = loaderData.categories;
  const results = searchFaq(faqCategories, term);
  const total = countFaqEntries(faqCategories);
  const matches = countFaqEntries(results);

  return (
    <div>
      <PageHero
        title="Ghana Travel FAQ"
        crumbs={CRUMBS}
        lead={`${total} answers to travellers' questions across ${faqCategories.length} categories: visas and entry, getting around, money, health, culture, hotels and more. Rules change, so answers name the official source to check.`}
      >
        <Form method="get" role="search" className="mt-8 flex max-w-2xl gap-2" preventScrollReset>
          <label htmlFor="faq-search" className="sr-only">
            Search questions
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              id="faq-search"
              type="search"
              name="q"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              maxLength={FAQ_QUERY_MAX_LENGTH}
              placeholder="Search questions, e.g. visa, malaria, tro-tro"
              autoComplete="off"
              className="w-full rounded-lg border border-white/20 bg-white py-3 pr-3 pl-10 text-slate-900 placeholder:text-slate-500"
            />
          </div>
          <button
            type="submit"
            className="rounded-lg bg-kente-gold px-5 py-3 font-semibold text-slate-900 hover:bg-amber-300"
          >
            Search
          </button>
        </Form>
      </PageHero>

      <div className="mx-auto max-w-5xl space-y-10 px-4 py-12">
        <p role="status" className="text-slate-700">
          {term
            ? `${plural(matches, "question", "questions")} in ${plural(results.length, "category", "categories")} match “${term}”.`
            : `Showing all ${plural(total, "question", "questions")} in ${plural(faqCategories.length, "category", "categories")}.`}
        </p>

        {results.length > 0 ? (
          <>
            <FaqCategoryIndex categories={results} />
            <FaqList categories={results} />
          </>
        ) : (
          <div className="rounded-xl border border-slate-200 p-8 text-center">
            <Heading level={2} size="minor">
              No questions found
            </Heading>
            <p className="mt-2 text-slate-700">
              Try another word, or{" "}
              <Link
                to="/faq"
                onClick={() => setQuery("")}
                className="font-semibold text-brand-700 underline"
              >
                show all questions
              </Link>
              . You can also ask us through the{" "}
              <Link to="/contact" className="font-semibold text-brand-700 underline">
                contact form
              </Link>
              .
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = matches[0].loaderData.site;
  const faqCategories = loaderData?.categories ?? [];
  const total = countFaqEntries(faqCategories);
  return buildMeta(site, {
    title: "Ghana Travel FAQ",
    description: `${total} answers about travelling to Ghana: visas, yellow fever, money and mobile money, transport, hotels, culture, festivals and more.`,
    keywords:
      "Ghana travel FAQ, Ghana visa, Ghana yellow fever, Ghana cedi, tro-tro, Accra hotels, Ghana culture",
    path: "/faq",
    jsonLd: [
      {
        "@type": "FAQPage",
        url: `${site.url}/faq`,
        mainEntity: faqCategories.flatMap((category) =>
          category.entries.map((entry) => ({
            "@type": "Question",
            name: entry.question,
            acceptedAnswer: { "@type": "Answer", text: entry.answer },
          })),
        ),
      },
      breadcrumbList(site, CRUMBS),
    ],
  });
};

export const headers: Route.HeadersFunction = publicPageHeaders;
