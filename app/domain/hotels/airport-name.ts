// Accra's airport has been Accra International Airport again since 23 February 2026 (fact
// `transport.accra-airport-name`). Text written before then calls it Kotoka as if that were its
// name today; this rewrites such text to the current name, once, keeping the old name beside the
// first mention ("formerly Kotoka") because travellers, taxi drivers and old tickets still use it.
// The same rules rewrite the seed files and, once, what a database already stores.

export const ACCRA_AIRPORT = "Accra International Airport";

// Most specific first: a whole phrase is replaced before its parts could be.
const RULES: readonly (readonly [RegExp, string])[] = [
  [/\bGetting from Kotoka Airport into Accra\b/g, "Getting from Accra's Airport into the City"],
  [/\bfrom Kotoka into Accra\b/g, "from the airport into the city"],
  [/\bAccra's Kotoka International Airport\b/g, ACCRA_AIRPORT],
  [/\bKotoka International Airport's\b/g, `${ACCRA_AIRPORT}'s`],
  [/\bKotoka International Airport \(ACC\) in Accra\b/g, `${ACCRA_AIRPORT} (ACC)`],
  [/\bKotoka International Airport in Accra\b/g, ACCRA_AIRPORT],
  [/\bKotoka International in Accra\b/g, ACCRA_AIRPORT],
  [/\bKotoka International Airport\b/g, ACCRA_AIRPORT],
  [/\bKotoka International\b/g, ACCRA_AIRPORT],
  [/\bKotoka [Aa]irport\b/g, ACCRA_AIRPORT],
  [/\bAccra Kotoka\b/g, "Accra"],
  // A bare "Kotoka" names the airport (the general is not mentioned in travel content); the
  // lower-case slug in links (/blog/kotoka-…) is an address, not a name, and stays.
  [/\bKotoka\b(?![\w-])/g, ACCRA_AIRPORT],
];

/** Whether a text already tells readers the airport's old name. */
const EXPLAINS_OLD_NAME = /\b(formerly|renamed|previously|once called|known as) Kotoka\b/i;

/** Whether text states the old name as if it were current. */
export function usesOldAirportName(text: string): boolean {
  return /\bKotoka\b(?![\w-])/.test(text.replace(/\b(formerly|renamed|previously) Kotoka\b/gi, ""));
}

/**
 * The text with Accra's airport under its current name. In running text (`isHeading` false) the
 * first mention outside a heading line also gets "formerly Kotoka", so a reader who knows only the
 * old name still recognises it; titles and headings get the current name alone.
 */
export function renameAccraAirport(text: string, { isHeading = false } = {}): string {
  if (!usesOldAirportName(text)) return text;
  let renamed = text;
  for (const [pattern, replacement] of RULES) renamed = renamed.replace(pattern, replacement);
  if (isHeading || EXPLAINS_OLD_NAME.test(text)) return renamed;

  const lines = renamed.split("\n");
  for (const [index, line] of lines.entries()) {
    if (/^\s*#/.test(line)) continue;
    const at = line.indexOf(ACCRA_AIRPORT);
    if (at === -1) continue;
    const end = at + ACCRA_AIRPORT.length;
    const rest = line.slice(end);
    // Inside a link's text the note would break the link's words; say it outside the link.
    const withNote = rest.startsWith(" (ACC)")
      ? `${line.slice(0, end)} (ACC, formerly Kotoka)${rest.slice(" (ACC)".length)}`
      : rest.startsWith("'s")
        ? line
        : `${line.slice(0, end)} (formerly Kotoka)${rest}`;
    if (withNote === line) continue;
    lines[index] = withNote;
    break;
  }
  return lines.join("\n");
}
