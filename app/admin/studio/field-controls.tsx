// The content editor's field controls: one control per kind of field in the form (text, markdown,
// lists, pairs, the city and FAQ-category choices, amenities, sources and the rest), each with its
// label, hint and error, and the ids the error summary links to.
import { GUIDE_CATEGORIES } from "#app/domain/content/guide-categories.ts";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import { CONTENT_STATUSES, type FormField } from "#app/domain/content/content-fields.ts";
import { type ContentType } from "#app/domain/content/content-schemas.ts";
import { AMENITIES, AMENITY_LABELS, isAmenity } from "#app/domain/hotels/amenities.ts";
import { HOTEL_TYPES, knownHotelType } from "#app/domain/hotels/hotel-types.ts";
import { hotelTypeLabel } from "#app/components/hotel/type-badge.tsx";

/** The item's status, said as what it means for the site. */
export function StatusControl({
  type,
  status,
  choices,
  error,
}: {
  type: ContentType;
  status: string;
  /** The statuses the person's role may choose (statusChoices). */
  choices: readonly string[];
  error: string | undefined;
}) {
  return (
    <SelectField
      id={controlId("status")}
      label="Status"
      name="status"
      defaultValue={status}
      error={error}
      options={CONTENT_STATUSES.filter((value) => choices.includes(value)).map((value) => ({
        value,
        label:
          value === "draft"
            ? "Draft (not on the site)"
            : value === "published"
              ? type === "posts"
                ? "Published (public from its publish time)"
                : "Published"
              : "Archived (its page says it is gone)",
      }))}
    />
  );
}

const SHELVES = [
  { value: "travel", label: "Recommended Travel Accessories" },
  { value: "ghana", label: "Essentials for Ghana's Climate" },
];

/** The choices of the fields that always offer the same ones, and the one an empty value shows. */
const FIXED_CHOICES = {
  "listing-status": {
    fallback: "unverified",
    options: [
      { value: "verified", label: "Verified: public sources show it exists here (listed)" },
      { value: "unverified", label: "Unverified: not listed until checked" },
    ],
  },
  "rate-currency": {
    fallback: "USD",
    options: [
      { value: "USD", label: "US dollars (USD)" },
      { value: "GHS", label: "Ghana cedis (GHS)" },
    ],
  },
  "rate-source": {
    fallback: "",
    options: [
      { value: "", label: "Not recorded (never guess)" },
      { value: "hotel", label: "The hotel itself" },
      { value: "partner", label: "Seen on a partner site" },
      { value: "publication", label: "A publication (with its address)" },
    ],
  },
} as const;

/** The id of a field's control, for the error summary's links. */
export function controlId(name: string): string {
  return `field-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

export function FormControl(props: {
  field: FormField;
  value: string;
  /** Every value of the form, for the fields that span several controls (amenities). */
  values: Readonly<Record<string, string>>;
  error?: string;
  /** The options of a city or FAQ category field. */
  choices: { slug: string; name: string }[];
  /** For a new item's slug: the one the server makes from the title when it is left empty. */
  suggestedSlug?: string;
  /** What the title field is called ("name" for a hotel). */
  titleLabel: string;
}) {
  const { field, value, error } = props;
  const common = {
    id: controlId(field.name),
    label: field.label,
    name: field.name,
    hint: field.hint,
    error,
  };
  // SelectField shows no hint: `common`'s would land on the <select> as a stray attribute.
  const select = { id: common.id, label: field.label, name: field.name, error };
  switch (field.kind) {
    case "textarea":
      return <Field {...common} multiline rows={7} defaultValue={value} />;
    case "markdown":
      return (
        <Field
          {...common}
          multiline
          rows={18}
          defaultValue={value}
          hint={
            field.hint ??
            "Markdown: ## for a heading, - for a list item, **bold**, [label](/path) for a link."
          }
          controlClassName="font-mono text-sm"
        />
      );
    case "pairs":
    case "places":
    case "sources":
    case "practical":
      return <Field {...common} multiline rows={5} defaultValue={value} />;
    case "listing-status":
    case "rate-currency":
    case "rate-source": {
      const { fallback, options } = FIXED_CHOICES[field.kind];
      return <SelectField {...select} defaultValue={value || fallback} options={options} />;
    }
    case "checkbox":
      return (
        <div className="flex items-center gap-2">
          <input
            type="checkbox"
            id={common.id}
            name={field.name}
            defaultChecked={value !== ""}
            className="size-4 accent-brand-700"
          />
          <label htmlFor={common.id} className="text-sm font-semibold text-slate-900">
            {field.label}
          </label>
        </div>
      );
    case "amenities": {
      const unknown = value
        .split(",")
        .map((key) => key.trim())
        .filter((key) => key && !isAmenity(key));
      const errorId = error ? `${common.id}-error` : undefined;
      return (
        <fieldset
          id={common.id}
          tabIndex={-1}
          aria-describedby={errorId}
          className="rounded-lg border border-slate-300 p-4"
        >
          <legend className="px-1 text-sm font-semibold text-slate-900">{field.label}</legend>
          {/* The stored order, which the ticked ones keep (fromFormValues). */}
          <input type="hidden" name={field.name} value={value} />
          <ul className="grid gap-2 sm:grid-cols-2">
            {AMENITIES.map((amenity) => (
              <li key={amenity}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={`${field.name}.${amenity}`}
                    defaultChecked={Boolean(props.values[`${field.name}.${amenity}`])}
                    className="size-6 accent-brand-700"
                  />
                  {AMENITY_LABELS[amenity]}
                </label>
              </li>
            ))}
          </ul>
          {unknown.length > 0 ? (
            <p className="mt-3 text-sm text-slate-700">
              Stored but not in the list, so dropped when you save: {unknown.join(", ")}.
            </p>
          ) : null}
          {error ? (
            <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
        </fieldset>
      );
    }
    case "hotel-type": {
      // A stored type outside the vocabulary stays visible, so a save cannot change it silently.
      const isKnown = value === "" || knownHotelType(value) !== null;
      return (
        <SelectField
          {...select}
          defaultValue={knownHotelType(value) ?? value}
          options={[
            ...(value === "" ? [{ value: "", label: "Choose a type" }] : []),
            ...(isKnown ? [] : [{ value, label: `${value} (not a known type: choose another)` }]),
            ...HOTEL_TYPES.map((type) => ({ value: type, label: hotelTypeLabel(type) })),
          ]}
        />
      );
    }
    case "city":
    case "faq-category":
    case "guide-category":
    case "shelf":
      return (
        <SelectField
          {...select}
          defaultValue={value}
          options={
            field.kind === "guide-category"
              ? GUIDE_CATEGORIES
              : field.kind === "shelf"
                ? SHELVES
                : props.choices.map((choice) => ({ value: choice.slug, label: choice.name }))
          }
        />
      );
    case "hidden":
      return <input type="hidden" name={field.name} value={value} />;
    case "number":
      return <Field {...common} inputMode="decimal" defaultValue={value} />;
    case "datetime":
      return <Field {...common} type="datetime-local" defaultValue={value} />;
    case "date":
      return <Field {...common} type="date" defaultValue={value} />;
    case "slug":
      return props.suggestedSlug === undefined ? (
        <Field {...common} defaultValue={value} spellCheck={false} />
      ) : (
        <Field
          {...common}
          defaultValue={value}
          spellCheck={false}
          placeholder={props.suggestedSlug || undefined}
          hint={`${field.hint ?? ""} Leave it empty to make it from the ${props.titleLabel}${props.suggestedSlug ? `: ${props.suggestedSlug}` : ""}.`.trim()}
        />
      );
    default:
      return <Field {...common} defaultValue={value} />;
  }
}
