import { countryLabel, type CountryName } from "#app/domain/names/name-picker.ts";
import { Icon } from "#app/components/icon.tsx";

const GENDER_STYLES: Record<CountryName["gender"], string> = {
  Male: "bg-sky-100 text-sky-900",
  Female: "bg-rose-100 text-rose-900",
  Unisex: "bg-violet-100 text-violet-900",
};

export function GenderBadge({ gender }: { gender: CountryName["gender"] }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${GENDER_STYLES[gender]}`}>
      {gender}
    </span>
  );
}

/** A name with its gender: a card's title, or a line in the favourites list. */
export function NameWithGender(props: { record: CountryName; isCardTitle?: boolean }) {
  const { name, gender } = props.record;
  return props.isCardTitle ? (
    <div className="flex flex-wrap items-center gap-2">
      <h3 className="mr-auto text-2xl font-bold text-slate-900">{name}</h3>
      <GenderBadge gender={gender} />
    </div>
  ) : (
    <span className="flex items-center gap-2">
      <span className="font-semibold text-slate-900">{name}</span>
      <GenderBadge gender={gender} />
    </span>
  );
}

/** One generated name with its details; the actions only work with JS, so they need it. */
export function NameCard({
  record,
  isFavorite,
  onCopy,
  onFavorite,
}: {
  record: CountryName;
  isFavorite: boolean;
  onCopy: (record: CountryName) => void;
  onFavorite: (record: CountryName) => void;
}) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <NameWithGender record={record} isCardTitle />
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        <dt className="font-semibold text-slate-900">Origin</dt>
        <dd className="text-slate-700">
          {record.origin}, {countryLabel(record.country)}
        </dd>
        <dt className="font-semibold text-slate-900">Meaning</dt>
        <dd className="text-slate-700">{record.meaning}</dd>
        <dt className="font-semibold text-slate-900">Say it</dt>
        <dd className="text-slate-700">{record.pronunciation}</dd>
      </dl>
      <div className="mt-auto flex gap-2 pt-4">
        <button
          type="button"
          onClick={() => onCopy(record)}
          aria-label={`Copy ${record.name}`}
          className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          <Icon name="copy" />
          Copy
        </button>
        <button
          type="button"
          onClick={() => onFavorite(record)}
          aria-label={`Add ${record.name} to favorites`}
          className="inline-flex items-center gap-1.5 rounded-lg border border-rose-300 px-3 py-1.5 text-sm font-medium text-rose-800 hover:bg-rose-50"
        >
          <Icon name={isFavorite ? "heart-filled" : "heart"} className="size-4 text-rose-700" />
          {isFavorite ? "Saved" : "Favorite"}
        </button>
      </div>
    </li>
  );
}
