// What a backup archive says about itself (manifest.json): the schema it was taken at, and for
// every table file and media file its size, row count and SHA-256, so a restore can prove the
// archive whole before it touches anything.
import { isValidMediaKey } from "#app/domain/pages/media-key.ts";
import { z } from "#app/domain/shared/zod.ts";

export const BACKUP_FORMAT = "akwaaba-backup/1";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime({ offset: true }),
  engine: z.enum(["pglite", "postgres"]),
  /** The latest migration applied: its tag, and its time, which identifies it across renumbering. */
  schema: z.object({ migration: z.string(), when: z.number().int() }),
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      file: z.string(),
      rows: z.number().int().min(0),
      bytes: z.number().int().min(0),
      sha256,
    }),
  ),
  /** Sequences' last values, so ids are never handed out twice after a restore. */
  sequences: z.array(z.object({ name: z.string(), value: z.number().int().nullable() })),
  media: z.array(
    z.object({
      // Checked here, with the whole manifest, so a bad key refuses the archive before a single
      // file is written, rather than after every file before it.
      key: z.string().refine(isValidMediaKey, "not a media key this site stores"),
      file: z.string(),
      bytes: z.number().int().min(0),
      sha256,
    }),
  ),
  /** Media the database names but storage did not have when the backup was taken. */
  missingMedia: z.array(z.string()).default([]),
  /**
   * The audit log's chain as the snapshot held it (docs/decisions/034): how many entries, the
   * newest (its id and HMAC: a later backup checks it is still there, unchanged), and what did
   * not verify. Absent from archives made before the chain.
   */
  audit: z
    .object({
      entries: z.number().int().min(0),
      head: z.object({ id: z.number().int(), hmac: z.string() }).nullable(),
      problems: z.array(z.string()),
    })
    .optional(),
});

export type Manifest = z.infer<typeof ManifestSchema>;

export interface ArchiveEntryDigest {
  bytes: number;
  sha256: string;
}

/**
 * Every way the archive's files differ from what its manifest promises, as sentences; none when
 * the archive is whole.
 */
export function manifestMismatches(
  manifest: Manifest,
  digests: ReadonlyMap<string, ArchiveEntryDigest>,
): string[] {
  const problems: string[] = [];
  const expected = [...manifest.tables, ...manifest.media];
  for (const file of expected) {
    const digest = digests.get(file.file);
    if (!digest) problems.push(`${file.file} is missing from the archive`);
    else if (digest.sha256 !== file.sha256 || digest.bytes !== file.bytes) {
      problems.push(`${file.file} does not match its checksum`);
    }
  }
  return problems;
}

/** The archive's schema against the migrations this code has (their `when` times, in order). */
export function schemaVerdict(
  archive: Manifest["schema"],
  known: readonly { tag: string; when: number }[],
): { ok: true; newer: string[] } | { ok: false; reason: string } {
  const index = known.findIndex((migration) => migration.when === archive.when);
  const latest = known.at(-1);
  if (index === -1) {
    if (latest && archive.when > latest.when) {
      return {
        ok: false,
        reason: `The archive is from a newer version of the site (schema ${archive.migration}); this code knows schema ${latest.tag} at most. Update the code, then restore.`,
      };
    }
    return {
      ok: false,
      reason: `The archive's schema ${archive.migration} is not one this code knows; restore it with the version of the site that made it.`,
    };
  }
  return { ok: true, newer: known.slice(index + 1).map((migration) => migration.tag) };
}
