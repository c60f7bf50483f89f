// The home page's tabbed search box (SPEC.md section 2): one tab per partner search, each a
// real GET form (search-form.tsx), so it works without JS. Each tab is also a link to ?tab=, so
// before scripts load (or without them) choosing a tab loads the page with that tab open.
import { Tabs } from "radix-ui";
import type { SearchDates } from "#app/content/search.ts";
import type { TravelService } from "#app/domain/outbound.ts";
import { ActivitiesTab } from "#app/components/search/activities-tab.tsx";
import { CarsTab } from "#app/components/search/cars-tab.tsx";
import { FlightsTab } from "#app/components/search/flights-tab.tsx";
import { StaysTab } from "#app/components/search/stays-tab.tsx";
import { Link } from "react-router";
import { DISCLOSURE_PATH } from "#app/components/partner-note.tsx";

export const SEARCH_TABS: { value: TravelService; label: string }[] = [
  { value: "stays", label: "Stays" },
  { value: "flights", label: "Flights" },
  { value: "cars", label: "Cars" },
  { value: "activities", label: "Things to do" },
];

export function SearchBox({ dates, tab }: { dates: SearchDates; tab: TravelService }) {
  return (
    <Tabs.Root
      id="search"
      defaultValue={tab}
      className="scroll-mt-24 rounded-xl bg-white p-4 text-left shadow-xl sm:p-6"
    >
      <Tabs.List aria-label="What are you looking for?" className="flex flex-wrap gap-2">
        {SEARCH_TABS.map((item) => (
          <Tabs.Trigger key={item.value} value={item.value} asChild>
            <a
              href={`?tab=${item.value}#search`}
              // The trigger's type="button" is invalid on a link.
              type={undefined}
              // Once scripts run the tab switches in place; the link is for before then.
              onClick={(event) => event.preventDefault()}
              className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
            >
              {item.label}
            </a>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <p className="mt-3 text-xs text-slate-600">
        Searches open our travel partner in a new tab. Prices are in Ghanaian Cedi (GHS) or US
        Dollars. We may earn a commission when you book, at no extra cost to you.{" "}
        <Link to={DISCLOSURE_PATH} className="underline underline-offset-2">
          How we earn
        </Link>
      </p>
      {/* Kept mounted, so a half-filled form survives a tab switch. */}
      <Tabs.Content value="stays" forceMount className="mt-4 data-[state=inactive]:hidden">
        <StaysTab dates={dates} />
      </Tabs.Content>
      <Tabs.Content value="flights" forceMount className="mt-4 data-[state=inactive]:hidden">
        <FlightsTab dates={dates} />
      </Tabs.Content>
      <Tabs.Content value="cars" forceMount className="mt-4 data-[state=inactive]:hidden">
        <CarsTab dates={dates} />
      </Tabs.Content>
      <Tabs.Content value="activities" forceMount className="mt-4 data-[state=inactive]:hidden">
        <ActivitiesTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
