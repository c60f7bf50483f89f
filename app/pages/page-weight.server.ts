// Writes "This page: 46 KB" into a rendered page (app/domain/pages/page-weight.ts): the HTML gzipped as
// the compression middleware sends it, plus the build files the page names at their size on the
// wire, read once from build/client/assets (a file's gzip copy where the build wrote one, since
// that is what the server sends; scripts/precompress-assets.ts).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  PAGE_WEIGHT_PLACEHOLDER,
  referencedAssets,
  settlePageWeight,
  settlesWithSpare,
  toKilobytes,
} from "#app/domain/pages/page-weight.ts";

/** Types the compression middleware compresses; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(css|js|json|map|mjs|svg|txt|webmanifest|xml)$/;
/** The compression middleware's default: smaller bodies go as they are. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Bytes of a body as served: gzipped at zlib's default level, like the middleware. */
export function gzippedBytes(body: string | Buffer): number {
  return gzipSync(body).length;
}

function wireBytes(file: string): number {
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  const body = readFileSync(file);
  const isCompressed = COMPRESSIBLE.test(file) && body.length >= COMPRESSION_THRESHOLD_BYTES;
  return isCompressed ? gzippedBytes(body) : body.length;
}

/** Each file's size on the wire by its URL under /assets/; none for a missing directory. */
export function readAssetSizes(directory: string): Map<string, number> {
  const sizes = new Map<string, number>();
  try {
    for (const name of readdirSync(directory)) {
      if (/\.(br|gz)$/.test(name)) continue;
      sizes.set(`/assets/${name}`, wireBytes(path.join(directory, name)));
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  return sizes;
}

/** The build's files, read on the first page: empty in development, which serves no build. */
let buildAssetSizes: Map<string, number> | undefined;

const assetSizes = () => (buildAssetSizes ??= readAssetSizes(path.resolve("build/client/assets")));

/** The page with its weight written where the footer put the placeholder. */
export function writePageWeight(html: string, sizes = assetSizes()): string {
  return weighPage(html, sizes).page;
}

/**
 * The page with its weight written in, and the page gzipped as the compression middleware would
 * send it, when measuring it made that (almost always): a page sent as it is weighed is
 * compressed once, not twice.
 */
export function weighPage(
  html: string,
  sizes = assetSizes(),
): { page: string; gzipped: Buffer | undefined; figure: number | undefined } {
  const at = html.lastIndexOf(PAGE_WEIGHT_PLACEHOLDER);
  if (at === -1) return { page: html, gzipped: undefined, figure: undefined };
  const before = html.slice(0, at);
  const after = html.slice(at + PAGE_WEIGHT_PLACEHOLDER.length);
  const measured = new Map<number, Buffer>();
  const figure = settlePageWeight({
    htmlBytesWith: (kilobytes) => {
      const gzipped = gzipSync(`${before}${kilobytes}${after}`);
      measured.set(kilobytes, gzipped);
      return gzipped.length;
    },
    assetBytes: referencedAssets(html).reduce((sum, asset) => sum + (sizes.get(asset) ?? 0), 0),
  });
  return { page: `${before}${figure}${after}`, gzipped: measured.get(figure), figure };
}

/**
 * Bytes a page's size must stay clear of a kilobyte's rounding edge for one measure to settle its
 * figure: writing another figure of a few digits moves the gzipped page by a few bytes (a test
 * measures it), a tenth of this.
 */
export const SPARE_BYTES = 64;

/**
 * weighPage for a page expected to weigh `expected` KB (the figure of the page it was filled from,
 * decision 045): one gzip instead of two when the page with that figure settles on it with
 * SPARE_BYTES to spare, the same figure and bytes weighPage gives; weighPage otherwise.
 */
export function weighPageExpecting(
  html: string,
  expected: number,
  sizes = assetSizes(),
): { page: string; gzipped: Buffer | undefined } {
  const at = html.lastIndexOf(PAGE_WEIGHT_PLACEHOLDER);
  if (at === -1) return { page: html, gzipped: undefined };
  const page = `${html.slice(0, at)}${expected}${html.slice(at + PAGE_WEIGHT_PLACEHOLDER.length)}`;
  const gzipped = gzipSync(page);
  const assetBytes = referencedAssets(html).reduce(
    (sum, asset) => sum + (sizes.get(asset) ?? 0),
    0,
  );
  const bytes = gzipped.length + assetBytes;
  if (toKilobytes(bytes) === expected && settlesWithSpare(bytes, expected, SPARE_BYTES)) {
    return { page, gzipped };
  }
  return weighPage(html, sizes);
}
