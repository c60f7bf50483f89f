// The archive's container: a gzipped POSIX tar, which any `tar -xzf` opens, so an operator can
// look inside a backup without this code. Written and read by node-tar (`tar`), both streaming:
// files go from disk into the archive, and reading hands over one file at a time, the next one
// read only when the last one's work is done.
import { on } from "node:events";
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { create, Parser, type ReadEntry } from "tar";

/** Entry types that hold a regular file's bytes ("0", the older "\0", and "7"). */
const FILE_TYPES = new Set(["File", "OldFile", "ContiguousFile"]);
const CUT_SHORT = "The archive is damaged: it ends before its last entry.";

/**
 * Writes the files named (paths inside `folder`, which become the entries' names), in order, to
 * a .tar.gz file, every entry dated `mtime`.
 */
export async function writeTarGz(
  file: string,
  folder: string,
  names: readonly string[],
  mtime = new Date(),
): Promise<void> {
  // Portable: no owner names or ids from this machine, and the same bytes for the same files.
  await create({ file, cwd: folder, gzip: true, portable: true, mtime, strict: true }, [...names]);
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
  const parser = new Parser({ strict: true });
  // Two zero blocks close a tar: without them the archive was cut, even at an entry's edge.
  let isWhole = false;
  parser.on("eof", () => {
    isWhole = true;
  });
  const stop = new AbortController();
  // The parser emits an entry once the one before has been read, and holds the file's stream
  // back while an entry waits: one entry's bytes at a time are in memory.
  const entries = on(parser, "entry", { close: ["end"], signal: stop.signal });
  // Node's gunzip rather than the parser's own: it hands out 16 kB at a time however well the
  // archive compressed, so what waits for an entry's work stays small.
  const parsing = pipeline(createReadStream(file), createGunzip(), parser, { signal: stop.signal });
  try {
    for await (const [entry] of entries as AsyncIterable<[ReadEntry]>) {
      const bytes = await entry.concat();
      if (FILE_TYPES.has(entry.type)) await onEntry(entry.path, bytes);
    }
    await parsing;
  } catch (error) {
    stop.abort();
    await parsing.catch(() => {});
    const isCut = /^TAR_BAD_ARCHIVE: Truncated input/.test((error as Error).message);
    throw isCut ? new Error(CUT_SHORT, { cause: error }) : error;
  }
  if (!isWhole) throw new Error(CUT_SHORT);
}
