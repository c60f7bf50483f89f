import * as Search from "#app/components/search/search-form.tsx";
import { Button } from "#app/components/ui/button.tsx";

/**
 * The car partner's link takes only our ids (docs/partners.md), so this tab asks for nothing a
 * person would have to type again: places, dates and times are chosen on the partner's page.
 */
export function CarsTab() {
  return (
    <Search.Form service="cars" label="Search car rentals">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-xl text-slate-700">
          Compare car rentals in Ghana with our partner. You choose where and when to pick up, and
          the times, on its page.
        </p>
        <Button size="lg">Search Car Rentals in Ghana</Button>
      </div>
    </Search.Form>
  );
}
