// Image files made byte by byte: for what no encoder would write (a header that declares far more
// pixels than the file carries), and for a huge image an encoder would take seconds over.
import { deflateSync } from "node:zlib";

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
}

/** A one-bit PNG whose header says width × height, with a few bytes of rows: a few dozen bytes. */
export function tallPngHeader(width: number, height: number): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", Buffer.concat([u32(width), u32(height), Buffer.from([1, 0, 0, 0, 0])])),
    chunk("IDAT", deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * A whole one-bit PNG of width × height white pixels, every row there: a real image that decodes,
 * a decompression bomb of a few dozen kilobytes (zlib squeezes the rows of ones a thousandfold),
 * made in a fraction of the time an encoder takes over as many RGB pixels.
 */
export function wholeOneBitPng(width: number, height: number): Buffer {
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // Filter: none.
  const rows = Buffer.alloc(row.length * height);
  for (let offset = 0; offset < rows.length; offset += row.length) row.copy(rows, offset);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", Buffer.concat([u32(width), u32(height), Buffer.from([1, 0, 0, 0, 0])])),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
