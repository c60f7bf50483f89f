// Writes "This page: 46 KB" into a rendered page (app/domain/pages/page-weight.ts): the HTML gzipped as
// the compression middleware sends it, plus the build files the page names at their size on the
// wire, read once from build/client/assets (a file's gzip copy where the build wrote one, since
// that is what the server sends; scripts/precompress-assets.ts).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { constants, gzipSync, zstdCompressSync } from "node:zlib";
import type { PageCoding } from "#app/domain/pages/content-coding.ts";
import {
  PAGE_WEIGHT_PLACEHOLDER,
  referencedAssets,
  settlePageWeight,
} from "#app/domain/pages/page-weight.ts";

/** Types the compression middleware compresses; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(css|js|json|map|mjs|svg|txt|webmanifest|xml)$/;
/** The compression middleware's default: smaller bodies go as they are. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The zlib level of everything compressed per request: pages no cache holds (the compression
 * middleware's, and a stored page's, app/pages/stored-pages.server.ts), and so the level a page's
 * figure is measured at. Level 3 is the best of zlib's fast family: on the name generator's 44 KB
 * page it took 0.19 ms to the default level 6's 0.53 ms, which was over half of what the server
 * spent on that page, for 7.5% more bytes (decision 045; nginx's default is level 1). A cached page
 * is compressed once, at the best levels (server/page-cache.ts), so it goes out a little smaller
 * than its figure.
 */
export const GZIP_LEVEL = 3;

/**
 * The zstd level of a page answered without rendering (decision 045, amended 2026-12-01), for a
 * client that takes zstd, as browsers over HTTPS do. On the drawn names' 44 KB page level 2 took
 * half the CPU of gzip at level 3 (190 against 385 microseconds) for 0.6% more bytes; level 1
 * took 155 for 3.5% more, level 3 as long as gzip.
 */
export const ZSTD_LEVEL = 2;

/** A page compressed as it is sent in `coding`. */
export function compressPage(body: Buffer, coding: PageCoding): Buffer {
  return coding === "zstd"
    ? zstdCompressSync(body, { params: { [constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL } })
    : gzipSync(body, { level: GZIP_LEVEL });
}

/** Bytes of a body as served: gzipped at the server's level, like the middleware. */
export function gzippedBytes(body: string | Buffer): number {
  return gzipSync(body, { level: GZIP_LEVEL }).length;
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
  return weighPage(html, { sizes }).page;
}

/** What a page weighed: its figure, and the part of it its build files make. */
export interface PageWeight {
  figure: number;
  assetBytes: number;
}

const PLACEHOLDER_BYTES = Buffer.from(PAGE_WEIGHT_PLACEHOLDER);

/** The page with the figure where the footer put the placeholder. */
function writeFigure(html: string, figure: number): string {
  const at = html.lastIndexOf(PAGE_WEIGHT_PLACEHOLDER);
  return `${html.slice(0, at)}${figure}${html.slice(at + PAGE_WEIGHT_PLACEHOLDER.length)}`;
}

/** The figure that measures as itself, and the page compressed with it in (settlePageWeight). */
function settle(
  withFigure: (kilobytes: number) => Buffer,
  assetBytes: number,
  coding: PageCoding,
  from: number | undefined,
): { figure: number; compressed: Buffer } {
  const measured = new Map<number, Buffer>();
  const figure = settlePageWeight({
    htmlBytesWith: (kilobytes) => {
      const compressed = compressPage(withFigure(kilobytes), coding);
      measured.set(kilobytes, compressed);
      return compressed.length;
    },
    assetBytes,
    from,
  });
  return { figure, compressed: measured.get(figure)! };
}

/**
 * The page with its weight written in, and the page compressed as it is sent (gzip, as the
 * compression middleware would, unless `coding` says otherwise), when measuring it made that
 * (almost always). The page is encoded once however many times it is measured.
 */
export function weighPage(
  html: string,
  {
    sizes = assetSizes(),
    coding = "gzip",
  }: { sizes?: Map<string, number>; coding?: PageCoding } = {},
): { page: string; compressed: Buffer | undefined; weight: PageWeight | undefined } {
  const bytes = Buffer.from(html);
  const at = bytes.lastIndexOf(PLACEHOLDER_BYTES);
  if (at === -1) return { page: html, compressed: undefined, weight: undefined };
  const before = bytes.subarray(0, at);
  const after = bytes.subarray(at + PLACEHOLDER_BYTES.length);
  const withFigure = (kilobytes: number) =>
    Buffer.concat([before, Buffer.from(String(kilobytes)), after]);
  const assetBytes = referencedAssets(html).reduce(
    (sum, asset) => sum + (sizes.get(asset) ?? 0),
    0,
  );
  const { figure, compressed } = settle(withFigure, assetBytes, coding, undefined);
  return { page: writeFigure(html, figure), compressed, weight: { figure, assetBytes } };
}

/**
 * Where a stored page is put together to be measured and compressed: one buffer, grown as pages
 * need, instead of a fresh one for each request. A page's 30-50 KB is over the production mmap
 * threshold (decision 046), so each fresh buffer was mapped, faulted in and unmapped: about 35
 * microseconds a copy, two copies a request. Used only within one synchronous call.
 */
let scratch = Buffer.allocUnsafe(0);

/**
 * A stored page (decision 045) filled for this request, given as its pieces in order: measured as
 * weighPage measures, starting from `like`, the weight of the page it was filled from (which names
 * the same build files): one compression when its figure holds. `page()` gives the page itself,
 * for a client that takes no compression.
 */
export function weighStoredPage(
  pieces: readonly Buffer[],
  { like, coding }: { like: PageWeight | undefined; coding: PageCoding },
): { compressed: Buffer | undefined; weight: PageWeight | undefined; page: () => Buffer } {
  const holder = pieces.findLastIndex((piece) => piece.includes(PLACEHOLDER_BYTES));
  if (holder === -1 || !like)
    return { compressed: undefined, weight: like, page: () => Buffer.concat(pieces) };
  const at = pieces[holder]!.lastIndexOf(PLACEHOLDER_BYTES);
  const withFigure = (kilobytes: number) => {
    const digits = String(kilobytes);
    const length =
      pieces.reduce((sum, piece) => sum + piece.length, 0) -
      PLACEHOLDER_BYTES.length +
      digits.length;
    if (scratch.length < length) scratch = Buffer.allocUnsafe(Math.max(length, 2 * scratch.length));
    let offset = 0;
    pieces.forEach((piece, index) => {
      if (index !== holder) {
        offset += piece.copy(scratch, offset);
        return;
      }
      offset += piece.copy(scratch, offset, 0, at);
      offset += scratch.write(digits, offset, "latin1");
      offset += piece.copy(scratch, offset, at + PLACEHOLDER_BYTES.length);
    });
    return scratch.subarray(0, offset);
  };
  const { figure, compressed } = settle(withFigure, like.assetBytes, coding, like.figure);
  return {
    compressed,
    weight: { figure, assetBytes: like.assetBytes },
    page: () => Buffer.from(withFigure(figure)),
  };
}
