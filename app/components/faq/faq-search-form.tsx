// The FAQ's search box: a GET form to /faq, so it works the same with or without scripts.
import { Icon } from "#app/components/icon.tsx";
import { Form } from "react-router";
import { FAQ_QUERY_MAX_LENGTH } from "#app/domain/faq-search.ts";
import { FAQ_PATH } from "#app/domain/faq-paths.ts";

export function FaqSearchForm({ query }: { query: string }) {
  return (
    <Form
      method="get"
      action={FAQ_PATH}
      role="search"
      aria-label="FAQ"
      className="mt-8 flex max-w-2xl gap-2"
    >
      <label htmlFor="faq-search" className="sr-only">
        Search questions
      </label>
      <div className="relative flex-1">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
        />
        {/* Keyed by the query, so the box shows the URL's query after every search and Back. */}
        <input
          key={query}
          id="faq-search"
          type="search"
          name="q"
          defaultValue={query}
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
  );
}
