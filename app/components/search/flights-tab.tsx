import { useState } from "react";
import {
  DEFAULT_FLIGHT_TO,
  DEFAULT_FLIGHT_TRAVELERS,
  FLIGHT_TRAVELER_OPTIONS,
} from "#app/content/search.ts";
import * as Search from "#app/components/search/search-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";

const TRIP_TYPES = [
  ["roundtrip", "Round trip"],
  ["oneway", "One way"],
] as const;

export function FlightsTab({ dates }: Search.TabProps) {
  const [tripType, setTripType] = useState<"roundtrip" | "oneway">("roundtrip");
  const departure = Search.useStartDate(dates.today);
  return (
    <Search.Form service="flights" label="Search flights">
      <fieldset className="flex flex-wrap gap-4 text-sm text-slate-700">
        <legend className="sr-only">Trip type</legend>
        {TRIP_TYPES.map(([value, label]) => (
          <label key={value} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="tripType"
              value={value}
              checked={tripType === value}
              onChange={() => setTripType(value)}
              className="size-4 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="mt-3 grid gap-4 md:grid-cols-2 lg:grid-cols-5">
        <Field label="From" name="from" placeholder="City or airport" />
        <Field label="To" name="to" defaultValue={DEFAULT_FLIGHT_TO} />
        <Search.DateField label="Departure" name="departure" {...departure.field} />
        {/* Disabled inputs are not submitted: a one-way search carries no return date. */}
        <Search.DateField
          label="Return"
          name="return"
          defaultValue={dates.inAWeek}
          min={departure.next}
          disabled={tripType === "oneway"}
        />
        <Search.Travelers options={FLIGHT_TRAVELER_OPTIONS} initial={DEFAULT_FLIGHT_TRAVELERS} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Search.Checkbox name="addStay" label="Add a place to stay" />
        <Search.Checkbox name="addCar" label="Add a car" />
        <Button size="lg" className="sm:ml-auto">
          Search Flights to Ghana
        </Button>
      </div>
    </Search.Form>
  );
}
