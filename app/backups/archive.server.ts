// One backup archive: the database snapshot, the media files its rows name, and manifest.json,
// in one .tar.gz. Written under a temporary name and renamed when whole, so a half-written archive
// is never listed, downloaded or kept by retention.
import { createHash, randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  BACKUP_FORMAT,
  ManifestSchema,
  manifestMismatches,
  type ArchiveEntryDigest,
  type Manifest,
} from "#app/domain/operations/backup-manifest.ts";
import { readTarGz, writeTarGz } from "#app/backups/tar.server.ts";
import { snapshotDatabase, type RecordedHead } from "#app/backups/snapshot.server.ts";
import type { MediaStorage } from "#app/media/storage.server.ts";
import type { Database } from "#app/models/db.server.ts";

export const ARCHIVE_PATTERN =
  /^akwaaba-backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)\.tar\.gz$/;

/** The archive's file name: its time, sortable, and readable in a folder listing. */
export function archiveName(at: Date): string {
  return `akwaaba-backup-${at.toISOString().replace(/[:.]/g, "-")}.tar.gz`;
}

/** When an archive was taken, from its name; null for a file that is not one of ours. */
export function archiveTime(name: string): Date | null {
  const match = ARCHIVE_PATTERN.exec(name);
  if (!match) return null;
  const [date, time] = match[1]!.split("T") as [string, string];
  const [h, m, s, ms] = time.replace("Z", "").split("-");
  return new Date(`${date}T${h}:${m}:${s}.${ms}Z`);
}

/** The storage keys of the media files the snapshot's media rows name (originals and cuts). */
function mediaKeys(mediaTableLines: string): string[] {
  const keys: string[] = [];
  for (const line of mediaTableLines.split("\n")) {
    if (!line) continue;
    const row = JSON.parse(line) as { original_key: string; derivatives: { key: string }[] };
    keys.push(row.original_key);
    for (const derivative of row.derivatives ?? []) keys.push(`derivatives/${derivative.key}`);
  }
  return [...new Set(keys)].sort();
}

export interface WrittenArchive {
  path: string;
  bytes: number;
  manifest: Manifest;
}

/** Takes a backup of the database and media into `targetDir`; answers the archive's path. */
export async function writeBackupArchive(options: {
  db: Database;
  engine: Manifest["engine"];
  storage: MediaStorage;
  targetDir: string;
  now?: Date;
}): Promise<WrittenArchive> {
  const createdAt = options.now ?? new Date();
  await mkdir(options.targetDir, { recursive: true });
  const staging = await mkdtemp(path.join(options.targetDir, ".staging-"));
  try {
    await mkdir(path.join(staging, "tables"));
    const snapshot = await snapshotDatabase(
      options.db,
      staging,
      await newestRecordedHead(options.targetDir),
    );

    const mediaTable = snapshot.tables.find((table) => table.name === "media");
    const keys = mediaTable
      ? mediaKeys(await readFile(path.join(staging, mediaTable.file), "utf8"))
      : [];
    const media: Manifest["media"] = [];
    const missingMedia: string[] = [];
    // Media files never change under a key, so reading them after the snapshot is consistent.
    // Each goes to the staging folder as it is read (a key is a safe relative path: storage
    // refuses any other), so the backup holds one file in memory at a time.
    for (const key of keys) {
      const object = await options.storage.get(key);
      if (!object) {
        missingMedia.push(key);
        continue;
      }
      const file = `media/${key}`;
      media.push({
        key,
        file,
        bytes: object.bytes.length,
        sha256: createHash("sha256").update(object.bytes).digest("hex"),
      });
      await mkdir(path.dirname(path.join(staging, file)), { recursive: true });
      await writeFile(path.join(staging, file), object.bytes);
    }

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: createdAt.toISOString(),
      engine: options.engine,
      schema: snapshot.schema,
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      media,
      missingMedia,
      audit: snapshot.audit,
    };
    await writeFile(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    const names = [
      "manifest.json",
      ...snapshot.tables.map((table) => table.file),
      ...media.map((item) => item.file),
    ];
    const finalPath = path.join(options.targetDir, archiveName(createdAt));
    const partial = `${finalPath}.${randomUUID().slice(0, 8)}.partial`;
    try {
      await writeTarGz(partial, staging, names, createdAt);
      await rename(partial, finalPath);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { path: finalPath, bytes: (await stat(finalPath)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * The audit chain's head the newest archive in `folder` recorded, for the next backup to check
 * (docs/decisions/034); null when there is none, or it is unreadable or from before the chain.
 */
async function newestRecordedHead(folder: string): Promise<RecordedHead | null> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return null;
  }
  const newest = names
    .map((name) => ({ name, at: archiveTime(name) }))
    .filter((archive): archive is { name: string; at: Date } => archive.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
  if (!newest) return null;
  try {
    let text = "null";
    await readTarGz(path.join(folder, newest.name), (name, bytes) => {
      if (name === "manifest.json") text = bytes.toString("utf8");
    });
    const parsed = ManifestSchema.safeParse(JSON.parse(text));
    const head = parsed.success ? parsed.data.audit?.head : null;
    return head ? { head, recordedBy: `the backup ${newest.name}` } : null;
  } catch {
    return null;
  }
}

export class ArchiveRefusedError extends Error {
  override name = "ArchiveRefusedError";
}

/**
 * Reads the whole archive, checks every file against the manifest, and answers the manifest.
 * Throws ArchiveRefusedError with a one-line reason for an archive that is not whole.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const digests = new Map<string, ArchiveEntryDigest>();
  let manifestText: string | undefined;
  try {
    await readTarGz(file, (name, bytes) => {
      if (name === "manifest.json") manifestText = bytes.toString("utf8");
      digests.set(name, {
        bytes: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
      });
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new ArchiveRefusedError(`No archive at ${file}.`);
    throw new ArchiveRefusedError(
      `${file} is not a readable backup archive: ${(error as Error).message}`,
    );
  }
  if (!manifestText) throw new ArchiveRefusedError(`${file} has no manifest.json: not a backup.`);
  let parsed;
  try {
    parsed = ManifestSchema.safeParse(JSON.parse(manifestText));
  } catch {
    throw new ArchiveRefusedError(`${file}'s manifest.json is not valid JSON.`);
  }
  if (!parsed.success) {
    throw new ArchiveRefusedError(
      `${file}'s manifest.json is not one this code reads (${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message}).`,
    );
  }
  const problems = manifestMismatches(parsed.data, digests);
  if (problems.length > 0) {
    throw new ArchiveRefusedError(
      `The archive failed its checksums, so nothing was restored: ${problems.slice(0, 3).join("; ")}${problems.length > 3 ? ` (and ${problems.length - 3} more)` : ""}.`,
    );
  }
  return parsed.data;
}
