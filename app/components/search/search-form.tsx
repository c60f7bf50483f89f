// What every search tab shares (imported as Search): the GET form aimed at the travel partner and its controls.
// Without JS the browser submits the form itself; with JS the outbound module builds the same URL
// (same fields, same order), opens it in a new tab and records a `search` event.
import { useState, type FormEvent, type ReactNode } from "react";
import { track } from "#app/browser/track.ts";
import {
  TRAVEL_AFFILIATE_PARAM,
  travelFormAction,
  travelSearchFromFields,
  travelSearchUrl,
  type PartnerConfig,
  type TravelService,
} from "#app/domain/outbound.ts";
import { formFields } from "#app/domain/form-fields.ts";
import type { SearchDates } from "#app/content/search.ts";
import { Field, SelectField } from "#app/components/ui/field.tsx";

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

/** The form shell: hidden service first, affiliate id last (the URL builder's order). */
export function Form(props: {
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

/**
 * The first date of a search, from today on. Its `field` props make a controlled DateField;
 * `next` is the earliest date a later field may take.
 */
export function useStartDate(today: string) {
  const [value, setValue] = useState(today);
  return { value, field: { value, min: today, onChange: setValue }, next: value || today };
}

/** A date picker; a controlled one reports each change as the date string. */
export function DateField(props: {
  label: string;
  name: string;
  min: string;
  value?: string;
  onChange?: (value: string) => void;
  defaultValue?: string;
  disabled?: boolean;
}) {
  const { onChange, ...field } = props;
  return (
    <Field
      {...field}
      type="date"
      onChange={onChange ? (event) => onChange(event.target.value) : undefined}
    />
  );
}

/** How many travel: stays count rooms too, flights only people. */
export function Travelers(props: { options: readonly string[]; initial: string }) {
  return (
    <SelectField
      name="travelers"
      label="Travelers"
      options={props.options}
      defaultValue={props.initial}
    />
  );
}

export function Checkbox({ name, label }: { name: string; label: string }) {
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

/** What every tab is given: the partner settings and today's default dates. */
export interface TabProps {
  partners: PartnerConfig;
  dates: SearchDates;
}
