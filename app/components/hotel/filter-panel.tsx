// The hotel filter panel (DECISIONS.md item 4): a GET form whose state is the URL. With JS each
// change navigates at once (a new history entry, so Back restores); without JS, Apply submits.
import { Form, Link, useSubmit } from "react-router";
import {
  PRICE_BANDS,
  PRICE_MAX,
  PRICE_MIN,
  RATING_OPTIONS,
  SORT_OPTIONS,
  type FilterOptions,
  type HotelFilters,
  type SortOption,
} from "#app/domain/hotel-filters.ts";
import { amenityLabel } from "#app/domain/amenities.ts";
import { hotelTypeLabel } from "#app/components/hotel/type-badge.tsx";

const SORT_LABELS: Record<SortOption, string> = {
  recommended: "Recommended",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  rating: "Guest rating",
};

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600";

export function FilterPanel(props: {
  /** The page the form submits to (its own path). */
  action: string;
  filters: HotelFilters;
  options: FilterOptions;
  /** Cities for the city select; omitted on city pages. */
  cities?: readonly { slug: string; name: string }[];
  /** A key that changes with the URL, so fields show the current filters after Back. */
  stateKey: string;
}) {
  const submit = useSubmit();
  const { filters } = props;
  return (
    <Form
      key={props.stateKey}
      method="get"
      action={props.action}
      aria-label="Filter hotels"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      onChange={(event) => {
        // Number fields apply on Enter or Apply, not on every keystroke.
        const field = event.target as EventTarget;
        if (field instanceof HTMLInputElement && field.type === "number") return;
        event.currentTarget.requestSubmit();
      }}
      onSubmit={(event) => {
        // Submit only what differs from the defaults, so URLs stay short and shareable.
        event.preventDefault();
        const params = new URLSearchParams();
        for (const [key, value] of new FormData(event.currentTarget)) {
          if (
            typeof value === "string" &&
            value !== "" &&
            value !== "all" &&
            !(key === "sort" && value === "recommended")
          ) {
            params.append(key, value);
          }
        }
        void submit(params, { method: "get", action: props.action, preventScrollReset: true });
      }}
    >
      <h2 className="text-lg font-semibold text-slate-900">Filter hotels</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        {props.cities ? (
          <label className="block text-sm font-medium text-slate-800">
            City
            <select name="city" defaultValue={filters.city ?? "all"} className={fieldClass}>
              <option value="all">All Cities</option>
              {props.cities.map((city) => (
                <option key={city.slug} value={city.slug}>
                  {city.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="block text-sm font-medium text-slate-800">
          Price per night
          <select name="price" defaultValue={filters.price ?? "all"} className={fieldClass}>
            <option value="all">Any price</option>
            {PRICE_BANDS.map((band) => (
              <option key={band} value={band}>
                {band === "300+" ? "$300 and up" : `$${band.replace("-", " to $")}`}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="text-sm font-medium text-slate-800">
          <legend>Custom price range (USD)</legend>
          <div className="mt-1 flex items-center gap-2">
            <label className="flex-1">
              <span className="sr-only">Minimum price</span>
              <input
                type="number"
                name="minPrice"
                min={PRICE_MIN}
                max={PRICE_MAX}
                step={1}
                placeholder="Min"
                defaultValue={filters.minPrice}
                className={fieldClass}
              />
            </label>
            <span aria-hidden="true">to</span>
            <label className="flex-1">
              <span className="sr-only">Maximum price</span>
              <input
                type="number"
                name="maxPrice"
                min={PRICE_MIN}
                max={PRICE_MAX}
                step={1}
                placeholder="Max"
                defaultValue={filters.maxPrice}
                className={fieldClass}
              />
            </label>
          </div>
        </fieldset>
        <label className="block text-sm font-medium text-slate-800">
          Guest rating
          <select name="rating" defaultValue={filters.rating ?? "all"} className={fieldClass}>
            <option value="all">Any rating</option>
            {RATING_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option.replace("+", " stars and up")}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-slate-800">
          Hotel type
          <select name="type" defaultValue={filters.type ?? "all"} className={fieldClass}>
            <option value="all">All types</option>
            {props.options.types.map((type) => (
              <option key={type} value={type}>
                {hotelTypeLabel(type)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium text-slate-800">
          Sort by
          <select name="sort" defaultValue={filters.sort} className={fieldClass}>
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {SORT_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-800">Amenities</legend>
        <div className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
          {props.options.amenities.map((amenity) => (
            <label key={amenity} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                name="amenity"
                value={amenity}
                defaultChecked={filters.amenities.includes(amenity)}
                className="size-4 rounded border-slate-400 accent-brand-700"
              />
              {amenityLabel(amenity)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Apply Filters
        </button>
        <Link
          to={props.action}
          preventScrollReset
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Clear Filters
        </Link>
      </div>
    </Form>
  );
}
