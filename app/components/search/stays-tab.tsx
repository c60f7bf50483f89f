import { useState } from "react";
import { DEFAULT_STAY_LOCATION, DEFAULT_TRAVELERS, TRAVELER_OPTIONS } from "#app/content/search.ts";
import {
  Checkbox,
  DateField,
  SearchForm,
  type SearchTabProps,
} from "#app/components/search/search-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";

export function StaysTab({ partners, dates }: SearchTabProps) {
  const [checkin, setCheckin] = useState(dates.today);
  const [checkout, setCheckout] = useState(dates.tomorrow);
  return (
    <SearchForm service="stays" partners={partners} label="Search stays">
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.3fr]">
        <Field label="Where to?" name="location" defaultValue={DEFAULT_STAY_LOCATION} />
        <DateField
          label="Check-in"
          name="checkin"
          value={checkin}
          min={dates.today}
          onChange={setCheckin}
        />
        <DateField
          label="Check-out"
          name="checkout"
          value={checkout}
          min={checkin || dates.today}
          onChange={setCheckout}
        />
        <SelectField
          name="travelers"
          label="Travelers"
          options={TRAVELER_OPTIONS}
          defaultValue={DEFAULT_TRAVELERS}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        {/* The read-only summary of the two pickers, as 'checkin - checkout'. */}
        <Field
          label="Dates"
          className="min-w-56 flex-1"
          readOnly
          value={`${checkin} - ${checkout}`}
          controlClassName="bg-slate-50"
        />
        <div className="flex flex-wrap gap-4 pb-2">
          <Checkbox name="addFlight" label="Add a flight" />
          <Checkbox name="addCar" label="Add a car" />
        </div>
        <Button size="lg">Search</Button>
      </div>
    </SearchForm>
  );
}
