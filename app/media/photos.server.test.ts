import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  DERIVATIVE_FORMATS,
  DERIVATIVE_WIDTHS,
  MAX_INPUT_PIXELS,
  MAX_UPLOAD_BYTES,
  PhotoError,
  derivativeWidths,
  makeDerivatives,
  normaliseOriginal,
  sniffImageType,
  thumbhashToDataUrl,
  inspectUpload,
} from "#app/media/photos.server.ts";

// ---------------------------------------------------------------------------------------------
// Fixtures, all made here: noise gives the encoders something photo-like to chew on.

function noise(width: number, height: number, channels: 3 | 4 = 3) {
  return sharp({
    create: {
      width,
      height,
      channels,
      background: { r: 200, g: 120, b: 40, alpha: 0.5 },
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  });
}

const GPS_IFD_POINTER = 0x8825;

/** Tag numbers in IFD0 of an EXIF block as sharp returns it ("Exif\0\0" + TIFF). */
function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(6);
  const littleEndian = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (littleEndian ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (littleEndian ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  return Array.from({ length: u16(ifd0) }, (_, index) => u16(ifd0 + 2 + index * 12));
}

/** A 1400 × 700 JPEG stored sideways (EXIF orientation 6), with GPS, a camera make and XMP. */
async function sidewaysJpegWithGps(): Promise<Buffer> {
  return noise(1400, 700)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Akwaaba Test Camera" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "5/1 33/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 12/1 0/1",
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
    )
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function expectNoMetadata(bytes: Buffer): Promise<void> {
  const metadata = await sharp(bytes).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  expect(metadata.orientation).toBeUndefined();
}

// Minimal ISO-BMFF writer for a HEIC whose one item is HEVC-coded; the codec payload is junk
// because the point is what this sharp build does on meeting HEVC at all.
const u8 = (value: number) => Buffer.from([value]);
const u16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const text = (value: string) => Buffer.from(value, "latin1");
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), text(type), body]);
};
const fullBox = (type: string, version: number, ...parts: Buffer[]) =>
  box(type, u32(version << 24), ...parts);

function heicHead(dataOffset: number): Buffer {
  const hvcC = box(
    "hvcC",
    Buffer.from([1, 1, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 0x5d, 0xf0, 0, 0xfc, 0xfd, 0xf8, 0xf8]),
    Buffer.from([0, 0, 0x0f, 0]),
  );
  const ipma = fullBox("ipma", 0, u32(1), u16(1), u8(2), u8(0x81), u8(0x02));
  const meta = fullBox(
    "meta",
    0,
    fullBox("hdlr", 0, u32(0), text("pict"), u32(0), u32(0), u32(0), u8(0)),
    fullBox("pitm", 0, u16(1)),
    fullBox("iloc", 0, u8(0x44), u8(0), u16(1), u16(1), u16(0), u16(1), u32(dataOffset), u32(8)),
    fullBox("iinf", 0, u16(1), fullBox("infe", 2, u16(1), u16(0), text("hvc1"), u8(0))),
    box("iprp", box("ipco", hvcC, fullBox("ispe", 0, u32(64), u32(48))), ipma),
  );
  return Buffer.concat([box("ftyp", text("heic"), u32(0), text("mif1"), text("heic")), meta]);
}

function heic(): Buffer {
  const headLength = heicHead(0).length;
  const mdat = box("mdat", u32(4), Buffer.from([0x26, 0x01, 0xaf, 0x00]));
  return Buffer.concat([heicHead(headLength + 8), mdat]);
}

function ftyp(major: string, ...compatible: string[]): Buffer {
  return Buffer.concat([box("ftyp", text(major), u32(0), ...compatible.map(text)), u32(0)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([text(type), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
}

/**
 * A complete, valid 20,000 × 20,000 one-bit PNG: 400 megapixels that would take 1.2 GB as RGB,
 * yet only ~50 kB on disk because every row is zero.
 */
function hugePng(): Buffer {
  const side = 20_000;
  const header = Buffer.concat([u32(side), u32(side), Buffer.from([1, 0, 0, 0, 0])]);
  const rows = Buffer.alloc(side * (1 + side / 8));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

async function photoError(promise: Promise<unknown>): Promise<PhotoError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PhotoError);
  return error as PhotoError;
}

// ---------------------------------------------------------------------------------------------

describe("sharp's settings", () => {
  it("keeps no libvips cache and gives each image one thread, to stay small on a 1 GB server", async () => {
    // The settings come with sharp, which loads with the first photo a process reads.
    await inspectUpload(await noise(16, 16).png().toBuffer());
    expect(sharp.cache()).toMatchObject({
      memory: { max: 0 },
      files: { max: 0 },
      items: { max: 0 },
    });
    expect(sharp.concurrency()).toBe(1);
  });
});

describe("sniffImageType", () => {
  it("recognises each format by its bytes", async () => {
    const image = noise(16, 16);
    expect(sniffImageType(await image.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageType(await image.clone().png().toBuffer())).toBe("png");
    expect(sniffImageType(await image.clone().webp().toBuffer())).toBe("webp");
    expect(sniffImageType(await image.clone().avif().toBuffer())).toBe("avif");
    expect(sniffImageType(heic())).toBe("heic");
  });

  it("ignores what a file claims to be: a PNG uploaded as photo.jpg is a PNG", async () => {
    const uploadedAsJpg = { name: "photo.jpg", bytes: await noise(16, 16).png().toBuffer() };
    expect(sniffImageType(uploadedAsJpg.bytes)).toBe("png");
  });

  it("reads ISO-BMFF major and compatible brands", () => {
    expect(sniffImageType(ftyp("avis", "msf1"))).toBe("avif");
    expect(sniffImageType(ftyp("mif1", "miaf", "avif"))).toBe("avif");
    expect(sniffImageType(ftyp("mif1", "heic"))).toBe("heic");
    expect(sniffImageType(ftyp("heix", "mif1"))).toBe("heic");
    expect(sniffImageType(ftyp("isom", "mp41"))).toBeNull();
  });

  it("rejects text, empty input and near misses", () => {
    expect(sniffImageType(text("hello, not a photo"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(text("RIFF\0\0\0\0WAVEfmt "))).toBeNull();
  });
});

describe("normaliseOriginal", () => {
  it("rotates upright and strips EXIF (with GPS), XMP and IPTC", async () => {
    const input = await sidewaysJpegWithGps();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.xmp).toBeDefined();
    expect(ifd0Tags(before.exif!)).toContain(GPS_IFD_POINTER);

    const original = await normaliseOriginal(input);

    expect(original).toMatchObject({ width: 700, height: 1400, format: "jpeg" });
    await expectNoMetadata(original.bytes);
    const after = await sharp(original.bytes).metadata();
    expect(after).toMatchObject({ width: 700, height: 1400, format: "jpeg", hasProfile: false });
  });

  it("converts a Display P3 photo to sRGB and drops the profile", async () => {
    const p3 = await noise(200, 100).withIccProfile("p3").jpeg().toBuffer();
    expect((await sharp(p3).metadata()).hasProfile).toBe(true);
    const original = await normaliseOriginal(p3);
    expect((await sharp(original.bytes).metadata()).hasProfile).toBe(false);
  });

  it("keeps lossless sources and transparency as PNG", async () => {
    const original = await normaliseOriginal(await noise(300, 200, 4).png().toBuffer());
    expect(original).toMatchObject({ width: 300, height: 200, format: "png" });
    expect((await sharp(original.bytes).metadata()).hasAlpha).toBe(true);
  });

  it("turns lossy AVIF and WebP into a JPEG master", async () => {
    const avif = await normaliseOriginal(await noise(120, 80).avif().toBuffer());
    const webp = await normaliseOriginal(await noise(120, 80).webp().toBuffer());
    expect(avif).toMatchObject({ width: 120, height: 80, format: "jpeg" });
    expect(webp).toMatchObject({ width: 120, height: 80, format: "jpeg" });
  });

  it("refuses a text file as unsupported", async () => {
    const error = await photoError(normaliseOriginal(text("name,city\nLabadi,Accra\n")));
    expect(error.code).toBe("unsupported");
    expect(error.message).toMatch(/JPEG, PNG, WebP or AVIF/);
  });

  it("refuses HEIC as unsupported, because this sharp build has no HEVC decoder", async () => {
    const bytes = heic();
    // If this assertion ever fails, sharp gained HEVC and HEIC uploads could be accepted.
    await expect(sharp(bytes).toBuffer()).rejects.toThrow(/HEVC/);
    const error = await photoError(normaliseOriginal(bytes));
    expect(error.code).toBe("unsupported");
    expect(error.message).toMatch(/HEIC.*JPEG/);
  });

  it("refuses more than MAX_UPLOAD_BYTES before looking any further", async () => {
    const bytes = Buffer.alloc(20 * 1024 * 1024);
    bytes.set([0xff, 0xd8, 0xff]);
    expect(bytes.length).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const error = await photoError(normaliseOriginal(bytes));
    expect(error.code).toBe("too-large");
    expect(error.message).toMatch(/20\.0 MB.*15 MB/);
  });

  it("refuses a 20,000 × 20,000 image from its header, without decoding it", async () => {
    const bytes = hugePng();
    expect(bytes.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(20_000 * 20_000).toBeGreaterThan(MAX_INPUT_PIXELS);

    const rssBefore = process.memoryUsage().rss;
    const error = await photoError(normaliseOriginal(bytes));
    const rssGrowth = process.memoryUsage().rss - rssBefore;

    expect(error.code).toBe("too-many-pixels");
    expect(error.message).toMatch(/20,000 × 20,000 pixels \(400 megapixels\)/);
    expect(rssGrowth).toBeLessThan(200 * 1024 * 1024);
  });

  it("refuses a strip 1 pixel wide and 49 million tall from its header, naming the side limit", async () => {
    // Only the header is real: its rows would take 98 MB even at one bit per pixel.
    const header = Buffer.concat([u32(1), u32(49_000_000), Buffer.from([1, 0, 0, 0, 0])]);
    const bytes = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk("IHDR", header),
      pngChunk("IDAT", deflateSync(Buffer.alloc(64))),
      pngChunk("IEND", Buffer.alloc(0)),
    ]);
    expect(1 * 49_000_000).toBeLessThan(MAX_INPUT_PIXELS);
    const error = await photoError(inspectUpload(bytes));
    expect(error.code).toBe("too-many-pixels");
    expect(error.message).toMatch(/1 × 49,000,000 pixels .*12,000 pixels on each side/);
    expect(await inspectUpload(await noise(300, 200).png().toBuffer())).toEqual({
      type: "png",
      width: 300,
      height: 200,
    });
  });

  it("refuses truncated and undecodable data as corrupt", async () => {
    const jpeg = await noise(200, 200).jpeg().toBuffer();
    const truncated = await photoError(normaliseOriginal(jpeg.subarray(0, jpeg.length / 2)));
    expect(truncated.code).toBe("corrupt");

    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), text("x".repeat(500))]);
    const undecodable = await photoError(normaliseOriginal(garbage));
    expect(undecodable.code).toBe("corrupt");
    expect(undecodable.message).toMatch(/damaged/);
  });

  it("returns a ThumbHash that renders as a PNG data URL", async () => {
    const original = await normaliseOriginal(await noise(400, 300).jpeg().toBuffer());
    expect(original.thumbhash).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(original.thumbhash, "base64").length).toBeLessThanOrEqual(25);

    const url = thumbhashToDataUrl(original.thumbhash);
    expect(url).toMatch(/^data:image\/png;base64,/);
    const placeholder = Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
    const metadata = await sharp(placeholder).metadata();
    expect(metadata.format).toBe("png");
    // ThumbHash keeps the aspect ratio: 4:3 in, landscape out.
    expect(metadata.width).toBeGreaterThan(metadata.height);
  });
});

describe("derivativeWidths", () => {
  it("never upscales and never returns nothing", () => {
    expect(derivativeWidths(200)).toEqual([200]);
    expect(derivativeWidths(320)).toEqual([320]);
    expect(derivativeWidths(1000)).toEqual([320, 640, 960]);
    expect(derivativeWidths(6000)).toEqual([...DERIVATIVE_WIDTHS]);
  });
});

describe("makeDerivatives", () => {
  it("cuts every width in AVIF, WebP and JPEG with content-addressed keys", async () => {
    // Flat colour, not noise: encoding noise at every width in AVIF is what this test used to
    // spend its time (and, on a loaded machine, its timeout) on; sizes, formats and keys are the
    // same for any pixels.
    const flat = sharp({
      create: { width: 2000, height: 1000, channels: 3, background: { r: 30, g: 120, b: 90 } },
    });
    const original = await normaliseOriginal(await flat.jpeg().toBuffer());
    const derivatives = await makeDerivatives(original.bytes);

    expect(derivatives.map((d) => `${d.width}.${d.format}`)).toEqual(
      DERIVATIVE_WIDTHS.flatMap((width) => DERIVATIVE_FORMATS.map((f) => `${width}.${f}`)),
    );
    for (const derivative of derivatives) {
      const metadata = await sharp(derivative.bytes).metadata();
      expect(metadata.width).toBe(derivative.width);
      expect(metadata.height).toBe(derivative.height);
      expect(derivative.height).toBe(derivative.width / 2);
      expect(metadata.format).toBe(derivative.format === "avif" ? "heif" : derivative.format);
      expect(derivative.key).toMatch(
        new RegExp(`^[0-9a-f]{16}-${derivative.width}\\.(avif|webp|jpg)$`),
      );
      await expectNoMetadata(derivative.bytes);
    }
    expect(new Set(derivatives.map((d) => d.key)).size).toBe(derivatives.length);
  });

  it("keys by content: the same pixels give the same keys", async () => {
    const original = await noise(330, 100).png().toBuffer();
    const [first, second] = await Promise.all([
      makeDerivatives(original),
      makeDerivatives(original),
    ]);
    expect(first.map((d) => d.key)).toEqual(second.map((d) => d.key));
  });

  it("keeps a rotated photo upright and metadata-free in every derivative", async () => {
    const original = await normaliseOriginal(await sidewaysJpegWithGps());
    const derivatives = await makeDerivatives(original.bytes);
    expect(derivatives.map((d) => [d.width, d.height])).toEqual(
      [320, 640].flatMap((width) => DERIVATIVE_FORMATS.map(() => [width, width * 2])),
    );
    for (const derivative of derivatives) await expectNoMetadata(derivative.bytes);
  });

  it("makes one width, the original's, for a photo narrower than 320 px", async () => {
    const derivatives = await makeDerivatives(await noise(200, 150).jpeg().toBuffer());
    expect(derivatives.map((d) => [d.width, d.height, d.format])).toEqual(
      DERIVATIVE_FORMATS.map((format) => [200, 150, format]),
    );
  });

  it("refuses bytes that are not an image", async () => {
    const error = await photoError(makeDerivatives(text("not an image")));
    expect(error.code).toBe("corrupt");
  });
});
