// Uploaded photos: the media rows, where their files live, and the derivative job. An upload is
// normalised in the request (so it can answer its size and placeholder at once); the derivatives
// are cut by a background job, idempotently: a retried job writes the same content-addressed
// files and the same row again.
import { hostname } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { media, type MediaDerivative } from "#db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { defineQueue, enqueue } from "#app/jobs/queue.server.ts";
import { makeDerivatives, normaliseOriginal } from "#app/media/photos.server.ts";
import {
  createDiskStorage,
  createS3Storage,
  type MediaStorage,
} from "#app/media/storage.server.ts";
import { getDb } from "#app/models/db.server.ts";
import { markContentChanged } from "#app/models/content-store.server.ts";
import { createHash } from "node:crypto";

/**
 * The derivative job's queue. With S3 every process reaches every original, so all share one
 * queue; on local disk only the processes of this machine and DATA_DIR can, so they get their own
 * and a process elsewhere never takes a job whose original it cannot read.
 */
export function derivativesQueue(): string {
  const env = getEnv();
  if (env.MEDIA_S3_BUCKET) return "media-derivatives";
  const place = `${hostname()}:${path.resolve(env.DATA_DIR, "media")}`;
  return `media-derivatives-${createHash("sha256").update(place).digest("hex").slice(0, 12)}`;
}

/** Where served derivatives live, in storage and under the site's /media/ path. */
const DERIVATIVE_PREFIX = "derivatives/";

let storage: MediaStorage | undefined;

export function mediaStorage(): MediaStorage {
  if (storage) return storage;
  const env = getEnv();
  storage = env.MEDIA_S3_BUCKET
    ? createS3Storage({
        bucket: env.MEDIA_S3_BUCKET,
        region: env.MEDIA_S3_REGION,
        endpoint: env.MEDIA_S3_ENDPOINT,
        accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
        secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE,
        prefix: env.MEDIA_S3_PREFIX,
      })
    : createDiskStorage(path.resolve(env.DATA_DIR, "media"));
  return storage;
}

export interface MediaItem {
  id: number;
  width: number;
  height: number;
  thumbhash: string;
  status: string;
  error: string | null;
  /** The served derivative paths under /media/, once generated. */
  urls: string[];
  derivatives: MediaDerivative[];
}

function toItem(row: typeof media.$inferSelect): MediaItem {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    thumbhash: row.thumbhash,
    status: row.status,
    error: row.error,
    urls: row.derivatives.map((derivative) => `/media/${derivative.key}`),
    derivatives: row.derivatives,
  };
}

/**
 * Stores an upload: normalised (oriented, metadata stripped), kept once however often it is sent,
 * and queued for its derivatives. Throws PhotoError for what is not a usable photo.
 */
export async function storeUpload(bytes: Uint8Array): Promise<MediaItem> {
  const original = await normaliseOriginal(bytes);
  const hash = createHash("sha256").update(original.bytes).digest("hex");
  const extension = original.format === "png" ? "png" : "jpg";
  const contentType = original.format === "png" ? "image/png" : "image/jpeg";
  const originalKey = `originals/${hash.slice(0, 32)}.${extension}`;
  await mediaStorage().put(originalKey, original.bytes, contentType);
  const db = await getDb();
  const [inserted] = await db
    .insert(media)
    .values({
      hash,
      originalKey,
      contentType,
      width: original.width,
      height: original.height,
      bytes: original.bytes.length,
      thumbhash: original.thumbhash,
    })
    .onConflictDoNothing()
    .returning();
  const [row] = inserted ? [inserted] : await db.select().from(media).where(eq(media.hash, hash));
  if (row!.status !== "ready") {
    await enqueue(derivativesQueue(), { mediaId: row!.id }, `media-${row!.id}`);
  }
  return toItem(row!);
}

export async function getMedia(id: number): Promise<MediaItem | null> {
  const db = await getDb();
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ? toItem(row) : null;
}

/** A served derivative's bytes, or null (only derivatives are served, never originals). */
export async function readDerivative(key: string) {
  if (!/^[0-9a-f]{16}-\d{1,5}\.(avif|webp|jpg)$/.test(key)) return null;
  return mediaStorage().get(`${DERIVATIVE_PREFIX}${key}`);
}

const DerivativesJobSchema = z.object({ mediaId: z.number().int().positive() });

/** The job: cut every derivative of one upload, store them, and mark the upload ready. */
async function cutDerivatives({ mediaId: id }: z.output<typeof DerivativesJobSchema>) {
  const db = await getDb();
  const [row] = await db.select().from(media).where(eq(media.id, id));
  if (!row || row.status === "ready") return;
  const original = await mediaStorage().get(row.originalKey);
  if (!original) {
    await db
      .update(media)
      .set({ status: "failed", error: "The original file is missing from storage." })
      .where(eq(media.id, id));
    return;
  }
  const derivatives = await makeDerivatives(original.bytes);
  const types = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" } as const;
  for (const derivative of derivatives) {
    await mediaStorage().put(
      `${DERIVATIVE_PREFIX}${derivative.key}`,
      derivative.bytes,
      types[derivative.format],
    );
  }
  await db
    .update(media)
    .set({
      status: "ready",
      error: null,
      derivatives: derivatives.map(({ bytes, ...rest }) => ({ ...rest, bytes: bytes.length })),
    })
    .where(eq(media.id, id));
  // Pages that place this photo can show it now, in every process.
  await markContentChanged();
}

/** Registers the derivative job with the queue (before it starts). */
export function registerMediaJobs(): void {
  defineQueue(derivativesQueue(), DerivativesJobSchema, cutDerivatives);
}
