// "This page: 46 KB" in every footer (issue 25): what a first visit to the page costs as served,
// measured on the rendered page rather than estimated. The server renders a placeholder, then
// writes the figure; since the figure is part of the HTML it weighs, it is settled by repeating
// the measure until the figure no longer changes the size it reports.

/** What the server renders where the figure goes, until it is measured. */
export const PAGE_WEIGHT_PLACEHOLDER = "\u2060page-weight\u2060";

/**
 * Where the inline route manifest names its own file (`"url": "/assets/manifest-….js"`). With
 * routes discovered lazily (decision 023) the browser never loads that file, which lists every
 * route, the operator's included: it asks `/__manifest` for the routes it meets instead.
 */
const MANIFEST_URL = /"url":\s*"\/assets\/[\w.-]+"/g;

/** The build's files a page loads (its scripts, stylesheet and preloaded font), once each. */
export function referencedAssets(html: string): string[] {
  return [...new Set(html.replace(MANIFEST_URL, "").match(/\/assets\/[\w.-]+/g) ?? [])];
}

/** Whole kilobytes of 1,024 bytes, to the nearest. */
export function toKilobytes(bytes: number): number {
  return Math.round(bytes / 1024);
}

/**
 * Bytes a figure of a few digits, written into a page, moves its compressed size by at most, with
 * room to spare: a unit test holds pages like the site's to half of it
 * (app/pages/page-weight.server.test.ts), and on the site's own pages (the name generator's
 * draws, the 404 page, city, hotels, blog, FAQ) another figure moved it by 6 bytes at the most,
 * and by 0 or 1 in 98 measures of 100. Every page this close above its lower edge is measured a
 * second time, so the margin is what a drawn-names page costs: 64 bytes made it nearly half.
 */
export const SPARE_BYTES = 16;

/**
 * The page's weight in KB: the smallest figure that, written into the page, measures as itself.
 * `htmlBytesWith(kb)` is the size on the wire of the HTML with `kb` written in as the figure;
 * `assetBytes` what the page's other files cost. Each pass measures the page with the last pass's
 * figure, starting from `from`, until one measures as itself: on the first pass when `from` is
 * the figure of a page like it (a stored page's, decision 045), else almost always on the second,
 * as a few digits move the compressed size by bytes.
 *
 * A page within SPARE_BYTES above a kilobyte's rounding edge may measure as itself with the figure
 * below too (the digits alone carry it over): that one is measured, and the smaller answered, so a
 * page gets the same figure whatever its passes started from.
 */
export function settlePageWeight(args: {
  htmlBytesWith: (kilobytes: number) => number;
  assetBytes: number;
  from?: number;
  maxPasses?: number;
}): number {
  const { htmlBytesWith, assetBytes, from = 0, maxPasses = 4 } = args;
  const measures = new Map<number, number>();
  const bytesWith = (figure: number) => {
    const bytes = measures.get(figure) ?? htmlBytesWith(figure) + assetBytes;
    measures.set(figure, bytes);
    return bytes;
  };
  const measuresAsItself = (figure: number) => toKilobytes(bytesWith(figure)) === figure;

  let figure = toKilobytes(bytesWith(from));
  for (let pass = 1; pass < maxPasses; pass++) {
    if (measuresAsItself(figure)) {
      const isNearLowerEdge = bytesWith(figure) - SPARE_BYTES < (figure - 0.5) * 1024;
      return isNearLowerEdge && figure > 0 && measuresAsItself(figure - 1) ? figure - 1 : figure;
    }
    figure = toKilobytes(bytesWith(figure));
  }
  // Only a page on a boundary that flips with its own digits gets here; either figure is right
  // to within a kilobyte.
  return figure;
}
