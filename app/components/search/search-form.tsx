// What every search tab shares (imported as Search): the GET form and its controls.
import { useState, type ChangeEvent, type FormEventHandler, type ReactNode } from "react";
import type { TravelService } from "#app/domain/partners/go-links.ts";
import type { SearchDates } from "#app/content/search.ts";
import { Field, SelectField } from "#app/components/ui/field.tsx";

/**
 * A tab's form: a plain GET to the site's /go/search/… path, in a new tab. The server turns the
 * fields into the partner's search and counts the click, with or without JavaScript.
 */
export function Form(props: {
  service: TravelService;
  label: string;
  /** A check in the browser before the search opens; the server checks again. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      action={`/go/search/${props.service}`}
      target="_blank"
      aria-label={props.label}
      onSubmit={props.onSubmit}
    >
      <input type="hidden" name="placement" value={`search-${props.service}`} />
      {props.children}
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
export function Travelers(
  props: { options: readonly string[] } & (
    { initial: string } | { value: string; onChange: (value: string) => void }
  ),
) {
  const choice =
    "initial" in props
      ? { defaultValue: props.initial }
      : {
          value: props.value,
          onChange: (event: ChangeEvent<HTMLSelectElement>) => props.onChange(event.target.value),
        };
  return <SelectField name="travelers" label="Travelers" options={props.options} {...choice} />;
}

/** What every tab is given: today's default dates. */
export interface TabProps {
  dates: SearchDates;
}
