import { useState, type FormEvent } from "react";
import {
  DEFAULT_FLIGHT_TO,
  DEFAULT_FLIGHT_TRAVELERS,
  FLIGHT_TRAVELER_OPTIONS,
} from "#app/content/search.ts";
import { FLIGHT_PLACES } from "#app/content/flight-places.ts";
import {
  indexFlightPlaces,
  placeLabel,
  resolveFlightPlace,
  unknownPlaceMessage,
  type PlaceField,
} from "#app/domain/partners/airport-codes.ts";
import * as Search from "#app/components/search/search-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";

const TRIP_TYPES = [
  ["roundtrip", "Round trip"],
  ["oneway", "One way"],
] as const;

const PLACES_LIST = "flight-places";
const KNOWN_PLACES = indexFlightPlaces(FLIGHT_PLACES);

/** The browser's warning for a place field; the server gives the same one to a search without JS. */
function problemWith(field: PlaceField, value: string): string | undefined {
  return value.trim() && !resolveFlightPlace(value, KNOWN_PLACES)
    ? unknownPlaceMessage(value, field)
    : undefined;
}

export function FlightsTab({ dates }: Search.TabProps) {
  const [tripType, setTripType] = useState<"roundtrip" | "oneway">("roundtrip");
  const departure = Search.useStartDate(dates.today);
  const [problems, setProblems] = useState<Partial<Record<PlaceField, string>>>({});

  // Said when the person leaves the field, not while they type; cleared as soon as it is right.
  const placeField = (field: PlaceField) => ({
    name: field,
    list: PLACES_LIST,
    error: problems[field],
    onBlur: ({ currentTarget }: { currentTarget: HTMLInputElement }) =>
      setProblems((known) => ({ ...known, [field]: problemWith(field, currentTarget.value) })),
    onChange: ({ currentTarget }: { currentTarget: HTMLInputElement }) => {
      if (problems[field] && !problemWith(field, currentTarget.value)) {
        setProblems((known) => ({ ...known, [field]: undefined }));
      }
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = (field: PlaceField) =>
      event.currentTarget.elements.namedItem(field) as HTMLInputElement;
    const found = {
      from: problemWith("from", input("from").value),
      to: problemWith("to", input("to").value),
    };
    setProblems(found);
    const first = (["from", "to"] as const).find((field) => found[field]);
    if (first) {
      event.preventDefault();
      input(first).focus();
    }
  };

  return (
    <Search.Form service="flights" label="Search flights" onSubmit={onSubmit}>
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
        <Field label="From" placeholder="City or airport" {...placeField("from")} />
        <Field label="To" defaultValue={DEFAULT_FLIGHT_TO} {...placeField("to")} />
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
      {/* Suggestions as people type, from the browser itself: no script needed. */}
      <datalist id={PLACES_LIST}>
        {FLIGHT_PLACES.map((place) => (
          <option key={place.code} value={placeLabel(place)} />
        ))}
      </datalist>
      <div className="mt-4 flex justify-end">
        <Button size="lg">Search Flights to Ghana</Button>
      </div>
    </Search.Form>
  );
}
