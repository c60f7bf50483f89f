// What a person types in the flight search ("London", "london heathrow", "London Heathrow (LHR)",
// "LHR", "Lomé") → the IATA code the flights partners search by, looked up in an index of the
// places its caller knows (the site's table is app/content/flight-places.ts). The browser runs it to warn before a search
// is sent, and the server runs it again for the search itself.

/** A place the flight search knows by name. */
export interface FlightPlace {
  /** The IATA code partners take: an airport's, or a city's for all its airports. */
  code: string;
  /** How the search box suggests it, as "{name} ({code})". */
  name: string;
  country: string;
  /** Other names people type for it; case, accents and punctuation do not matter. */
  aliases?: readonly string[];
}

/** Words that name no place in particular: "Kumasi Airport" is Kumasi. */
const FILLER = new Set(["airport", "airports", "international", "intl", "the"]);

/**
 * A form of the text that ignores case, accents, punctuation, spacing and filler words, so
 * "Lomé" is "Lome", "O. R. Tambo" is "OR Tambo" and "Accra International Airport" is "Accra".
 */
export function placeKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "" && !FILLER.has(word))
    .join("");
}

/** How the search box offers a place, and what choosing it puts in the field. */
export function placeLabel(place: FlightPlace): string {
  return `${place.name} (${place.code})`;
}

/** Places by every form of their names: what resolveFlightPlace looks a typed place up in. */
export type FlightPlaceIndex = ReadonlyMap<string, FlightPlace>;

/** Built once per table by its user (the search form, the click-out). */
export function indexFlightPlaces(places: readonly FlightPlace[]): FlightPlaceIndex {
  const index = new Map<string, FlightPlace>();
  for (const place of places) {
    for (const name of [place.code, place.name, ...(place.aliases ?? [])]) {
      for (const key of [placeKey(name), placeKey(`${name} ${place.country}`)]) {
        // The first place listed keeps a name two places share.
        if (!index.has(key)) index.set(key, place);
      }
    }
    index.set(placeKey(placeLabel(place)), place);
  }
  return index;
}

/**
 * The place a person means, or null when we cannot tell. A name or code from the table, a label
 * as the box suggests it (any name with a known code in brackets), a name followed by a comma and
 * more ("Kumasi, Ghana"), or any other three letters, taken as an airport code the partner knows.
 */
export function resolveFlightPlace(text: string, index: FlightPlaceIndex): FlightPlace | null {
  const known = index.get(placeKey(text));
  if (known) return known;
  const bracketed = /\(\s*([A-Za-z]{3})\s*\)/.exec(text)?.[1];
  const byCode = bracketed ? index.get(bracketed.toLowerCase()) : undefined;
  if (byCode) return byCode;
  const beforeComma = text.split(",")[0]!;
  const byFirstPart = beforeComma === text ? undefined : index.get(placeKey(beforeComma));
  if (byFirstPart) return byFirstPart;
  const code = /^\s*([A-Za-z]{3})\s*$/.exec(text)?.[1]?.toUpperCase();
  return code ? { code, name: code, country: "" } : null;
}

/** The flight search's place fields, each with the code its message gives as an example. */
const EXAMPLE_CODES = { from: "LHR", to: "ACC" } as const;
export type PlaceField = keyof typeof EXAMPLE_CODES;

/** What we tell a person whose place we cannot tell, in the browser and from the server alike. */
export function unknownPlaceMessage(typed: string, field: PlaceField): string {
  const shown = typed.trim().length > 40 ? `${typed.trim().slice(0, 40)}…` : typed.trim();
  return `We don't know the airport '${shown}'. Type a city or a 3-letter airport code, e.g. ${EXAMPLE_CODES[field]}.`;
}
