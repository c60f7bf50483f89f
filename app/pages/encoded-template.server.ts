// A stored page's template held as UTF-8 bytes (issue 41, decision 045). A page's text is not
// all Latin-1 (Ewe and Twi letters, the cedi sign, the weight's placeholder), so V8 holds it at two
// bytes a character, and encoding a 44 KB page to UTF-8 for gzip took a quarter of a drawn-names
// request. Encoded once when the page is kept, a request encodes only what it fills in.
import { fillPage, type PageTemplate } from "#app/domain/pages/page-template.ts";

export interface EncodedTemplate<Place extends string> {
  parts: Buffer[];
  places: Place[];
}

export function encodeTemplate<Place extends string>(
  template: PageTemplate<Place>,
): EncodedTemplate<Place> {
  return { parts: template.parts.map((part) => Buffer.from(part)), places: template.places };
}

/**
 * The page's bytes with each place filled, as its pieces in order: put together once, where it is
 * measured (weighStoredPage in app/pages/page-weight.server.ts).
 */
export function fillEncoded<Place extends string>(
  template: EncodedTemplate<Place>,
  values: Readonly<Record<Place, string>>,
): Buffer[] {
  const encoded = Object.fromEntries(
    Object.entries<string>(values).map(([place, text]) => [place, Buffer.from(text)]),
  ) as Record<Place, Buffer>;
  return fillPage(template, encoded);
}

/** Bytes the template holds in memory. */
export function encodedBytes(template: EncodedTemplate<string>): number {
  return template.parts.reduce((sum, part) => sum + part.length, 0);
}
