// The FAQ's search box: a GET form to /faq, so it works the same with or without scripts. With
// scripts, on /faq (`isLive`), it also searches as the visitor types, a short pause after the
// last key, replacing the results in place (issue 39).
import { useEffect, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { Icon } from "#app/components/icon.tsx";
import { FAQ_QUERY_MAX_LENGTH, normalizeFaqQuery } from "#app/domain/faq/faq-search.ts";
import { FAQ_PATH } from "#app/domain/faq/faq-paths.ts";

const DEBOUNCE_MS = 300;

export function FaqSearchForm({ query, isLive = false }: { query: string; isLive?: boolean }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [text, setText] = useState(query);
  // Every query the typing sent: answers arrive late and out of order on a slow phone, and one
  // must never overwrite what was typed since while the visitor is still in the box.
  const [sent, setSent] = useState<ReadonlySet<string>>(() => new Set());
  const [isTyping, setIsTyping] = useState(false);
  // Another search, or Back, changes the URL's query: the box then shows it.
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    const isOwnAnswer = isTyping && sent.has(query);
    if (!isOwnAnswer && normalizeFaqQuery(text) !== query) setText(query);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Form
      method="get"
      action={FAQ_PATH}
      role="search"
      aria-label="FAQ"
      className="mt-8 flex max-w-2xl gap-2"
      onSubmit={() => clearTimeout(timer.current)}
    >
      <label htmlFor="faq-search" className="sr-only">
        Search questions
      </label>
      <div className="relative flex-1">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          id="faq-search"
          type="search"
          name="q"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (!isLive) return;
            const input = event.target;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => {
              const typed = normalizeFaqQuery(input.value);
              setSent((earlier) => new Set(earlier).add(typed));
              void submit(input.form, { replace: true, preventScrollReset: true });
            }, DEBOUNCE_MS);
          }}
          onFocus={() => setIsTyping(true)}
          onBlur={() => setIsTyping(false)}
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
