// The pure core of the photo pipeline: recognise an upload, turn it into a clean master
// ("original") and cut the responsive derivatives the site serves. Nothing here touches storage
// or the database, so the job queue and the API can call it and tests can run it in isolation.

import { createHash } from "node:crypto";
import type { default as SharpModule, Metadata, OutputInfo, Sharp } from "sharp";
import { rgbaToThumbHash, thumbHashToDataURL } from "thumbhash";
import { LARGEST_PHOTO_WIDTH, PHOTO_MAX_MEGABYTES } from "#app/domain/pages/photo-sizes.ts";

export type SniffedType = "jpeg" | "png" | "webp" | "avif" | "heic";
export type OriginalFormat = "jpeg" | "png";
export type DerivativeFormat = "avif" | "webp" | "jpeg";

export const MAX_UPLOAD_BYTES = PHOTO_MAX_MEGABYTES * 1024 * 1024;

/**
 * 50 megapixels covers every phone and most full-frame cameras (45–50 MP) while capping the
 * decoded RGBA buffer at ~200 MB, which a small server can afford for one image at a time.
 * A decompression bomb (a tiny file declaring 20,000 × 20,000) is refused before any pixel
 * is allocated.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * The longest side taken. A strip 1 pixel wide and 49 million tall passed the pixel count, held
 * its request for two minutes while being decoded and then failed for good (issue 27); no photo
 * for a page needs a side over 12,000 pixels (a 50 MP 3:2 frame is about 8,700 × 5,800).
 */
export const MAX_SIDE = 12_000;

export const DERIVATIVE_WIDTHS = [320, 640, 960, 1280, LARGEST_PHOTO_WIDTH] as const;
export const DERIVATIVE_FORMATS = [
  "avif",
  "webp",
  "jpeg",
] as const satisfies readonly DerivativeFormat[];

const THUMBHASH_MAX_SIDE = 100;

let loadingSharp: Promise<typeof SharpModule> | undefined;

/**
 * sharp and its libvips, loaded with the first photo a process reads rather than at start: most
 * processes serve pages for hours between uploads, and loaded they hold about 8 MB more (issue
 * 41's 250 MB a process on PostgreSQL).
 */
function loadSharp(): Promise<typeof SharpModule> {
  loadingSharp ??= import("sharp").then(({ default: sharp }) => {
    // Each photo is read once, so libvips's cache of recent operations (up to 50 MB) only holds
    // memory; and the thread pool already cuts several images at once, so each takes one
    // thread. A 12 MP photo's cut peaked 24 MB lower, in the same time (docs/decisions/046).
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loadingSharp;
}

export type PhotoErrorCode = "unsupported" | "too-large" | "too-many-pixels" | "corrupt";

export class PhotoError extends Error {
  readonly code: PhotoErrorCode;

  constructor(code: PhotoErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PhotoError";
    this.code = code;
  }
}

// ---------------------------------------------------------------------------------------------
// Sniffing

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const AVIF_BRANDS = new Set(["avif", "avis"]);
// mif1/msf1 are the generic HEIF brands; AVIF files list them too, so AVIF brands win below.
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

function startsWith(bytes: Uint8Array, expected: readonly number[], at = 0): boolean {
  if (bytes.length < at + expected.length) return false;
  return expected.every((value, index) => bytes[at + index] === value);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** Major and compatible brands of a leading ISO-BMFF `ftyp` box, or null if there is none. */
function ftypBrands(bytes: Uint8Array): { major: string; compatible: string[] } | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxEnd = Math.min(view.getUint32(0), bytes.length);
  const compatible: string[] = [];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) {
    compatible.push(ascii(bytes, offset, offset + 4));
  }
  return { major: ascii(bytes, 8, 12), compatible };
}

function sniffIsoBmff(bytes: Uint8Array): "avif" | "heic" | null {
  const brands = ftypBrands(bytes);
  if (!brands) return null;
  if (AVIF_BRANDS.has(brands.major)) return "avif";
  if (HEIC_BRANDS.has(brands.major) && brands.major !== "mif1" && brands.major !== "msf1") {
    return "heic";
  }
  if (brands.compatible.some((brand) => AVIF_BRANDS.has(brand))) return "avif";
  if (HEIC_BRANDS.has(brands.major) || brands.compatible.some((b) => HEIC_BRANDS.has(b))) {
    return "heic";
  }
  return null;
}

/** The image type by magic bytes alone: a file name or a browser's MIME type is only a claim. */
export function sniffImageType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") {
    return "webp";
  }
  return sniffIsoBmff(bytes);
}

// ---------------------------------------------------------------------------------------------
// Normalising the original

export interface NormalisedOriginal {
  bytes: Buffer;
  width: number;
  height: number;
  format: OriginalFormat;
  thumbhash: string;
}

// failOn "error" refuses truncated or broken pixel data but tolerates libjpeg *warnings*
// (stray bytes after the end marker and the like), which many phones and editors produce.
const DECODE_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" } as const;

function assertSize(bytes: Uint8Array): void {
  if (bytes.length > MAX_UPLOAD_BYTES) {
    const megabytes = (bytes.length / 1024 / 1024).toFixed(1);
    throw new PhotoError(
      "too-large",
      `This file is ${megabytes} MB; photos can be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. ` +
        "Export it again at a smaller size or higher compression.",
    );
  }
}

/*
 * HEIC is refused on purpose. The prebuilt libvips that sharp 0.35 ships has libheif with the
 * AV1 codec only (aom) and no HEVC decoder (libde265), for patent reasons: `sharp.format.heif`
 * lists only ".avif", encoding HEIC fails with "Unsupported compression", and decoding an HEVC
 * item fails. The test suite checks this, so a sharp build that gains HEVC shows up there.
 */
function assertSupportedType(bytes: Uint8Array): Exclude<SniffedType, "heic"> {
  const type = sniffImageType(bytes);
  if (type === "heic") {
    throw new PhotoError(
      "unsupported",
      "HEIC photos (the iPhone default) can't be read here. Export the photo as JPEG, or set " +
        "the iPhone's Camera → Formats to “Most Compatible”, and upload it again.",
    );
  }
  if (type === null) {
    throw new PhotoError(
      "unsupported",
      "This file isn't a photo we can read. Upload a JPEG, PNG, WebP or AVIF image.",
    );
  }
  return type;
}

function corrupt(cause: unknown): PhotoError {
  return new PhotoError(
    "corrupt",
    "This image could not be read; the file may be damaged or incomplete. " +
      "Open it on your computer, save it again as JPEG and upload that copy.",
    { cause },
  );
}

/** Reads only the header, so the pixel check happens before a single pixel is allocated. */
async function readHeader(bytes: Uint8Array): Promise<Metadata> {
  let metadata: Metadata;
  try {
    // No pixel limit here: metadata never decodes, and we want to report the real size.
    const sharp = await loadSharp();
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw corrupt(error);
  }
  if (!metadata.width || !metadata.height) throw corrupt(new Error("no dimensions in header"));
  return metadata;
}

const grouped = (value: number) => value.toLocaleString("en-GB");

function assertDimensions({ width, height }: { width: number; height: number }): void {
  const megapixels = (width * height) / 1e6;
  if (Math.max(width, height) <= MAX_SIDE && width * height <= MAX_INPUT_PIXELS) return;
  const size = `${grouped(width)} × ${grouped(height)} pixels (${megapixels < 1 ? megapixels.toFixed(2) : megapixels.toFixed(0)} megapixels)`;
  throw new PhotoError(
    "too-many-pixels",
    `This image is ${size}; the limit is ${grouped(MAX_SIDE)} pixels on each side and ` +
      `${MAX_INPUT_PIXELS / 1e6} megapixels in all. Resize it to at most 6000 pixels on the ` +
      "long side and upload it again.",
  );
}

export interface UploadHeader {
  type: Exclude<SniffedType, "heic">;
  /** Upright, as the photo will be shown (EXIF orientation applied). */
  width: number;
  height: number;
}

/**
 * Everything a request may check about an upload without decoding a pixel: its size, its type
 * by magic bytes, and the dimensions its header declares. Decoding happens in the derivative job.
 */
export async function inspectUpload(bytes: Uint8Array): Promise<UploadHeader> {
  assertSize(bytes);
  const type = assertSupportedType(bytes);
  const header = await readHeader(bytes);
  assertDimensions(header);
  return { type, width: header.autoOrient.width, height: header.autoOrient.height };
}

/** WebP lossless images carry a VP8L chunk; lossy ones VP8. Good enough to pick the master format. */
function isLosslessWebp(bytes: Uint8Array): boolean {
  const head = ascii(bytes, 12, Math.min(bytes.length, 4096));
  return head.includes("VP8L");
}

/*
 * The master is re-encoded rather than kept byte for byte, because only re-encoding reliably
 * drops every metadata block (EXIF with GPS, XMP, IPTC, maker notes, thumbnails).
 * - Lossless sources (PNG, lossless WebP) and anything with transparency become PNG, so nothing
 *   is lost and alpha survives.
 * - Lossy sources (JPEG, lossy WebP, AVIF) become JPEG at quality 92 with 4:4:4 chroma: one
 *   generation of near-invisible loss, in a format every tool can open; keeping them lossless
 *   would only triple their size without bringing back detail.
 */
function chooseOriginalFormat(
  type: Exclude<SniffedType, "heic">,
  bytes: Uint8Array,
  hasAlpha: boolean,
): OriginalFormat {
  if (hasAlpha || type === "png") return "png";
  if (type === "webp" && isLosslessWebp(bytes)) return "png";
  return "jpeg";
}

function encodeOriginal(pipeline: Sharp, format: OriginalFormat): Sharp {
  // Masters are written once and read a handful of times, so the slowest zlib level pays off.
  if (format === "png") return pipeline.png({ compressionLevel: 9 });
  return pipeline.jpeg({ quality: 92, chromaSubsampling: "4:4:4", mozjpeg: false });
}

async function computeThumbhash(image: Buffer): Promise<string> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(image, DECODE_OPTIONS)
    .resize(THUMBHASH_MAX_SIDE, THUMBHASH_MAX_SIDE, { fit: "inside", withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const hash = rgbaToThumbHash(info.width, info.height, data);
  return Buffer.from(hash).toString("base64");
}

/**
 * Validates an upload and re-encodes it as an upright, sRGB, metadata-free master.
 * Throws PhotoError for anything a person should fix and upload again.
 */
export async function normaliseOriginal(bytes: Uint8Array): Promise<NormalisedOriginal> {
  assertSize(bytes);
  const type = assertSupportedType(bytes);
  const header = await readHeader(bytes);
  assertDimensions(header);
  const format = chooseOriginalFormat(type, bytes, header.hasAlpha);
  const sharp = await loadSharp();

  let encoded: { data: Buffer; info: OutputInfo };
  try {
    // Converting to 8-bit sRGB bakes a camera's or Display P3 ICC profile into the pixels (and
    // turns CMYK into RGB); sharp then writes no profile, and browsers assume sRGB for untagged
    // images. 16-bit PNGs lose their extra depth, which no screen on this site would show.
    const pipeline = sharp(bytes, DECODE_OPTIONS).autoOrient().toColourspace("srgb");
    encoded = await encodeOriginal(pipeline, format).toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw corrupt(error);
  }

  return {
    bytes: encoded.data,
    width: encoded.info.width,
    height: encoded.info.height,
    format,
    thumbhash: await computeThumbhash(encoded.data),
  };
}

// ---------------------------------------------------------------------------------------------
// Derivatives

export interface Derivative {
  width: number;
  height: number;
  format: DerivativeFormat;
  bytes: Buffer;
  key: string;
}

const EXTENSIONS: Record<DerivativeFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/*
 * AVIF and WebP look like JPEG at 80 at lower nominal settings, hence 50 and 75. AVIF effort
 * was measured on a 2-core machine, 1920 × 1440 photo-like image (sharp 0.35, aom 3.15):
 * effort 2 ≈ 0.26 s, effort 3 ≈ 0.5 s, effort 4 (the default) ≈ 2.1 s for files only ~14%
 * smaller. Effort 2 keeps all fifteen derivatives of a 12 MP photo under ~2 s.
 */
function encodeDerivative(pipeline: Sharp, format: DerivativeFormat): Sharp {
  switch (format) {
    case "avif":
      return pipeline.avif({ quality: 50, effort: 2, chromaSubsampling: "4:2:0" });
    case "webp":
      return pipeline.webp({ quality: 75, effort: 4, smartSubsample: true });
    case "jpeg":
      return pipeline.jpeg({ quality: 80, mozjpeg: true, progressive: true });
  }
}

/** The derivative widths for an original: never upscaled, and never none at all. */
export function derivativeWidths(originalWidth: number): number[] {
  const widths = DERIVATIVE_WIDTHS.filter((width) => width <= originalWidth);
  return widths.length > 0 ? widths : [originalWidth];
}

/** Content-addressed, so a key never changes meaning and can be cached forever. */
export function derivativeKey(bytes: Uint8Array, width: number, format: DerivativeFormat): string {
  const digest = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  return `${digest}-${width}.${EXTENSIONS[format]}`;
}

interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** One decode and resize per width; the three encoders then share the resized pixels. */
async function resizeForWidth(original: Buffer, width: number): Promise<RawImage> {
  // autoOrient is a no-op for a normalised master but keeps a raw upload from coming out sideways.
  const sharp = await loadSharp();
  const { data, info } = await sharp(original, DECODE_OPTIONS)
    .autoOrient()
    .toColourspace("srgb")
    .resize({ width, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

async function encodeFromRaw(image: RawImage, format: DerivativeFormat): Promise<Derivative> {
  const { data, width, height, channels } = image;
  // Raw pixels carry no metadata at all, so nothing can leak into the derivative.
  const sharp = await loadSharp();
  const pipeline = sharp(data, { raw: { width, height, channels } });
  const bytes = await encodeDerivative(pipeline, format).toBuffer();
  return { width, height, format, bytes, key: derivativeKey(bytes, width, format) };
}

async function derivativesForWidth(original: Buffer, width: number): Promise<Derivative[]> {
  const image = await resizeForWidth(original, width);
  return Promise.all(DERIVATIVE_FORMATS.map((format) => encodeFromRaw(image, format)));
}

/** Every width × format for a normalised original, smallest width first. */
export async function makeDerivatives(original: Buffer): Promise<Derivative[]> {
  try {
    const sharp = await loadSharp();
    const { autoOrient } = await sharp(original, DECODE_OPTIONS).metadata();
    assertDimensions(autoOrient);
    const perWidth = await Promise.all(
      derivativeWidths(autoOrient.width).map((width) => derivativesForWidth(original, width)),
    );
    return perWidth.flat();
  } catch (error) {
    throw error instanceof PhotoError ? error : corrupt(error);
  }
}

// ---------------------------------------------------------------------------------------------
// Placeholder

/** A tiny PNG data URL of the blurred placeholder, usable as a CSS background without JS. */
export function thumbhashToDataUrl(hash: string): string {
  return thumbHashToDataURL(Buffer.from(hash, "base64"));
}
