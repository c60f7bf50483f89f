// The home page's tabbed search box (SPEC.md section 2). Each tab is a real GET form aimed at the
// travel partner, so it works without JS; with JS the submit is built by the outbound module
// (same fields, same order, same URL), opened in a new tab and recorded as a `search` event.
import { Tabs } from "radix-ui";
import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { track } from "#app/browser/track.ts";
import {
  CAR_TIME_OPTIONS,
  DEFAULT_CAR_TIME,
  DEFAULT_DROPOFF,
  DEFAULT_FLIGHT_TO,
  DEFAULT_FLIGHT_TRAVELERS,
  DEFAULT_STAY_LOCATION,
  DEFAULT_TRAVELERS,
  FLIGHT_TRAVELER_OPTIONS,
  TRAVELER_OPTIONS,
  type SearchDates,
} from "#app/content/search.ts";
import {
  TRAVEL_AFFILIATE_PARAM,
  travelFormAction,
  travelSearchFromFields,
  travelSearchUrl,
  type PartnerConfig,
  type TravelService,
} from "#app/domain/outbound.ts";
import { formFields } from "#app/domain/form-fields.ts";
import { useSiteConfig } from "#app/site-config.ts";

const TABS: { value: TravelService; label: string }[] = [
  { value: "stays", label: "Stays" },
  { value: "flights", label: "Flights" },
  { value: "cars", label: "Cars" },
  { value: "activities", label: "Things to do" },
];

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";
const labelClass = "block text-sm font-medium text-slate-700";
const buttonClass =
  "rounded-md bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800";

function describeSearch(fields: Record<string, string>, service: TravelService): string {
  switch (service) {
    case "stays":
      return `stays:${fields.location ?? ""}`;
    case "flights":
      return `flights:${fields.from ?? ""}>${fields.to ?? ""}`;
    case "cars":
      return `cars:${fields.pickup ?? ""}`;
    case "activities":
      return "activities";
  }
}

/** The form shell every tab shares: hidden service first, affiliate id last (the builder's order). */
function SearchForm(props: {
  service: TravelService;
  partners: PartnerConfig;
  label: string;
  children: ReactNode;
}) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = formFields(new FormData(event.currentTarget));
    const url = travelSearchUrl(props.partners, travelSearchFromFields(props.service, fields));
    track("search", describeSearch(fields, props.service));
    window.open(url, "_blank", "noopener,noreferrer");
  }
  return (
    <form
      method="get"
      action={travelFormAction(props.partners)}
      target="_blank"
      // "sponsored" is a link keyword, not valid on forms; the rest still applies to the new tab.
      rel="noopener noreferrer"
      aria-label={props.label}
      onSubmit={handleSubmit}
    >
      <input type="hidden" name="service" value={props.service} />
      {props.children}
      <input type="hidden" name={TRAVEL_AFFILIATE_PARAM} value={props.partners.travelAffiliateId} />
    </form>
  );
}

function Checkbox({ name, label }: { name: string; label: string }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        name={name}
        value="true"
        className="size-4 rounded border-slate-400 accent-brand-700"
      />
      {label}
    </label>
  );
}

function StaysTab({ partners, dates }: { partners: PartnerConfig; dates: SearchDates }) {
  const id = useId();
  const [checkin, setCheckin] = useState(dates.today);
  const [checkout, setCheckout] = useState(dates.tomorrow);
  return (
    <SearchForm service="stays" partners={partners} label="Search stays">
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.3fr]">
        <InputField
          label="Where to?"
          id={`${id}-location`}
          name="location"
          type="text"
          defaultValue={DEFAULT_STAY_LOCATION}
        />
        <InputField
          label="Check-in"
          id={`${id}-checkin`}
          name="checkin"
          type="date"
          value={checkin}
          min={dates.today}
          onChange={(event) => setCheckin(event.target.value)}
        />
        <InputField
          label="Check-out"
          id={`${id}-checkout`}
          name="checkout"
          type="date"
          value={checkout}
          min={checkin || dates.today}
          onChange={(event) => setCheckout(event.target.value)}
        />
        <SelectField
          id={`${id}-travelers`}
          name="travelers"
          label="Travelers"
          options={TRAVELER_OPTIONS}
          defaultValue={DEFAULT_TRAVELERS}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        {/* The read-only summary of the two pickers, as 'checkin - checkout'. */}
        <InputField
          label="Dates"
          className="min-w-56 flex-1"
          id={`${id}-dates`}
          type="text"
          readOnly
          value={`${checkin} - ${checkout}`}
          inputClassName="bg-slate-50"
        />
        <div className="flex flex-wrap gap-4 pb-2">
          <Checkbox name="addFlight" label="Add a flight" />
          <Checkbox name="addCar" label="Add a car" />
        </div>
        <button type="submit" className={buttonClass}>
          Search
        </button>
      </div>
    </SearchForm>
  );
}

function FlightsTab({ partners, dates }: { partners: PartnerConfig; dates: SearchDates }) {
  const id = useId();
  const [tripType, setTripType] = useState<"roundtrip" | "oneway">("roundtrip");
  const [departure, setDeparture] = useState(dates.today);
  return (
    <SearchForm service="flights" partners={partners} label="Search flights">
      <fieldset className="flex flex-wrap gap-4 text-sm text-slate-700">
        <legend className="sr-only">Trip type</legend>
        {(
          [
            ["roundtrip", "Round trip"],
            ["oneway", "One way"],
          ] as const
        ).map(([value, label]) => (
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
        <InputField
          label="From"
          id={`${id}-from`}
          name="from"
          type="text"
          placeholder="City or airport"
        />
        <InputField
          label="To"
          id={`${id}-to`}
          name="to"
          type="text"
          defaultValue={DEFAULT_FLIGHT_TO}
        />
        <InputField
          label="Departure"
          id={`${id}-departure`}
          name="departure"
          type="date"
          value={departure}
          min={dates.today}
          onChange={(event) => setDeparture(event.target.value)}
        />
        {/* Disabled inputs are not submitted: a one-way search carries no return date. */}
        <InputField
          label="Return"
          id={`${id}-return`}
          name="return"
          type="date"
          defaultValue={dates.inAWeek}
          min={departure || dates.today}
          disabled={tripType === "oneway"}
          inputClassName="disabled:bg-slate-100 disabled:text-slate-500"
        />
        <SelectField
          id={`${id}-travelers`}
          name="travelers"
          label="Travelers"
          options={FLIGHT_TRAVELER_OPTIONS}
          defaultValue={DEFAULT_FLIGHT_TRAVELERS}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Checkbox name="addStay" label="Add a place to stay" />
        <Checkbox name="addCar" label="Add a car" />
        <button type="submit" className={`${buttonClass} sm:ml-auto`}>
          Search Flights to Ghana
        </button>
      </div>
    </SearchForm>
  );
}

/** A labelled input; `className` is the wrapper's, `inputClassName` adds to the field's. */
function InputField({
  label,
  className,
  inputClassName,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  inputClassName?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={input.id} className={labelClass}>
        {label}
      </label>
      <input
        {...input}
        className={inputClassName ? `${fieldClass} ${inputClassName}` : fieldClass}
      />
    </div>
  );
}

function SelectField(props: {
  id: string;
  name: string;
  label: string;
  options: readonly string[];
  defaultValue: string;
}) {
  return (
    <div>
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        defaultValue={props.defaultValue}
        className={fieldClass}
      >
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

function CarsTab({ partners, dates }: { partners: PartnerConfig; dates: SearchDates }) {
  const id = useId();
  const [pickupDate, setPickupDate] = useState(dates.today);
  return (
    <SearchForm service="cars" partners={partners} label="Search car rentals">
      <div className="grid gap-4 md:grid-cols-2">
        <InputField
          label="Pick-up location"
          id={`${id}-pickup`}
          name="pickup"
          type="text"
          defaultValue={DEFAULT_STAY_LOCATION}
        />
        <InputField
          label="Drop-off location"
          id={`${id}-dropoff`}
          name="dropoff"
          type="text"
          defaultValue={DEFAULT_DROPOFF}
        />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <InputField
          label="Pick-up date"
          id={`${id}-pickup-date`}
          name="pickupDate"
          type="date"
          value={pickupDate}
          min={dates.today}
          onChange={(event) => setPickupDate(event.target.value)}
        />
        <SelectField
          id={`${id}-pickup-time`}
          name="pickupTime"
          label="Pick-up time"
          options={CAR_TIME_OPTIONS}
          defaultValue={DEFAULT_CAR_TIME}
        />
        <InputField
          label="Drop-off date"
          id={`${id}-dropoff-date`}
          name="dropoffDate"
          type="date"
          defaultValue={dates.inThreeDays}
          min={pickupDate || dates.today}
        />
        <SelectField
          id={`${id}-dropoff-time`}
          name="dropoffTime"
          label="Drop-off time"
          options={CAR_TIME_OPTIONS}
          defaultValue={DEFAULT_CAR_TIME}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <Checkbox name="showAarp" label="Show AARP member rates" />
        <InputField
          label="Discount code (optional)"
          className="min-w-48"
          id={`${id}-codes`}
          name="discountCodes"
          type="text"
        />
        <button type="submit" className={`${buttonClass} sm:ml-auto`}>
          Search Car Rentals in Ghana
        </button>
      </div>
    </SearchForm>
  );
}

function ActivitiesTab({ partners }: { partners: PartnerConfig }) {
  return (
    <SearchForm service="activities" partners={partners} label="Explore things to do">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-xl text-slate-700">
          Tours of Cape Coast and Elmina castles, Kakum's canopy walk, Kumasi's Kejetia market,
          kente weaving villages and safaris at Mole National Park.
        </p>
        <button type="submit" className={buttonClass}>
          Explore Activities
        </button>
      </div>
    </SearchForm>
  );
}

export function SearchBox({ dates }: { dates: SearchDates }) {
  const { partners } = useSiteConfig();
  return (
    <Tabs.Root defaultValue="stays" className="rounded-xl bg-white p-4 text-left shadow-xl sm:p-6">
      <Tabs.List aria-label="What are you looking for?" className="flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <p className="mt-3 text-xs text-slate-600">
        Searches open our travel partner in a new tab. Prices are in Ghanaian Cedi (GHS) or US
        Dollars.
      </p>
      {/* Kept mounted, so a half-filled form survives a tab switch. */}
      <Tabs.Content value="stays" forceMount className="mt-4 data-[state=inactive]:hidden">
        <StaysTab partners={partners} dates={dates} />
      </Tabs.Content>
      <Tabs.Content value="flights" forceMount className="mt-4 data-[state=inactive]:hidden">
        <FlightsTab partners={partners} dates={dates} />
      </Tabs.Content>
      <Tabs.Content value="cars" forceMount className="mt-4 data-[state=inactive]:hidden">
        <CarsTab partners={partners} dates={dates} />
      </Tabs.Content>
      <Tabs.Content value="activities" forceMount className="mt-4 data-[state=inactive]:hidden">
        <ActivitiesTab partners={partners} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
