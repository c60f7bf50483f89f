// The archive container against the system's own tar and against archives written before node-tar
// wrote them: what we write, tar reads, and back; what tar or the old writer wrote, we read.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { gzipSync, gunzipSync } from "node:zlib";
import { afterAll, expect, it } from "vitest";
import { readTarGz, writeTarGz } from "#app/backups/tar.server.ts";

const dir = mkdtempSync(path.join(tmpdir(), "akwaaba-tar-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const entries = [
  { name: "manifest.json", bytes: Buffer.from('{"a":1}\n') },
  { name: "tables/empty.jsonl", bytes: Buffer.alloc(0) },
  // Exactly one block, and one byte over, to cross the padding edges.
  { name: "media/originals/block.jpg", bytes: Buffer.alloc(512, 7) },
  { name: "media/originals/over.jpg", bytes: Buffer.alloc(513, 9) },
];

/** The entries as files in a new folder, as the backup stages them. */
function staged(files: { name: string; bytes: Buffer }[]): string {
  const folder = mkdtempSync(path.join(dir, "staged-"));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(folder, file.name)), { recursive: true });
    writeFileSync(path.join(folder, file.name), file.bytes);
  }
  return folder;
}

async function readAll(file: string): Promise<{ name: string; bytes: Buffer }[]> {
  const read: { name: string; bytes: Buffer }[] = [];
  await readTarGz(file, (name, bytes) => {
    read.push({ name, bytes });
  });
  return read;
}

it("writes an archive that tar extracts, and reads back every file whole, in order", async () => {
  // An empty file last too: it ends before the parser's own end.
  const files = [...entries, { name: "tables/zero-last.jsonl", bytes: Buffer.alloc(0) }];
  const file = path.join(dir, "round.tar.gz");
  const mtime = new Date("2026-11-29T12:00:00Z");
  const names = files.map((entry) => entry.name);
  await writeTarGz(file, staged(files), names, mtime);
  const out = mkdtempSync(path.join(dir, "extracted-"));
  execFileSync("tar", ["-xzf", file, "-C", out]);
  expect(readFileSync(path.join(out, "media/originals/over.jpg"))).toEqual(entries[3]!.bytes);
  // Regular files only, named as given, dated as given, owned by nobody in particular.
  const listing = execFileSync("tar", ["-tvzf", file, "--numeric-owner"], { encoding: "utf8" });
  expect(listing.trim().split("\n")).toEqual(
    names.map((name) =>
      expect.stringMatching(new RegExp(`^-rw-.* 0/0 .* 2026-11-29 12:00 ${name}$`)),
    ),
  );
  expect(await readAll(file)).toEqual(files);
});

it("reads an archive the hand-written writer made before node-tar (issue 43)", async () => {
  // Made by app/backups/tar.server.ts as it was at b2fb425, from the entries above.
  const file = path.join(
    import.meta.dirname,
    "../../tests/fixtures/archive-hand-written-tar.tar.gz",
  );
  expect(await readAll(file)).toEqual(entries);
});

it("reads an archive the system's tar made: long names, folders left out", async () => {
  const long = `media/originals/${"x".repeat(120)}.jpg`;
  const folder = staged([...entries, { name: long, bytes: Buffer.from("long") }]);
  const file = path.join(dir, "system.tar.gz");
  execFileSync("tar", ["-czf", file, "-C", folder, "manifest.json", "tables", "media"]);
  const read = await readAll(file);
  expect(read.map((entry) => entry.name).sort()).toEqual(
    [...entries.map((entry) => entry.name), long].sort(),
  );
  expect(read.find((entry) => entry.name === long)?.bytes.toString()).toBe("long");
});

it("writes a name longer than tar's 100-byte field, which tar and we read back", async () => {
  const long = { name: `media/derivatives/${"y".repeat(150)}.avif`, bytes: Buffer.from("avif") };
  const file = path.join(dir, "long.tar.gz");
  await writeTarGz(file, staged([long]), [long.name]);
  expect(execFileSync("tar", ["-tzf", file], { encoding: "utf8" }).trim()).toBe(long.name);
  expect(await readAll(file)).toEqual([long]);
});

it("says an archive cut short is damaged, at an entry's edge or inside one", async () => {
  const whole = path.join(dir, "whole.tar.gz");
  await writeTarGz(
    whole,
    staged(entries),
    entries.map((entry) => entry.name),
  );
  const tar = gunzipSync(readFileSync(whole));
  // 1,600 bytes: inside the third entry's header; 2,200: inside its body.
  for (const at of [1_536, 1_600, 2_200]) {
    const cut = path.join(dir, `cut-${at}.tar.gz`);
    writeFileSync(cut, gzipSync(tar.subarray(0, at)));
    await expect(readTarGz(cut, () => {})).rejects.toThrow(
      "The archive is damaged: it ends before its last entry.",
    );
  }
  // A gzip stream cut short, as a copy stopped midway leaves it.
  const cutGzip = path.join(dir, "cut-gzip.tar.gz");
  writeFileSync(cutGzip, readFileSync(whole).subarray(0, 100));
  await expect(readTarGz(cutGzip, () => {})).rejects.toThrow();
});

it("says so when there is no archive at all, keeping the system's code", async () => {
  await expect(readTarGz(path.join(dir, "none.tar.gz"), () => {})).rejects.toMatchObject({
    code: "ENOENT",
  });
});

it("hands one entry at a time and reads no further while its work goes on", async () => {
  // 32 files of 1 MB that compress 100-fold or more, as table files can: an eager reader would
  // hold 32 MB, a reader that inflates whatever it reads at once most of it.
  const big = Array.from({ length: 32 }, (_, index) => ({
    name: `media/originals/big-${index}.jpg`,
    bytes: Buffer.alloc(1024 * 1024, randomBytes(4096)),
  }));
  const file = path.join(dir, "big.tar.gz");
  await writeTarGz(
    file,
    staged(big),
    big.map((entry) => entry.name),
  );
  const names: string[] = [];
  let working = 0;
  let mostAtOnce = 0;
  let heldDuringFirst = Infinity;
  // Memory counted after a collection, so only what is still held counts.
  setFlagsFromString("--expose-gc");
  const collect = runInNewContext("gc") as () => void;
  collect();
  const before = process.memoryUsage().arrayBuffers;
  await readTarGz(file, async (name) => {
    working += 1;
    mostAtOnce = Math.max(mostAtOnce, working);
    await sleep(name === big[0]!.name ? 200 : 5);
    if (name === big[0]!.name) {
      collect();
      heldDuringFirst = process.memoryUsage().arrayBuffers - before;
    }
    names.push(name);
    working -= 1;
  });
  expect(names).toEqual(big.map((entry) => entry.name));
  expect(mostAtOnce).toBe(1);
  expect(heldDuringFirst).toBeLessThan(10 * 1024 * 1024);
});
