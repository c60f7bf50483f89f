// A page stored with places for what changes between requests (issue 41, decision 045): the CSP
// nonce, the address in the footer's Lite switch, names drawn at random. Cut once from a rendered
// page, filled per request, so a request gets the page a full render would give without React.

export interface PageTemplate<Place extends string> {
  /** Text between the places: [before, between…, after]; one more than `places`. */
  parts: string[];
  places: Place[];
}

export interface PageFill<Place extends string> {
  place: Place;
  /** What the rendered page holds in this place. */
  text: string;
  /** Whether the text must show exactly once; else every occurrence is a place. */
  isOnce: boolean;
}

/**
 * The page cut at every occurrence of each fill's text, or undefined when a text that must show
 * once does not, or two texts overlap: such a page cannot be told apart from its places.
 */
export function cutPage<Place extends string>(
  html: string,
  fills: readonly PageFill<Place>[],
): PageTemplate<Place> | undefined {
  const found: { at: number; length: number; place: Place }[] = [];
  for (const { place, text, isOnce } of fills) {
    if (!text) return undefined;
    let count = 0;
    for (let at = html.indexOf(text); at !== -1; at = html.indexOf(text, at + text.length)) {
      found.push({ at, length: text.length, place });
      count++;
    }
    if (isOnce && count !== 1) return undefined;
  }
  found.sort((a, b) => a.at - b.at);
  const template: PageTemplate<Place> = { parts: [], places: [] };
  let from = 0;
  for (const { at, length, place } of found) {
    if (at < from) return undefined;
    template.parts.push(html.slice(from, at));
    template.places.push(place);
    from = at + length;
  }
  template.parts.push(html.slice(from));
  return template;
}

/**
 * The page's pieces in order with each place filled: joined, they are the page. A template's
 * parts may be its text or that text's bytes (app/pages/encoded-template.server.ts), and the
 * values are then bytes too.
 */
export function fillPage<Place extends string, Part>(
  template: { readonly parts: readonly Part[]; readonly places: readonly Place[] },
  values: Readonly<Record<Place, Part>>,
): Part[] {
  const pieces: Part[] = [template.parts[0]!];
  for (let index = 0; index < template.places.length; index++) {
    pieces.push(values[template.places[index]!], template.parts[index + 1]!);
  }
  return pieces;
}
