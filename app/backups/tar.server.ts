// The archive's container: a gzipped POSIX tar (ustar), which any `tar -xzf` opens, so an operator
// can look inside a backup without this code. Written and read here in a few lines rather than
// through a package: the app needs only regular files with short names.
import { createReadStream, createWriteStream } from "node:fs";
import { open } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";

const BLOCK = 512;

export interface TarSource {
  name: string;
  /** A file on disk to copy in, or the bytes themselves. */
  path?: string;
  bytes?: Buffer;
  size: number;
}

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`Archive entry name too long: ${name}`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, "utf8");
  block.write("0000644\0", 100, 8, "ascii");
  block.write("0000000\0", 108, 8, "ascii");
  block.write("0000000\0", 116, 8, "ascii");
  block.write(`${size.toString(8).padStart(11, "0")}\0`, 124, 12, "ascii");
  const seconds = Math.floor(mtime.getTime() / 1000);
  block.write(`${seconds.toString(8).padStart(11, "0")}\0`, 136, 12, "ascii");
  block.write("        ", 148, 8, "ascii");
  block.write("0", 156, 1, "ascii");
  block.write("ustar\0", 257, 6, "ascii");
  block.write("00", 263, 2, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, 8, "ascii");
  return block;
}

async function* tarChunks(entries: TarSource[], mtime: Date): AsyncGenerator<Buffer> {
  for (const entry of entries) {
    yield header(entry.name, entry.size, mtime);
    if (entry.bytes) {
      yield entry.bytes;
    } else if (entry.path) {
      let written = 0;
      for await (const chunk of createReadStream(entry.path) as AsyncIterable<Buffer>) {
        written += chunk.length;
        yield chunk;
      }
      if (written !== entry.size) throw new Error(`${entry.name} changed while being archived`);
    }
    const padding = (BLOCK - (entry.size % BLOCK)) % BLOCK;
    if (padding > 0) yield Buffer.alloc(padding);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Writes the entries, in order, to a .tar.gz file. */
export async function writeTarGz(file: string, entries: TarSource[], mtime = new Date()) {
  await pipeline(tarChunks(entries, mtime), createGzip({ level: 6 }), createWriteStream(file));
  // The archive is the only copy once the database is gone: it must be on the disk, not in a cache.
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Reads every regular file of a .tar.gz, in order, handing each whole to `onEntry`. Throws on a
 * truncated or malformed archive.
 */
export async function readTarGz(
  file: string,
  onEntry: (name: string, bytes: Buffer) => Promise<void> | void,
): Promise<void> {
  let buffered: Buffer[] = [];
  let length = 0;
  let pending: { name: string; size: number; isFile: boolean } | null = null;
  let ended = false;
  const take = (count: number): Buffer => {
    const all = buffered.length === 1 ? buffered[0]! : Buffer.concat(buffered, length);
    const taken = all.subarray(0, count);
    const rest = all.subarray(count);
    buffered = rest.length > 0 ? [rest] : [];
    length = rest.length;
    return taken;
  };
  const gunzip = createGunzip();
  createReadStream(file)
    .on("error", (error) => gunzip.destroy(error))
    .pipe(gunzip);
  for await (const chunk of gunzip as AsyncIterable<Buffer>) {
    if (ended) continue;
    buffered.push(chunk);
    length += chunk.length;
    for (;;) {
      if (!pending) {
        if (length < BLOCK) break;
        const block = take(BLOCK);
        if (block.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        const name = block.subarray(0, 100).toString("utf8").replace(/\0.*$/s, "");
        const prefix = block.subarray(345, 500).toString("utf8").replace(/\0.*$/s, "");
        const size = parseInt(block.subarray(124, 136).toString("ascii").replace(/\0.*$/s, ""), 8);
        if (!Number.isFinite(size)) throw new Error("The archive is damaged: a bad entry header.");
        const type = String.fromCharCode(block[156]!);
        pending = {
          name: prefix ? `${prefix}/${name}` : name,
          size,
          isFile: type === "0" || type === "\0",
        };
      }
      const padded = Math.ceil(pending.size / BLOCK) * BLOCK;
      if (length < padded) break;
      const data = take(padded).subarray(0, pending.size);
      const entry = pending;
      pending = null;
      if (entry.isFile) await onEntry(entry.name, Buffer.from(data));
    }
  }
  if (!ended) throw new Error("The archive is damaged: it ends before its last entry.");
}
