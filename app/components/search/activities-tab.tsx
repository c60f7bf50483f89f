import * as Search from "#app/components/search/search-form.tsx";
import { Button } from "#app/components/ui/button.tsx";

export function ActivitiesTab() {
  return (
    <Search.Form service="activities" label="Explore things to do">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-xl text-slate-700">
          Tours of Cape Coast and Elmina castles, Kakum's canopy walk, Kumasi's Kejetia market,
          kente weaving villages and safaris at Mole National Park.
        </p>
        <Button size="lg">Explore Activities</Button>
      </div>
    </Search.Form>
  );
}
