// The name generator's page with names drawn (`?count=5`), answered before React Router (issue 41,
// decision 045). Each draw is the reader's own and is drawn per request, as the loader draws it;
// only the page around the names is stored: the first render for each choice of filters, count
// and lite mode is kept with places for the names' cards, the names in the page's data (one JSON
// string, packNames), the address in the footer's Lite switch and the CSP nonce.
import { gzipSync } from "node:zlib";
import { PAGE_CODINGS, type PageCoding } from "#app/domain/pages/content-coding.ts";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { NameCard } from "#app/components/names/name-card.tsx";
import { namesByCountry } from "#app/content/names.ts";
import { BoundedLru } from "#app/domain/operations/bounded-lru.ts";
import { generateNames, packNames, type CountryName } from "#app/domain/names/name-picker.ts";
import { parseNameQuery } from "#app/domain/names/name-query.ts";
import { cutPage } from "#app/domain/pages/page-template.ts";
import { toKilobytes } from "#app/domain/pages/page-weight.ts";
import {
  encodedBytes,
  encodeTemplate,
  fillEncoded,
  type EncodedTemplate,
} from "#app/pages/encoded-template.server.ts";
import { ADDRESS_ATTRIBUTE, returnToOf } from "#app/pages/not-found-page.server.ts";
import { contentGeneration } from "#app/models/content-snapshot/serve.server.ts";
import {
  compressPage,
  GZIP_LEVEL,
  weighPage,
  type PageWeight,
} from "#app/pages/page-weight.server.ts";

export const NAME_GENERATOR_PATH = "/name-generator";

/** What a stored page weighed sent in one coding. */
interface Weighed {
  /** The weight its footer showed: the build files it names, and its figure. */
  weight: PageWeight | undefined;
  /** Its HTML's bytes compressed, and its names' alone (likelyWeight). */
  htmlBytes: number | undefined;
  namesBytes: number;
}

interface DrawnNamesPage {
  template: EncodedTemplate<"address" | "nonce" | "cards" | "data">;
  weighed: Record<PageCoding, Weighed>;
}

/** At most 48 pages and 4 MB: one per country, gender, count and lite mode that readers ask. */
const pages = new BoundedLru<string, DrawnNamesPage>({
  maxEntries: 48,
  maxBytes: 4 * 1024 * 1024,
  sizeOf: (page) => encodedBytes(page.template),
});

const ignore = () => {};

/** Each name's card as the generator renders it on the server: no favorites there yet. */
const cards = new Map<string, string>();

function cardsHtml(names: readonly CountryName[]): string {
  return names
    .map((record) => {
      const key = `${record.country}/${record.name}`;
      let html = cards.get(key);
      if (html === undefined) {
        const card = createElement(NameCard, {
          record,
          isFavorite: false,
          onCopy: ignore,
          onFavorite: ignore,
        });
        cards.set(key, (html = renderToString(card)));
      }
      return html;
    })
    .join("");
}

const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * The packed names as they show in the page's hydration script: a string in React Router's data
 * stream, written into the script as a JSON string and escaped as it escapes it.
 */
function dataText(packed: string): string {
  return JSON.stringify(JSON.stringify(packed))
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (match) => SCRIPT_ESCAPES[match]!);
}

/** What the page is rendered from, apart from the names, the address and the nonce. */
function pageKey(url: URL, isLite: boolean, drawnCount: number): string | undefined {
  const { count, ...filters } = parseNameQuery(url.searchParams);
  if (count === undefined || drawnCount === 0) return undefined;
  return JSON.stringify([
    isLite,
    contentGeneration(),
    // The footer's copyright year.
    new Date().getFullYear(),
    filters,
    count,
    // "5 names generated."
    drawnCount,
  ]);
}

/**
 * This request's page with names drawn now, and where the measure of its weight sent in `coding`
 * starts, or undefined when no page is stored for it yet.
 */
export function drawnNamesPage(url: URL, isLite: boolean, nonce: string, coding: PageCoding) {
  const { count, ...filters } = parseNameQuery(url.searchParams);
  if (count === undefined) return undefined;
  // Drawn as the loader draws them.
  const names = generateNames(filters, count, namesByCountry);
  const key = pageKey(url, isLite, names.length);
  const page = key === undefined ? undefined : pages.get(key);
  if (!page) return undefined;
  const packed = packNames(names);
  const html = fillEncoded(page.template, {
    address: returnToOf(url),
    nonce,
    cards: cardsHtml(names),
    data: dataText(packed),
  });
  return { html, weight: likelyWeight(page.weighed[coding], packed, coding) };
}

/**
 * Where the measure of a page of other names starts: the stored page's weight, moved by what
 * these names weigh compressed beside its own. Names differ in length, so a page of others weighs
 * up to a few hundred bytes more or less and may show the next figure; guessed this way, a draw's
 * page was within 32 bytes of its weight (11 rms, 300 draws, gzip), so its first compression is
 * almost always its last (page-weight.server.ts). A wrong guess costs one more, never a wrong
 * figure.
 */
function likelyWeight(
  { weight, htmlBytes, namesBytes: storedNamesBytes }: Weighed,
  packed: string,
  coding: PageCoding,
): PageWeight | undefined {
  if (!weight || htmlBytes === undefined) return weight;
  const bytes = htmlBytes + namesBytes(packed, coding) - storedNamesBytes;
  return { ...weight, figure: toKilobytes(bytes + weight.assetBytes) };
}

/**
 * The names' JSON compressed on its own (about 1 KB). A gzip gets tables to match its size:
 * zlib's default ones are 256 KB, which malloc maps and unmaps for each request (decision 046);
 * zstd sizes its own from the input.
 */
const namesBytes = (packed: string, coding: PageCoding) =>
  coding === "zstd"
    ? compressPage(Buffer.from(packed), "zstd").length
    : gzipSync(packed, { level: GZIP_LEVEL, windowBits: 11, memLevel: 2 }).length;

/** What the page weighs sent in `coding`, and its names alone. */
function weighIn(html: string, packed: string, coding: PageCoding): Weighed {
  const { weight, compressed } = weighPage(html, { coding });
  return { weight, htmlBytes: compressed?.length, namesBytes: namesBytes(packed, coding) };
}

/**
 * Keeps a rendered page with drawn names, unless its names or address cannot be told apart from
 * the rest of it: then every request is rendered, as before.
 */
export function keepDrawnNamesPage(
  url: URL,
  isLite: boolean,
  nonce: string,
  html: string,
  packed: string,
) {
  const names = JSON.parse(packed) as CountryName[];
  const key = pageKey(url, isLite, names.length);
  if (!nonce || key === undefined || pages.get(key)) return;
  const data = dataText(packed);
  // A lite page has no scripts, so no data; a full page carries the names once in its data.
  if (isLite && html.includes(data)) return;
  const template = cutPage(html, [
    { place: "address", text: returnToOf(url), isOnce: true },
    { place: "nonce", text: nonce, isOnce: false },
    { place: "cards", text: cardsHtml(names), isOnce: true },
    ...(isLite ? [] : [{ place: "data" as const, text: data, isOnce: true }]),
  ]);
  const at = template?.places.indexOf("address") ?? -1;
  if (!template || !template.parts[at]!.endsWith(ADDRESS_ATTRIBUTE)) return;
  pages.set(key, {
    template: encodeTemplate(template),
    weighed: Object.fromEntries(
      PAGE_CODINGS.map((coding) => [coding, weighIn(html, packed, coding)]),
    ) as Record<PageCoding, Weighed>,
  });
}
