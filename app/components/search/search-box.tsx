// The home page's tabbed search box (SPEC.md section 2): one tab per partner search, each a
// real GET form (search-form.tsx), so it works without JS. Each tab is also a link to ?tab=, so
// before scripts load (or without them) choosing a tab loads the page with that tab open.
import { lazy, Suspense, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { SearchDates } from "#app/content/search.ts";
import type { TravelService } from "#app/domain/partners/go-links.ts";
import { StaysTab } from "#app/components/search/stays-tab.tsx";
import { ServerMarkupBlock } from "#app/components/server-markup.tsx";
import type { ServerMarkup } from "#app/domain/text/markdown-html.ts";

// The other tabs' forms load when a reader opens one (or with the page that asked for it by ?tab=).
const FlightsTab = lazy(() =>
  import("#app/components/search/flights-tab.tsx").then((module) => ({
    default: module.FlightsTab,
  })),
);
const CarsTab = lazy(() =>
  import("#app/components/search/cars-tab.tsx").then((module) => ({ default: module.CarsTab })),
);
const ActivitiesTab = lazy(() =>
  import("#app/components/search/activities-tab.tsx").then((module) => ({
    default: module.ActivitiesTab,
  })),
);

export const SEARCH_TABS: { value: TravelService; label: string }[] = [
  { value: "stays", label: "Stays" },
  { value: "flights", label: "Flights" },
  { value: "cars", label: "Cars" },
  { value: "activities", label: "Things to do" },
];

const PANEL_CLASS = "mt-4 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-800";

/**
 * Tabs by the ARIA pattern (automatic activation): arrows, Home and End move between tabs and
 * open them; only the open tab is in the Tab order. The page carries only the open tab's form
 * (without scripts, another tab is a link that loads it); a tab opened in the browser stays
 * mounted, so a half-filled form survives a tab switch.
 */
/** `disclosure`: what a search opens and how we earn, as server markup (searchDisclosureHtml). */
export function SearchBox({
  dates,
  tab,
  disclosure,
}: {
  dates: SearchDates;
  tab: TravelService;
  disclosure: ServerMarkup;
}) {
  const [open, setOpen] = useState(tab);
  const [mounted, setMounted] = useState<ReadonlySet<TravelService>>(() => new Set([tab]));
  const show = (value: TravelService) => {
    setOpen(value);
    setMounted((known) => (known.has(value) ? known : new Set([...known, value])));
  };
  const tabRefs = useRef(new Map<TravelService, HTMLAnchorElement>());
  const idOf = (value: TravelService, part: "tab" | "panel") => `search-${part}-${value}`;

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = SEARCH_TABS.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const value = SEARCH_TABS[next]!.value;
    show(value);
    tabRefs.current.get(value)?.focus();
  };

  const panel = (value: TravelService, content: ReactNode) =>
    mounted.has(value) ? (
      <div
        id={idOf(value, "panel")}
        role="tabpanel"
        aria-labelledby={idOf(value, "tab")}
        tabIndex={0}
        hidden={open !== value}
        className={PANEL_CLASS}
      >
        <Suspense fallback={<p className="py-6 text-sm text-slate-600">Loading the form…</p>}>
          {content}
        </Suspense>
      </div>
    ) : null;

  return (
    <div id="search" className="scroll-mt-24 rounded-xl bg-white p-4 text-left shadow-xl sm:p-6">
      <div role="tablist" aria-label="What are you looking for?" className="flex flex-wrap gap-2">
        {SEARCH_TABS.map((item, index) => {
          const isOpen = open === item.value;
          return (
            <a
              key={item.value}
              ref={(element) => {
                if (element) tabRefs.current.set(item.value, element);
              }}
              id={idOf(item.value, "tab")}
              role="tab"
              aria-selected={isOpen}
              aria-controls={mounted.has(item.value) ? idOf(item.value, "panel") : undefined}
              tabIndex={isOpen ? 0 : -1}
              href={`?tab=${item.value}#search`}
              // Once scripts run the tab switches in place; the link is for before then.
              onClick={(event) => {
                event.preventDefault();
                show(item.value);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`rounded-full border px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 ${
                isOpen
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 text-slate-700 hover:bg-slate-100"
              }`}
            >
              {item.label}
            </a>
          );
        })}
      </div>
      <ServerMarkupBlock part={disclosure} />
      {panel("stays", <StaysTab dates={dates} />)}
      {panel("flights", <FlightsTab dates={dates} />)}
      {panel("cars", <CarsTab />)}
      {panel("activities", <ActivitiesTab />)}
    </div>
  );
}
