// The site search box: a GET form to /search that works before scripts load (or without them),
// enhanced into an ARIA 1.2 combobox that suggests pages as you type (WAI-ARIA APG "combobox with
// listbox popup"): arrows move through the suggestions, Enter opens one, Escape closes the list.
// Its words and address come from the page's data (/search, or /fr/search on French pages), so
// its script carries neither language.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { SEARCH_QUERY_MAX_LENGTH, type SiteSuggestion } from "#app/domain/search/site-search.ts";
import { Icon } from "#app/components/icon.tsx";
import { IconButton } from "#app/components/ui/icon-button.tsx";
import type { SearchBoxWords } from "#app/i18n/chrome.ts";

const DEBOUNCE_MS = 120;
const MIN_QUERY_LENGTH = 2;

export function SiteSearchBox(props: {
  defaultValue?: string;
  words: SearchBoxWords;
  /** "header": compact, in the site header; "page": large, on /search. */
  look: "header" | "page";
  className?: string;
}) {
  const inputId = useId();
  const listId = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState(props.defaultValue ?? "");
  // Each answer keeps the query it answers: only the answer to the text in the box is shown.
  const [answer, setAnswer] = useState<{ term: string; suggestions: SiteSuggestion[] }>({
    term: "",
    suggestions: [],
  });
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const { words } = props;

  // Suggestions follow the typed text: a request a short pause after typing, the previous one
  // cancelled, so a fast typist costs one request.
  useEffect(() => {
    const term = query.trim();
    if (term.length < MIN_QUERY_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(words.suggestPath + encodeURIComponent(term), { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : { suggestions: [] }))
        .then((body: { suggestions: SiteSuggestion[] }) => {
          setAnswer({ term, suggestions: body.suggestions });
          setActive(-1);
        })
        .catch(() => {
          // Aborted or offline: the form still submits to /search.
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, words.suggestPath]);

  // The previous query's suggestions go as soon as the text changes, and an answer to an older
  // query never shows for a newer one (issue 39): a list is shown for the text it answers only.
  const suggestions = answer.term === query.trim() ? answer.suggestions : [];
  const isExpanded = isOpen && suggestions.length > 0;

  function choose(suggestion: SiteSuggestion) {
    setOpen(false);
    void navigate(suggestion.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      if (isExpanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const count = suggestions.length;
      setActive((index) =>
        event.key === "ArrowDown" ? (index + 1) % count : index <= 0 ? count - 1 : index - 1,
      );
      return;
    }
    if (event.key === "Enter" && isExpanded && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      choose(suggestions[active]!);
    }
  }

  const isPage = props.look === "page";
  const activeId =
    isExpanded && active >= 0 && active < suggestions.length ? `${listId}-${active}` : undefined;

  return (
    <form
      ref={rootRef}
      method="get"
      action={words.searchPath}
      role="search"
      aria-label={words.searchForm}
      className={`relative ${props.className ?? ""}`}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {words.searchSite}
      </label>
      <div className={isPage ? "flex gap-2" : "flex"}>
        <div className="relative min-w-0 flex-1">
          {isPage ? (
            <Icon
              name="search"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
          ) : null}
          {/* type="text": HTML allows the combobox role on a text input, not on type="search". */}
          <input
            id={inputId}
            type="text"
            enterKeyHint="search"
            name="q"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={isExpanded}
            aria-controls={listId}
            aria-activedescendant={activeId}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            placeholder={isPage ? words.searchPlaceholder : words.search}
            autoComplete="off"
            className={
              isPage
                ? "w-full rounded-lg border border-white/20 bg-white py-3 pr-3 pl-10 text-slate-900 placeholder:text-slate-500"
                : "w-full rounded-l-md border border-r-0 border-slate-300 bg-white py-1.5 pr-2 pl-3 text-sm text-slate-900 placeholder:text-slate-500"
            }
          />
        </div>
        {/* A visible submit control: a search starts by an explicit act (WCAG 3.2.2). */}
        {isPage ? (
          <button
            type="submit"
            className="rounded-lg bg-kente-gold px-5 py-3 font-semibold text-slate-900 hover:bg-amber-300"
          >
            {words.search}
          </button>
        ) : (
          <IconButton
            type="submit"
            label={words.search}
            icon="search"
            className="rounded-r-md border border-slate-300 bg-slate-50 px-2 text-slate-700 hover:bg-brand-50 hover:text-brand-800"
          />
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={words.suggestions}
        hidden={!isExpanded}
        className="absolute top-full right-0 left-0 z-50 mt-1 min-w-72 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 text-left shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          // Keys reach an option through the input (aria-activedescendant); focus never moves here.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={suggestion.url}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps focus in the input: the click would otherwise blur it and close the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            className="flex cursor-pointer items-baseline gap-2 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50 aria-selected:bg-brand-50 aria-selected:text-brand-900"
          >
            <span className="w-14 shrink-0 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {words.searchKinds[suggestion.kind]}
            </span>
            <span lang={suggestion.lang ?? "en"}>{suggestion.title}</span>
          </li>
        ))}
      </ul>
      {/* A live region, not role="status": the page's own status messages stay the only ones. */}
      <p className="sr-only" aria-live="polite">
        {isExpanded ? `${suggestions.length} ${words.suggestionsHelp}` : ""}
      </p>
    </form>
  );
}
