// The African Name Generator's rules (SPEC.md sections 5 and 9): filtering by country and gender,
// picking distinct names at random, favorites without duplicates, and the export text.
// The names and the randomness are parameters, so tests are deterministic and the server and
// browser share one rule.

export type NameGender = "Male" | "Female" | "Unisex";
export type NameCountry = "ghana" | "nigeria" | "kenya" | "ethiopia" | "southafrica";

/** One name as the generator shows it (the built-in list is app/content/names.ts). */
export interface NameRecord {
  name: string;
  meaning: string;
  origin: string;
  gender: NameGender;
  pronunciation: string;
}

/** The names to pick from, by country. */
export type NamesByCountry = Readonly<Record<NameCountry, readonly NameRecord[]>>;

export const COUNTRY_OPTIONS = [
  { value: "all", label: "All African Countries" },
  { value: "ghana", label: "Ghana" },
  { value: "nigeria", label: "Nigeria" },
  { value: "kenya", label: "Kenya" },
  { value: "ethiopia", label: "Ethiopia" },
  { value: "southafrica", label: "South Africa" },
] as const satisfies readonly { value: "all" | NameCountry; label: string }[];

export const GENDER_OPTIONS = [
  { value: "all", label: "All Genders" },
  { value: "Male", label: "Male" },
  { value: "Female", label: "Female" },
  { value: "Unisex", label: "Unisex" },
] as const satisfies readonly { value: "all" | NameGender; label: string }[];

/** The four generate buttons, in SPEC.md's order; 5 is the default. */
export const GENERATE_COUNTS = [5, 3, 10, 20] as const;
export const DEFAULT_COUNT = 5;

export type CountryFilter = (typeof COUNTRY_OPTIONS)[number]["value"];
export type GenderFilter = (typeof GENDER_OPTIONS)[number]["value"];

export interface NameFilters {
  country: CountryFilter;
  gender: GenderFilter;
}

export interface CountryName extends NameRecord {
  country: NameCountry;
}

export const FAVORITES_FILE_NAME = "african-names-favorites.txt";

export function countryLabel(country: NameCountry): string {
  return COUNTRY_OPTIONS.find((option) => option.value === country)?.label ?? country;
}

/** Male or Female also includes Unisex names; Unisex means Unisex only. */
export function matchesGender(record: NameRecord, gender: GenderFilter): boolean {
  if (gender === "all") return true;
  if (gender === "Unisex") return record.gender === "Unisex";
  return record.gender === gender || record.gender === "Unisex";
}

/** Every record that passes the filters, tagged with its country, in data order. */
export function filterNames(filters: NameFilters, data: NamesByCountry): CountryName[] {
  const countries = (Object.keys(data) as NameCountry[]).filter(
    (country) => filters.country === "all" || filters.country === country,
  );
  return countries.flatMap((country) =>
    data[country]
      .filter((record) => matchesGender(record, filters.gender))
      .map((record) => ({ ...record, country })),
  );
}

/**
 * `count` distinct names (by name) chosen at random from the pool, capped at the number
 * available. `random` returns a number in [0, 1), like Math.random.
 */
export function pickNames<T extends { name: string }>(
  pool: readonly T[],
  count: number,
  random: () => number = Math.random,
): T[] {
  const seen = new Set<string>();
  const unique = pool.filter((record) => {
    if (seen.has(record.name)) return false;
    seen.add(record.name);
    return true;
  });
  const wanted = Math.max(0, Math.min(Math.floor(count), unique.length));
  // A partial Fisher-Yates shuffle: each pick is uniform among the names not yet picked.
  for (let index = 0; index < wanted; index++) {
    const swap = index + Math.floor(random() * (unique.length - index));
    [unique[index], unique[swap]] = [unique[swap]!, unique[index]!];
  }
  return unique.slice(0, wanted);
}

/** Filters, then picks: what one press of a generate button produces. */
export function generateNames(
  filters: NameFilters,
  count: number,
  data: NamesByCountry,
  random: () => number = Math.random,
): CountryName[] {
  return pickNames(filterNames(filters, data), count, random);
}

/**
 * Drawn names as a page's data carries them: one string, whatever names and however many, so the
 * page around them is the same text for every draw and the server can keep it (decision 045).
 */
export function packNames(names: readonly CountryName[]): string {
  return JSON.stringify(names);
}

export function unpackNames(packed: string): CountryName[] {
  return JSON.parse(packed) as CountryName[];
}

/** Adds a favorite; a name already in the list is ignored (the list comes back unchanged). */
export function addFavorite<T extends { name: string }>(favorites: readonly T[], record: T): T[] {
  if (favorites.some((favorite) => favorite.name === record.name)) return [...favorites];
  return [...favorites, record];
}

export function isFavorite(favorites: readonly { name: string }[], name: string): boolean {
  return favorites.some((favorite) => favorite.name === name);
}

export function removeFavorite<T extends { name: string }>(
  favorites: readonly T[],
  name: string,
): T[] {
  return favorites.filter((favorite) => favorite.name !== name);
}

/** The export file: one line per name with its gender, meaning and origin. */
export function formatFavoritesExport(favorites: readonly NameRecord[]): string {
  return favorites
    .map(
      (record) =>
        `${record.name} (${record.gender}) - ${record.meaning.replace(/\s+/g, " ").trim()} - Origin: ${record.origin}`,
    )
    .join("\n")
    .concat(favorites.length > 0 ? "\n" : "");
}
