import { useEffect, useRef, useState } from "react";
import { DEFAULT_TRAVELERS, TRAVELER_OPTIONS } from "#app/content/search.ts";
import * as Search from "#app/components/search/search-form.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";

export function StaysTab({ dates }: Search.TabProps) {
  const checkin = Search.useStartDate(dates.today);
  const [checkout, setCheckout] = useState(dates.tomorrow);
  const [travelers, setTravelers] = useState<string>(DEFAULT_TRAVELERS);
  // What the traveller has changed, which the remembered stay must not overwrite.
  const edited = useRef({ dates: false, travelers: false });
  const setStart = checkin.field.onChange;
  // The stay remembered from an earlier Book Now (decision 024): cached pages cannot carry it, so
  // it arrives once scripts run.
  useEffect(() => {
    let isCurrent = true;
    void import("#app/browser/remembered-stay.ts").then(({ rememberedSearch }) => {
      const remembered = isCurrent ? rememberedSearch() : null;
      if (!remembered) return;
      if (remembered.dates && !edited.current.dates) {
        setStart(remembered.dates.checkin);
        setCheckout(remembered.dates.checkout);
      }
      const party = remembered.travelers;
      if (
        party &&
        !edited.current.travelers &&
        TRAVELER_OPTIONS.some((option) => option === party)
      ) {
        setTravelers(party);
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [setStart]);
  return (
    <Search.Form service="stays" label="Search stays">
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.3fr]">
        {/* Empty, not prefilled with a place the traveller did not choose; /go/ searches Accra
            when it is left empty (issue 39). */}
        <Field label="Where to?" name="location" placeholder="City, area or hotel, e.g. Accra" />
        <Search.DateField
          label="Check-in"
          name="checkin"
          {...checkin.field}
          onChange={(value) => {
            edited.current.dates = true;
            setStart(value);
          }}
        />
        <Search.DateField
          label="Check-out"
          name="checkout"
          value={checkout}
          min={checkin.next}
          onChange={(value) => {
            edited.current.dates = true;
            setCheckout(value);
          }}
        />
        <Search.Travelers
          options={TRAVELER_OPTIONS}
          value={travelers}
          onChange={(value) => {
            edited.current.travelers = true;
            setTravelers(value);
          }}
        />
      </div>
      <div className="mt-4">
        <Button size="lg">Search</Button>
      </div>
    </Search.Form>
  );
}
