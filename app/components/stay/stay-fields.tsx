// The stay fields every stay form shares: check-in, check-out, adults, rooms, children, named as
// /go/ and /stay read them (app/domain/stay.ts). The HTML is the same for everyone (pages are
// cached); once scripts run, the fields take the remembered stay and the dates their limits.
import { useState } from "react";
import { Field } from "#app/components/ui/field.tsx";
import {
  useRememberedStay,
  useStayToday,
  type RememberedStay,
} from "#app/browser/remembered-stay.ts";
import { addDays, DEFAULT_PARTY, STAY_LIMITS } from "#app/domain/stay.ts";

const COMPACT = "px-2";

export function StayFields() {
  const remembered = useRememberedStay();
  const today = useStayToday();
  // A new memory (read after hydration, or saved by the form) fills the fields afresh.
  const key = remembered ? JSON.stringify(remembered) : "none";
  return <Fields key={key} remembered={remembered} today={today} />;
}

function Fields({ remembered, today }: { remembered: RememberedStay | null; today?: string }) {
  const [checkin, setCheckin] = useState(remembered?.checkin ?? "");
  const party = remembered ?? DEFAULT_PARTY;
  const earliestCheckout = checkin || today;
  return (
    <div className="grid grid-cols-6 gap-x-3 gap-y-2">
      <Field
        label="Check-in"
        name="checkin"
        type="date"
        className="col-span-3"
        controlClassName={COMPACT}
        defaultValue={remembered?.checkin}
        min={today}
        max={today ? addDays(today, STAY_LIMITS.maxDaysAhead) : undefined}
        onChange={(event) => setCheckin(event.target.value)}
      />
      <Field
        label="Check-out"
        name="checkout"
        type="date"
        className="col-span-3"
        controlClassName={COMPACT}
        defaultValue={remembered?.checkout}
        min={earliestCheckout ? addDays(earliestCheckout, 1) : undefined}
        max={checkin ? addDays(checkin, STAY_LIMITS.maxNights) : undefined}
      />
      <Field
        label="Adults"
        name="adults"
        type="number"
        inputMode="numeric"
        className="col-span-2"
        controlClassName={COMPACT}
        min={1}
        max={STAY_LIMITS.maxAdults}
        defaultValue={party.adults}
      />
      <Field
        label="Rooms"
        name="rooms"
        type="number"
        inputMode="numeric"
        className="col-span-2"
        controlClassName={COMPACT}
        min={1}
        max={STAY_LIMITS.maxRooms}
        defaultValue={party.rooms}
      />
      <Field
        label="Children"
        name="children"
        type="number"
        inputMode="numeric"
        className="col-span-2"
        controlClassName={COMPACT}
        min={0}
        max={STAY_LIMITS.maxChildren}
        defaultValue={party.children}
      />
      <p className="col-span-6 text-xs text-slate-600">
        No dates? We ask for your last ones, or tonight for one night.
      </p>
    </div>
  );
}
