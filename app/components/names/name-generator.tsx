// The generator itself: a GET form the server answers without JS; with JS the same form asks
// the page's loader for names without a reload (the name list stays on the server, out of the
// page's script), with toasts, copy, favorites and export.
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { track } from "#app/browser/track.ts";
import { useToast } from "#app/components/ui/toast.tsx";
import {
  addFavorite,
  COUNTRY_OPTIONS,
  countryLabel,
  DEFAULT_COUNT,
  FAVORITES_FILE_NAME,
  formatFavoritesExport,
  GENDER_OPTIONS,
  isFavorite,
  removeFavorite,
  unpackNames,
  type CountryName,
  type NameFilters,
} from "#app/domain/names/name-picker.ts";
import { useFavorites, writeFavorites } from "#app/components/names/favorites-store.ts";
import { NameCard, NameWithGender } from "#app/components/names/name-card.tsx";
import { Heading } from "#app/components/ui/heading.tsx";
import { IconButton } from "#app/components/ui/icon-button.tsx";
import { Icon } from "#app/components/icon.tsx";

export type GeneratorOutcome =
  { status: "idle" } | { status: "found"; names: CountryName[] } | { status: "none" };

/**
 * The outcome as the loader sends it: drawn names as one JSON string (packNames), so the page's
 * data is the same text around them whatever names are drawn (docs/decisions/045).
 */
export type PackedOutcome =
  { status: "idle" } | { status: "found"; names: string } | { status: "none" };

function unpackOutcome(packed: PackedOutcome): GeneratorOutcome {
  return packed.status === "found" ? { ...packed, names: unpackNames(packed.names) } : packed;
}

const BUTTONS = [
  { count: DEFAULT_COUNT, label: "Generate Names", isPrimary: true },
  { count: 3, label: "Generate 3", isPrimary: false },
  { count: 10, label: "Generate 10", isPrimary: false },
  { count: 20, label: "Generate 20", isPrimary: false },
] as const;

const NO_NAMES = {
  title: "No names found",
  description: "Try adjusting your filters to find names.",
} as const;

/** One of the generator's filters as a labelled list, its value held by the generator. */
function filterSelect<T extends string>(
  name: string,
  label: string,
  value: T,
  options: readonly { value: T; label: string }[],
  onChange: (value: T) => void,
) {
  return (
    <div>
      <label htmlFor={name} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      <select
        id={name}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function NameGenerator({
  initialFilters,
  initialOutcome,
}: {
  initialFilters: NameFilters;
  initialOutcome: PackedOutcome;
}) {
  const toast = useToast();
  const favorites = useFavorites();
  const [filters, setFilters] = useState(initialFilters);
  const names = useFetcher<{ outcome: PackedOutcome }>();
  const asked = useRef<{ count: number } | null>(null);
  const packed = names.data?.outcome ?? initialOutcome;
  const outcome = useMemo(() => unpackOutcome(packed), [packed]);

  // Each answer is told once: counted, and a toast when nothing matched.
  useEffect(() => {
    const answer = names.data?.outcome;
    if (names.state !== "idle" || !answer || !asked.current) return;
    const found = answer.status === "found" ? unpackNames(answer.names).length : 0;
    track(
      "name_generated",
      `country=${filters.country}&gender=${filters.gender}&count=${asked.current.count}&found=${found}`,
    );
    asked.current = null;
    if (answer.status === "none") toast({ ...NO_NAMES, variant: "destructive" });
  }, [names.state, names.data, filters, toast]);

  function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const count = Number(submitter?.getAttribute("value") ?? DEFAULT_COUNT) || DEFAULT_COUNT;
    asked.current = { count };
    const query = new URLSearchParams({
      country: filters.country,
      gender: filters.gender,
      count: String(count),
    });
    void names.load(`/name-generator?${query}`);
  }

  async function copy(record: CountryName) {
    try {
      await navigator.clipboard.writeText(record.name);
      toast({ title: "Copied!", description: "Name copied to clipboard" });
    } catch {
      toast({
        title: "Could not copy",
        description: "Your browser blocked the clipboard. Select the name and copy it instead.",
        variant: "destructive",
      });
    }
  }

  function favorite(record: CountryName) {
    // A name already saved is ignored silently (SPEC.md section 5).
    if (isFavorite(favorites, record.name)) return;
    writeFavorites(addFavorite(favorites, record));
    toast({
      title: "Added to favorites",
      description: `${record.name} has been added to your favorites.`,
    });
  }

  function remove(record: CountryName) {
    writeFavorites(removeFavorite(favorites, record.name));
    toast({
      title: "Removed from favorites",
      description: `${record.name} has been removed from your favorites.`,
    });
  }

  function exportFavorites() {
    if (favorites.length === 0) {
      toast({
        title: "No favorites",
        description: "Add some names to favorites first.",
        variant: "destructive",
      });
      return;
    }
    downloadText(FAVORITES_FILE_NAME, formatFavoritesExport(favorites));
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
      <div>
        <form
          method="get"
          action="/name-generator"
          onSubmit={generate}
          aria-labelledby="generator-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <Heading level={2} size="card" id="generator-heading">
            Choose your filters
          </Heading>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {filterSelect(
              "country",
              "Country or region",
              filters.country,
              COUNTRY_OPTIONS,
              (country) => setFilters({ ...filters, country }),
            )}
            {filterSelect("gender", "Gender", filters.gender, GENDER_OPTIONS, (gender) =>
              setFilters({ ...filters, gender }),
            )}
          </div>
          <p className="mt-3 text-sm text-slate-600">Male and Female also include unisex names.</p>
          <div className="mt-5 flex flex-wrap gap-2">
            {BUTTONS.map((button) => (
              <button
                key={button.label}
                type="submit"
                name="count"
                value={button.count}
                className={
                  button.isPrimary
                    ? "inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
                    : "rounded-lg border border-brand-700 px-4 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
                }
              >
                {button.isPrimary ? <Icon name="sparkles" /> : null}
                {button.label}
              </button>
            ))}
          </div>
        </form>

        <section aria-labelledby="results-heading" className="mt-10">
          <Heading level={2} size="subsection" id="results-heading">
            Generated names
          </Heading>
          <p role="status" className="mt-2 text-slate-700">
            {outcome.status === "found"
              ? `${outcome.names.length} ${outcome.names.length === 1 ? "name" : "names"} generated.`
              : outcome.status === "none"
                ? `${NO_NAMES.title}. ${NO_NAMES.description}`
                : "Choose a country and a gender, then press Generate Names."}
          </p>
          {outcome.status === "found" ? (
            <ul className="mt-5 grid gap-4 sm:grid-cols-2">
              {outcome.names.map((record) => (
                <NameCard
                  key={record.name}
                  record={record}
                  isFavorite={isFavorite(favorites, record.name)}
                  onCopy={copy}
                  onFavorite={favorite}
                />
              ))}
            </ul>
          ) : null}
        </section>
      </div>

      <aside aria-labelledby="favorites-heading" className="lg:sticky lg:top-24 lg:self-start">
        <div className="rounded-2xl border border-rose-200 bg-rose-50 p-5">
          <Heading level={2} size="card" id="favorites-heading">
            Favorites ({favorites.length})
          </Heading>
          {favorites.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">
              No favorites yet. Press Favorite on a name to keep it here; favorites stay in this
              browser.
            </p>
          ) : (
            <ul className="mt-3 space-y-2">
              {favorites.map((record) => (
                <li
                  key={record.name}
                  className="flex items-center gap-2 rounded-lg bg-white p-3 shadow-sm"
                >
                  <span className="min-w-0 flex-1">
                    <NameWithGender record={record} />
                    <span className="block truncate text-xs text-slate-600">
                      {record.origin}, {countryLabel(record.country)}
                    </span>
                  </span>
                  <IconButton
                    label={`Remove ${record.name} from favorites`}
                    icon="trash"
                    onClick={() => remove(record)}
                    className="rounded p-1.5 text-slate-600 hover:bg-rose-100 hover:text-rose-800"
                  />
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            onClick={exportFavorites}
            className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-slate-900 px-4 py-2.5 font-semibold text-white hover:bg-slate-700"
          >
            <Icon name="download" />
            Export
          </button>
        </div>
      </aside>
    </div>
  );
}
