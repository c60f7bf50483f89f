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
 * The page's weight in KB. `htmlBytesWith(kb)` is the size on the wire of the HTML with `kb`
 * written in as the figure; `assetBytes` what the page's other files cost. Each pass measures
 * the page with the last pass's figure, and the first figure that measures as itself is the
 * answer: almost always on the second pass, as a few digits move the compressed size by bytes.
 */
export function settlePageWeight(args: {
  htmlBytesWith: (kilobytes: number) => number;
  assetBytes: number;
  maxPasses?: number;
}): number {
  const { htmlBytesWith, assetBytes, maxPasses = 4 } = args;
  let figure = toKilobytes(htmlBytesWith(0) + assetBytes);
  for (let pass = 1; pass < maxPasses; pass++) {
    const measured = toKilobytes(htmlBytesWith(figure) + assetBytes);
    if (measured === figure) return figure;
    figure = measured;
  }
  // Only a page on a boundary that flips with its own digits gets here; either figure is right
  // to within a kilobyte.
  return figure;
}

/**
 * Whether a page measured at `bytes` (its HTML with `figure` written in, and its files) settles on
 * `figure` with `spare` bytes to spare either way: then the same page with any figure of a few
 * digits written in measures as `figure` too (a few digits move the compressed size by a few
 * bytes), and settlePageWeight, whichever figure it starts from, answers `figure` (decision 045).
 */
export function settlesWithSpare(bytes: number, figure: number, spare: number): boolean {
  const low = (figure - 0.5) * 1024;
  const high = (figure + 0.5) * 1024;
  return bytes - spare >= low && bytes + spare < high;
}
