// The hotel filter panel (DECISIONS.md item 4): a GET form whose state is the URL. With JS each
// change navigates at once (a new history entry, so Back restores); without JS, Apply submits.
// The form is never remounted on a navigation, so the control a keyboard user changed keeps
// focus; its fields are set to the URL's filters in place instead.
import { Fragment, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation, useSubmit, type SubmitFunction } from "react-router";
import {
  activeFilterCount,
  ANY_VALUE,
  filterFieldValue,
  filterFormQuery,
  isAmenityTicked,
} from "#app/domain/hotel-lists/filter-form.ts";
import {
  PRICE_BANDS,
  PRICE_MAX,
  PRICE_MIN,
  RATING_OPTIONS,
  SORT_OPTIONS,
  type FilterOptions,
  type HotelFilters,
} from "#app/domain/hotel-lists/hotel-filters.ts";
import { PRACTICAL_FILTERS } from "#app/domain/hotel-lists/practical-filters.ts";
import type { FilterCounts, OptionCounts } from "#app/domain/hotel-lists/filter-counts.ts";
import type { FilterWords } from "#app/domain/hotels/hotel-words.ts";

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600";

const PRICE_BOUNDS = ["minPrice", "maxPrice"] as const;

/** "Pool (3)": an option with the hotels it would find, the other filters applied. */
const counted = (label: string, found: number | undefined) =>
  found === undefined ? label : `${label} (${found})`;

/**
 * One filter as a labelled list; `any` names the choice that leaves the filter off. An option
 * that would find nothing is disabled, with its zero in its words, unless it is the one chosen.
 */
function FilterSelect(props: {
  label: string;
  name: string;
  value: string | undefined;
  any?: string;
  options: readonly (readonly [string, string])[];
  counts?: OptionCounts;
}) {
  return (
    <label className="block text-sm font-medium text-slate-800">
      {props.label}
      <select name={props.name} defaultValue={props.value ?? ANY_VALUE} className={fieldClass}>
        {props.any ? <option value={ANY_VALUE}>{props.any}</option> : null}
        {props.options.map(([value, label]) => {
          const found = props.counts?.[value];
          return (
            <option key={value} value={value} disabled={found === 0 && value !== props.value}>
              {counted(label, found)}
            </option>
          );
        })}
      </select>
    </label>
  );
}

/**
 * A filter's boxes to tick, any number of them, each labelled with what it would find; one that
 * would find nothing is disabled unless ticked, so it can always be unticked. `notes` add a line
 * to each box's label (how much is known).
 */
function tickBoxes<T extends string>(
  name: string,
  values: readonly T[],
  labelOf: (value: T) => string,
  ticked: readonly T[],
  counts: OptionCounts,
  notes?: Readonly<Record<string, string>>,
) {
  return (
    <div className={"mt-2 grid grid-cols-2 gap-x-3 gap-y-2"}>
      {values.map((value) => {
        const found = counts[value];
        const isTicked = ticked.includes(value);
        return (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={isTicked}
              disabled={found === 0 && !isTicked}
              className="size-6 shrink-0 rounded border-slate-400 accent-brand-700 sm:size-4"
            />
            <span>
              {counted(labelOf(value), found)}
              {notes ? <small className="block">{notes[value]}</small> : null}
            </span>
          </label>
        );
      })}
    </div>
  );
}

/** Whether a visitor changed a field since the server rendered it (before the scripts ran). */
function hasChangedFields(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((field) => {
    if (field instanceof HTMLSelectElement) {
      return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
    }
    if (!(field instanceof HTMLInputElement)) return false;
    return field.type === "checkbox"
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;
  });
}

/** Sets every field to what these filters say. */
function showFilters(form: HTMLFormElement, filters: HotelFilters) {
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLInputElement && field.type === "checkbox") {
      field.checked = isAmenityTicked(filters, field.value, field.name);
    } else if (field instanceof HTMLSelectElement || field instanceof HTMLInputElement) {
      field.value = filterFieldValue(filters, field.name);
    }
  }
}

function applyForm(
  submit: SubmitFunction,
  form: HTMLFormElement,
  action: string,
  replace: boolean,
) {
  void submit(filterFormQuery(new FormData(form)), {
    method: "get",
    action,
    preventScrollReset: true,
    replace,
  });
}

export function FilterPanel(props: {
  /** The page the form submits to (its own path). */
  action: string;
  filters: HotelFilters;
  options: FilterOptions;
  /** What each option would find, and how much is known, computed by the server. */
  counts: FilterCounts;
  /** Cities for the city select; omitted on city pages. */
  cities?: readonly { slug: string; name: string }[];
  /** The panel's words in the page's language, worded by the server (app/i18n/). */
  words: FilterWords;
}) {
  const words = props.words;
  const submit = useSubmit();
  const { filters, action, counts } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const shownFilters = useRef(filters);
  const isSettled = useNavigation().state === "idle";
  // Changes a hand made in this form: as the render saw them, and as of now. An effect runs after
  // its render, and on a slow phone a tap can fall in between.
  const [edits, setEdits] = useState(0);
  const editsNow = useRef(0);

  // Choices made on a slow phone before the scripts ran are applied once they do, in place of
  // the address the page was opened with: what the form shows is what the list shows.
  useEffect(() => {
    if (formRef.current && hasChangedFields(formRef.current)) {
      applyForm(submit, formRef.current, action, true);
    }
  }, [submit, action]);

  // After Back, Clear Filters or a page link the fields follow the URL. Not while the list for a
  // later change is on its way: the one for an earlier change would untick what was ticked since.
  useEffect(() => {
    if (shownFilters.current === filters || !formRef.current) return;
    if (!isSettled || editsNow.current !== edits) return;
    shownFilters.current = filters;
    showFilters(formRef.current, filters);
  }, [filters, isSettled, edits]);

  const activeCount = activeFilterCount(filters, { countsCity: props.cities !== undefined });
  return (
    // Folded on a phone, so the hotels come first; always open beside the list on a wide screen.
    <details className="filter-fold rounded-xl border border-slate-200 bg-white shadow-sm">
      <summary className="cursor-pointer rounded-xl px-5 py-4 font-semibold text-slate-900">
        {activeCount > 0 ? words.foldOn.replace("{count}", String(activeCount)) : words.fold}
      </summary>
      <Form
        ref={formRef}
        method="get"
        action={action}
        aria-label={words.form}
        className="px-5 pb-5 lg:pt-5"
        onChange={(event) => {
          editsNow.current += 1;
          setEdits(editsNow.current);
          // Number fields apply on Enter or Apply, not on every keystroke.
          const field = event.target as EventTarget;
          if (field instanceof HTMLInputElement && field.type === "number") return;
          event.currentTarget.requestSubmit();
        }}
        onSubmit={(event) => {
          event.preventDefault();
          applyForm(submit, event.currentTarget, action, false);
        }}
      >
        <h2 className="hidden text-lg font-semibold text-slate-900 lg:block">{words.heading}</h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {props.cities ? (
            <FilterSelect
              label={words.city}
              name="city"
              value={filters.city}
              any={words.allCities}
              options={props.cities.map((city) => [city.slug, city.name])}
              counts={counts.city}
            />
          ) : null}
          <FilterSelect
            label={words.price}
            name="price"
            value={filters.price}
            any={words.anyPrice}
            options={PRICE_BANDS.map((band) => [band, words.bands[band]!])}
            counts={counts.price}
          />
          <fieldset className="text-sm font-medium text-slate-800">
            <legend>{words.customPrice}</legend>
            <div className="mt-1 flex items-center gap-2">
              {PRICE_BOUNDS.map((name, index) => (
                <Fragment key={name}>
                  {index > 0 ? <span aria-hidden="true">{words.to}</span> : null}
                  <label className="flex-1">
                    <span className="sr-only">
                      {name === "minPrice" ? words.minimum : words.maximum}
                    </span>
                    <input
                      type="number"
                      name={name}
                      min={PRICE_MIN}
                      max={PRICE_MAX}
                      step={1}
                      placeholder={name === "minPrice" ? words.min : words.max}
                      defaultValue={filters[name]}
                      className={fieldClass}
                    />
                  </label>
                </Fragment>
              ))}
            </div>
          </fieldset>
          <FilterSelect
            label={words.rating}
            name="rating"
            value={filters.rating}
            any={words.anyRating}
            options={RATING_OPTIONS.map((option) => [
              option,
              words.ratingUp.replace("{rating}", option.replace("+", "")),
            ])}
            counts={counts.rating}
          />
          <FilterSelect
            label={words.type}
            name="type"
            value={filters.type}
            any={words.allTypes}
            options={props.options.types.map((type) => [type, words.typeLabels[type] ?? type])}
            counts={counts.type}
          />
          <FilterSelect
            label={words.sort}
            name="sort"
            value={filters.sort}
            options={SORT_OPTIONS.map((option) => [option, words.sorts[option]!])}
          />
        </div>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-slate-800">{words.amenities}</legend>
          {tickBoxes(
            "amenity",
            props.options.amenities,
            (amenity) => words.amenityLabels[amenity] ?? amenity,
            filters.amenities,
            counts.amenity,
          )}
        </fieldset>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-slate-800">{words.practical}</legend>
          <p className="text-xs text-slate-600">{words.practicalHint}</p>
          {tickBoxes(
            "has",
            PRACTICAL_FILTERS,
            (fact) => words.practicalLabels[fact]!,
            filters.facts,
            counts.has,
            counts.knownFor,
          )}
        </fieldset>
        <div className="mt-5 flex flex-wrap gap-3">
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {words.apply}
          </button>
          <Link
            to={action}
            preventScrollReset
            className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {words.clear}
          </Link>
        </div>
      </Form>
    </details>
  );
}
