// Writes "This page: 46 KB" into a rendered page (app/domain/page-weight.ts): the HTML gzipped as
// the compression middleware sends it, plus the build files the page names at their size on the
// wire, read once from build/client/assets.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  PAGE_WEIGHT_PLACEHOLDER,
  referencedAssets,
  settlePageWeight,
} from "#app/domain/page-weight.ts";

/** Types the compression middleware compresses; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(css|js|json|map|mjs|svg|txt|webmanifest|xml)$/;
/** The compression middleware's default: smaller bodies go as they are. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Bytes of a body as served: gzipped at zlib's default level, like the middleware. */
export function gzippedBytes(body: string | Buffer): number {
  return gzipSync(body).length;
}

function wireBytes(file: string): number {
  const body = readFileSync(file);
  const isCompressed = COMPRESSIBLE.test(file) && body.length >= COMPRESSION_THRESHOLD_BYTES;
  return isCompressed ? gzippedBytes(body) : body.length;
}

let assetBytes: Map<string, number> | undefined;

/** Each build file's size on the wire by its URL; empty in development, which has no build. */
export function assetSizes(directory = path.resolve("build/client/assets")): Map<string, number> {
  if (assetBytes) return assetBytes;
  assetBytes = new Map();
  try {
    for (const name of readdirSync(directory)) {
      assetBytes.set(`/assets/${name}`, wireBytes(path.join(directory, name)));
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  return assetBytes;
}

/** The page with its weight written where the footer put the placeholder. */
export function writePageWeight(html: string): string {
  const at = html.lastIndexOf(PAGE_WEIGHT_PLACEHOLDER);
  if (at === -1) return html;
  const before = html.slice(0, at);
  const after = html.slice(at + PAGE_WEIGHT_PLACEHOLDER.length);
  const sizes = assetSizes();
  const figure = settlePageWeight({
    htmlBytesWith: (kilobytes) => gzippedBytes(`${before}${kilobytes}${after}`),
    assetBytes: referencedAssets(html).reduce((sum, asset) => sum + (sizes.get(asset) ?? 0), 0),
  });
  return `${before}${figure}${after}`;
}
