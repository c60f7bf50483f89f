// The archive container against the system's own tar: what we write, tar reads, and back.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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

it("writes an archive that tar extracts, and reads back every file whole", async () => {
  const file = path.join(dir, "round.tar.gz");
  writeFileSync(path.join(dir, "on-disk.jsonl"), "from a file\n");
  await writeTarGz(file, [
    ...entries.map((entry) => ({ ...entry, size: entry.bytes.length })),
    { name: "tables/on-disk.jsonl", path: path.join(dir, "on-disk.jsonl"), size: 12 },
  ]);
  const out = path.join(dir, "extracted");
  execFileSync("mkdir", ["-p", out]);
  execFileSync("tar", ["-xzf", file, "-C", out]);
  expect(readFileSync(path.join(out, "media/originals/over.jpg"))).toEqual(entries[3]!.bytes);
  expect(readFileSync(path.join(out, "tables/on-disk.jsonl"), "utf8")).toBe("from a file\n");

  const read: { name: string; bytes: Buffer }[] = [];
  await readTarGz(file, (name, bytes) => {
    read.push({ name, bytes });
  });
  expect(read).toEqual([
    ...entries,
    { name: "tables/on-disk.jsonl", bytes: Buffer.from("from a file\n") },
  ]);
});

it("says an archive cut short is damaged", async () => {
  const whole = path.join(dir, "whole.tar.gz");
  await writeTarGz(
    whole,
    entries.map((entry) => ({ ...entry, size: entry.bytes.length })),
  );
  const tar = gunzipSync(readFileSync(whole));
  const cut = path.join(dir, "cut.tar.gz");
  writeFileSync(cut, gzipSync(tar.subarray(0, 1_600)));
  await expect(readTarGz(cut, () => {})).rejects.toThrow(/ends before its last entry/);
});

it("refuses a name tar's header cannot hold", async () => {
  await expect(
    writeTarGz(path.join(dir, "long.tar.gz"), [
      { name: `media/${"x".repeat(100)}.jpg`, bytes: Buffer.alloc(1), size: 1 },
    ]),
  ).rejects.toThrow(/name too long/);
});
