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
  return weighPage(html, { sizes }).page;
}

/** What a page weighed: its figure, and the part of it its build files make. */
export interface PageWeight {
  figure: number;
  assetBytes: number;
}

/**
 * The page with its weight written in, and the page gzipped as the compression middleware would
 * send it, when measuring it made that (almost always): a page sent as it is weighed is
 * compressed once, not twice. `like`, the weight of a page like it (the stored page it was filled
 * from, decision 045, which names the same build files), is where the measure starts: one gzip
 * when its figure holds.
 */
export function weighPage(
  html: string,
  { sizes = assetSizes(), like }: { sizes?: Map<string, number>; like?: PageWeight } = {},
): { page: string; gzipped: Buffer | undefined; weight: PageWeight | undefined } {
  const at = html.lastIndexOf(PAGE_WEIGHT_PLACEHOLDER);
  if (at === -1) return { page: html, gzipped: undefined, weight: undefined };
  const before = html.slice(0, at);
  const after = html.slice(at + PAGE_WEIGHT_PLACEHOLDER.length);
  const measured = new Map<number, Buffer>();
  const assetBytes =
    like?.assetBytes ??
    referencedAssets(html).reduce((sum, asset) => sum + (sizes.get(asset) ?? 0), 0);
  const figure = settlePageWeight({
    htmlBytesWith: (kilobytes) => {
      const gzipped = gzipSync(`${before}${kilobytes}${after}`);
      measured.set(kilobytes, gzipped);
      return gzipped.length;
    },
    assetBytes,
    from: like?.figure,
  });
  return {
    page: `${before}${figure}${after}`,
    gzipped: measured.get(figure),
    weight: { figure, assetBytes },
  };
}
