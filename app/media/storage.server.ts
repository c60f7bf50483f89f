// Where photo originals and derivatives live. Two drivers behind one small interface: a
// directory on disk for development and single-server installs, and any S3-compatible bucket
// (AWS, Cloudflare R2, MinIO, Backblaze B2) for production. Keys are content-addressed by the
// photo pipeline, so an object is written once and never changes.

import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { isValidMediaKey } from "#app/domain/pages/media-key.ts";
import { lazyS3Client } from "#app/media/s3-client.server.ts";

export interface MediaStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

/** Objects never change under a key, so caches may keep them for a year without asking. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Keys become file paths and URL paths (app/domain/pages/media-key.ts). Throws rather than sanitising,
 * because a bad key is a programming error upstream, not user input to repair.
 */
export function assertValidKey(key: string): void {
  if (!isValidMediaKey(key)) throw new Error(`Invalid media key ${JSON.stringify(key)}`);
}

// ---------------------------------------------------------------------------------------------
// Disk

const CONTENT_TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  json: "application/json",
};
const DEFAULT_CONTENT_TYPE = "application/octet-stream";

/** The content type a key's extension stands for; the disk driver stores nothing else. */
export function contentTypeForKey(key: string): string {
  const lastSegment = key.slice(key.lastIndexOf("/") + 1);
  const dot = lastSegment.lastIndexOf(".");
  if (dot === -1) return DEFAULT_CONTENT_TYPE;
  return CONTENT_TYPES[lastSegment.slice(dot + 1)] ?? DEFAULT_CONTENT_TYPE;
}

function mediaType(contentType: string): string {
  return contentType.split(";")[0]!.trim().toLowerCase();
}

/*
 * The disk driver derives the content type from the key's extension instead of keeping a
 * sidecar file: the pipeline's keys always end in the right extension, one file per object
 * keeps writes atomic with a single rename, and a static file server pointed at the directory
 * would send the same type. To keep that promise honest, put() refuses a content type that
 * the extension would not give back.
 */
function assertContentTypeMatchesKey(key: string, contentType: string): void {
  const expected = contentTypeForKey(key);
  if (mediaType(contentType) !== expected) {
    throw new Error(
      `Media key ${JSON.stringify(key)} stores ${expected} on disk, not ${contentType}; ` +
        "give the key the matching extension.",
    );
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  // EISDIR/ENOTDIR: the key names a directory, or runs through a file; either way, no object.
  return code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR";
}

export function createDiskStorage(rootDir: string): MediaStorage {
  const pathOf = (key: string): string => {
    assertValidKey(key);
    return join(rootDir, ...key.split("/"));
  };

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      assertContentTypeMatchesKey(key, contentType);
      await mkdir(dirname(path), { recursive: true });
      // Readers see the old object or the new one, never half a file. The temporary name
      // has capitals, which no key may contain, so it can never shadow a real object.
      const temporary = `${path}.${randomUUID()}.TMP`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      const path = pathOf(key);
      try {
        return { bytes: await readFile(path), contentType: contentTypeForKey(key) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async has(key) {
      const path = pathOf(key);
      try {
        return (await stat(path)).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      const path = pathOf(key);
      try {
        await rm(path, { force: true });
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// S3

export interface S3StorageOptions {
  /** For S3-compatible services (R2, MinIO, B2); omit for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MinIO and most local servers need bucket-in-path URLs rather than bucket subdomains. */
  forcePathStyle?: boolean;
  /** Keeps media under one folder of a shared bucket, e.g. "media" → "media/<key>". */
  prefix?: string;
}

function normalisePrefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? "").replace(/^\/+|\/+$/g, "");
  if (trimmed === "") return "";
  assertValidKey(trimmed);
  return `${trimmed}/`;
}

function httpStatus(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === "NoSuchKey" || name === "NotFound" || httpStatus(error) === 404;
}

export function createS3Storage(options: S3StorageOptions): MediaStorage {
  const s3 = lazyS3Client(options);
  const bucket = options.bucket;
  const prefix = normalisePrefix(options.prefix);
  const objectKey = (key: string): string => {
    assertValidKey(key);
    return prefix + key;
  };

  return {
    async put(key, bytes, contentType) {
      const { client, sdk } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },

    async get(key) {
      const { client, sdk } = await s3();
      try {
        const response = await client.send(
          new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        if (!response.Body) return null;
        const bytes = Buffer.from(await response.Body.transformToByteArray());
        return { bytes, contentType: response.ContentType ?? DEFAULT_CONTENT_TYPE };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async has(key) {
      const { client, sdk } = await s3();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers 204 for a key that is already gone, so deleting twice is harmless.
      const { client, sdk } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}

/** The disk storage's id: made once (the first process to write it wins), kept with the files. */
export async function diskStorageId(directory: string): Promise<string> {
  // A dot-file: media keys never start with a dot, so it is never served or overwritten.
  const file = join(directory, ".storage-id");
  await mkdir(directory, { recursive: true });
  await writeFile(file, randomUUID(), { flag: "wx" }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EEXIST") throw error;
  });
  const id = (await readFile(file, "utf8")).trim().toLowerCase();
  if (!/^[0-9a-f-]{8,36}$/.test(id)) throw new Error(`${file} does not hold a storage id.`);
  return id;
}
