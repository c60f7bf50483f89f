// The stay fields every stay form shares: check-in, check-out, adults, rooms, children, named as
// /go/ and /stay read them (app/domain/partners/stay.ts). Rendered on the server only; a hotel page
// renders the remembered stay into them (`stay`), so they show what Book Now sends even without
// scripts; in the browser, fillStayForm (app/browser/remembered-stay.ts) puts in the remembered
// stay on lists and the dates' limits.
import { useId, type InputHTMLAttributes } from "react";
import { DEFAULT_PARTY, STAY_LIMITS, type Party, type Stay } from "#app/domain/partners/stay.ts";

export interface ShownStay {
  dates: Pick<Stay, "checkin" | "checkout"> | null;
  party: Party | null;
}

/** The fields' words in the page's language. */
export interface StayInputWords {
  checkin: string;
  checkout: string;
  adults: string;
  rooms: string;
  children: string;
  hint: string;
}

const ENGLISH: StayInputWords = {
  checkin: "Check-in",
  checkout: "Check-out",
  adults: "Adults",
  rooms: "Rooms",
  children: "Children",
  hint: "No dates? We ask for your last ones, or tonight for one night.",
};

export function StayInputs({
  stay,
  words = ENGLISH,
}: {
  stay?: ShownStay;
  words?: StayInputWords;
}) {
  const party = stay?.party ?? DEFAULT_PARTY;
  return (
    <div className="grid grid-cols-6 gap-x-3 gap-y-2">
      <Input label={words.checkin} name="checkin" type="date" defaultValue={stay?.dates?.checkin} />
      <Input
        label={words.checkout}
        name="checkout"
        type="date"
        defaultValue={stay?.dates?.checkout}
      />
      <Count label={words.adults} name="adults" min={1} max={STAY_LIMITS.maxAdults} value={party} />
      <Count label={words.rooms} name="rooms" min={1} max={STAY_LIMITS.maxRooms} value={party} />
      <Count
        label={words.children}
        name="children"
        min={0}
        max={STAY_LIMITS.maxChildren}
        value={party}
      />
      <p className="col-span-6 text-xs text-slate-600">{words.hint}</p>
    </div>
  );
}

function Count({
  value,
  ...props
}: {
  label: string;
  name: keyof Party;
  min: number;
  max: number;
  value: Party;
}) {
  return (
    <Input
      {...props}
      type="number"
      inputMode="numeric"
      defaultValue={value[props.name]}
      className="col-span-2"
    />
  );
}

function Input({
  label,
  className = "col-span-3",
  ...input
}: { label: string; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "className"
>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      <input
        id={id}
        {...input}
        className="mt-1 block w-full rounded-md border border-slate-500 bg-white px-2 py-2 text-slate-900 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      />
    </div>
  );
}
