// Name-generator favorites kept in localStorage (DECISIONS.md item 12, docs/decisions/004), read
// through useSyncExternalStore: the server and hydration see an empty list, then the browser's.
import { useSyncExternalStore } from "react";
import type { CountryName } from "#app/domain/names/name-picker.ts";

const STORAGE_KEY = "akwaaba-stays:name-favorites";

const GENDERS: ReadonlySet<unknown> = new Set(["Male", "Female", "Unisex"]);
const COUNTRIES: ReadonlySet<unknown> = new Set([
  "ghana",
  "nigeria",
  "kenya",
  "ethiopia",
  "southafrica",
]);
const TEXT_FIELDS = ["name", "meaning", "origin", "pronunciation"] as const;

/** Stored favorites as written by writeFavorites; anything else (edited, older) reads as none. */
export function parseFavorites(stored: unknown): CountryName[] | null {
  if (!Array.isArray(stored)) return null;
  const favorites: CountryName[] = [];
  for (const item of stored as unknown[]) {
    if (typeof item !== "object" || item === null) return null;
    const record = item as Record<string, unknown>;
    if (!TEXT_FIELDS.every((field) => typeof record[field] === "string")) return null;
    if (!GENDERS.has(record.gender) || !COUNTRIES.has(record.country)) return null;
    favorites.push({
      name: record.name as string,
      meaning: record.meaning as string,
      origin: record.origin as string,
      pronunciation: record.pronunciation as string,
      gender: record.gender as CountryName["gender"],
      country: record.country as CountryName["country"],
    });
  }
  return favorites;
}

const EMPTY: readonly CountryName[] = [];
const listeners = new Set<() => void>();
// When storage is unavailable (blocked, private mode quota) favorites still work for the visit.
let memory: readonly CountryName[] = EMPTY;
let cachedRaw: string | null = null;
let cachedList: readonly CountryName[] = EMPTY;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function getSnapshot(): readonly CountryName[] {
  const raw = readRaw();
  if (raw === null) return memory;
  // The snapshot must be the same object while the stored text is unchanged.
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cachedList = parseFavorites(JSON.parse(raw)) ?? EMPTY;
    } catch {
      cachedList = EMPTY;
    }
  }
  return cachedList;
}

function getServerSnapshot(): readonly CountryName[] {
  return EMPTY;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the favorites updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function writeFavorites(favorites: readonly CountryName[]) {
  memory = favorites;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(favorites));
  } catch {
    // Storage full or blocked: the in-memory copy keeps the page working.
  }
  for (const listener of listeners) listener();
}

export function useFavorites(): readonly CountryName[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
