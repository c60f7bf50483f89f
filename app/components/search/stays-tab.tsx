import { useState } from "react";
import { DEFAULT_STAY_LOCATION, DEFAULT_TRAVELERS, TRAVELER_OPTIONS } from "#app/content/search.ts";
import * as Search from "#app/components/search/search-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";

export function StaysTab({ dates }: Search.TabProps) {
  const checkin = Search.useStartDate(dates.today);
  const [checkout, setCheckout] = useState(dates.tomorrow);
  return (
    <Search.Form service="stays" label="Search stays">
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.3fr]">
        <Field label="Where to?" name="location" defaultValue={DEFAULT_STAY_LOCATION} />
        <Search.DateField label="Check-in" name="checkin" {...checkin.field} />
        <Search.DateField
          label="Check-out"
          name="checkout"
          value={checkout}
          min={checkin.next}
          onChange={setCheckout}
        />
        <Search.Travelers options={TRAVELER_OPTIONS} initial={DEFAULT_TRAVELERS} />
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        {/* The read-only summary of the two pickers, as 'checkin - checkout'. */}
        <Field
          label="Dates"
          className="min-w-56 flex-1"
          readOnly
          value={`${checkin.value} - ${checkout}`}
          controlClassName="bg-slate-50"
        />
        <Button size="lg">Search</Button>
      </div>
    </Search.Form>
  );
}
