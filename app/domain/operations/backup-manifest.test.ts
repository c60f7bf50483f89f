import { describe, expect, it } from "vitest";
import {
  BACKUP_FORMAT,
  manifestMismatches,
  ManifestSchema,
  schemaVerdict,
  type Manifest,
} from "#app/domain/operations/backup-manifest.ts";

const known = [
  { tag: "0014_post_publish_time_optional", when: 1_000 },
  { tag: "0015_backups", when: 2_000 },
  { tag: "0016_later", when: 3_000 },
];

describe("schemaVerdict", () => {
  it("accepts a known schema and names the migrations to run after it", () => {
    expect(schemaVerdict({ migration: "0015_backups", when: 2_000 }, known)).toEqual({
      ok: true,
      newer: ["0016_later"],
    });
    expect(schemaVerdict({ migration: "0016_later", when: 3_000 }, known)).toEqual({
      ok: true,
      newer: [],
    });
  });

  it("knows a migration by its time, so renumbering does not matter", () => {
    expect(schemaVerdict({ migration: "0017_backups", when: 2_000 }, known).ok).toBe(true);
  });

  it("refuses a newer schema, and one it has never seen, saying what to do", () => {
    expect(schemaVerdict({ migration: "0020_future", when: 9_000 }, known)).toEqual({
      ok: false,
      reason:
        "The archive is from a newer version of the site (schema 0020_future); this code knows schema 0016_later at most. Update the code, then restore.",
    });
    const stranger = schemaVerdict({ migration: "0015_elsewhere", when: 2_500 }, known);
    expect(stranger.ok).toBe(false);
    expect(!stranger.ok && stranger.reason).toMatch(/not one this code knows/);
  });
});

describe("manifestMismatches", () => {
  const sha = (char: string) => char.repeat(64);
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    createdAt: "2026-11-25T19:00:00.000Z",
    engine: "pglite",
    schema: { migration: "0015_backups", when: 2_000 },
    tables: [{ name: "hotels", file: "tables/hotels.jsonl", rows: 2, bytes: 10, sha256: sha("a") }],
    sequences: [],
    media: [{ key: "originals/x.jpg", file: "media/originals/x.jpg", bytes: 5, sha256: sha("b") }],
    missingMedia: [],
  };

  it("finds nothing wrong with a whole archive", () => {
    const digests = new Map([
      ["tables/hotels.jsonl", { bytes: 10, sha256: sha("a") }],
      ["media/originals/x.jpg", { bytes: 5, sha256: sha("b") }],
    ]);
    expect(manifestMismatches(manifest, digests)).toEqual([]);
  });

  it("names each file that is missing or differs", () => {
    const digests = new Map([["tables/hotels.jsonl", { bytes: 10, sha256: sha("c") }]]);
    expect(manifestMismatches(manifest, digests)).toEqual([
      "tables/hotels.jsonl does not match its checksum",
      "media/originals/x.jpg is missing from the archive",
    ]);
  });
});

describe("ManifestSchema", () => {
  const sha = "d".repeat(64);
  const manifest = (keys: string[]) => ({
    format: BACKUP_FORMAT,
    createdAt: "2026-11-25T19:00:00.000Z",
    engine: "pglite",
    schema: { migration: "0015_backups", when: 2_000 },
    tables: [],
    sequences: [],
    media: keys.map((key) => ({ key, file: `media/${key}`, bytes: 1, sha256: sha })),
  });

  it("refuses the whole manifest when any media key is one storage would refuse, even the last", () => {
    const keys = Array.from({ length: 1_220 }, (_, index) => `originals/${index}.jpg`);
    expect(ManifestSchema.safeParse(manifest(keys)).success).toBe(true);
    const parsed = ManifestSchema.safeParse(manifest([...keys, "../x"]));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["media", 1_220, "key"]);
  });
});
